import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ChangePasswordBody } from '@common/profiles';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { useMessages } from '@/features/auth/messages';
import { PasswordStrength } from '@/features/auth/password-strength';
import { useTranslation } from '@/lib/i18n-react';
import { useChangePassword, useDeleteAccount } from './queries';

function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('profiles');
  const { t: tAuth } = useTranslation('auth');
  const { translate, describeError } = useMessages();
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const passwordProps = { showLabel: tAuth('fields.showPassword'), hideLabel: tAuth('fields.hidePassword') };

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('security.passwordChanged'));
        close(false);
      },
      onError: (error) => toast.error(describeError(error, t('security.passwordChangeFailed'))),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('security.changePassword')}</DialogTitle>
          <DialogDescription>{t('security.changePasswordText')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="current-password">{t('security.currentPassword')}</Label>
            <PasswordInput id="current-password" autoComplete="current-password" aria-invalid={!!errors.currentPassword} {...passwordProps} {...form.register('currentPassword')} />
            <FieldError>{translate(errors.currentPassword?.message)}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor="new-password">{tAuth('fields.newPassword')}</Label>
            <PasswordInput id="new-password" autoComplete="new-password" aria-invalid={!!errors.newPassword} {...passwordProps} {...form.register('newPassword')} />
            <PasswordStrength password={newPassword} />
            <FieldError>{translate(errors.newPassword?.message)}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor="confirm-new-password">{tAuth('fields.confirmNewPassword')}</Label>
            <PasswordInput id="confirm-new-password" autoComplete="new-password" aria-invalid={!!errors.confirmPassword} {...passwordProps} {...form.register('confirmPassword')} />
            <FieldError>{translate(errors.confirmPassword?.message)}</FieldError>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {t('security.cancel')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('security.updating') : t('security.updatePassword')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('profiles');
  const { t: tAuth } = useTranslation('auth');
  const { describeError } = useMessages();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const close = (next: boolean) => {
    if (!next) setPassword('');
    onOpenChange(next);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={t('security.deleteTitle')}
      description={t('security.deleteText')}
      confirmLabel={remove.isPending ? t('security.deleting') : t('security.deleteConfirm')}
      cancelLabel={t('security.cancel')}
      isPending={remove.isPending || password === ''}
      onConfirm={() =>
        remove.mutate(
          { password },
          {
            onSuccess: () => {
              toast.success(t('security.deleted'));
              navigate('/', { replace: true });
            },
            onError: (error) => toast.error(describeError(error, t('security.deleteFailed'))),
          },
        )
      }
    >
      <div className="space-y-2">
        <Label htmlFor="delete-password">{t('security.deletePasswordLabel')}</Label>
        <PasswordInput
          id="delete-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          showLabel={tAuth('fields.showPassword')}
          hideLabel={tAuth('fields.hidePassword')}
        />
      </div>
    </ConfirmDialog>
  );
}

/** Change Password and Delete Account, both confirmed with the account's password. */
export function SecurityCard() {
  const { t } = useTranslation('profiles');
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          {t('security.title')}
        </CardTitle>
        <CardDescription>{t('security.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button variant="outline" onClick={() => setDialog('password')}>
          <KeyRound />
          {t('security.changePassword')}
        </Button>
        {/* The strong red is kept for the confirmation itself; here the action reads as a warning. */}
        <Button variant="outline" className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={() => setDialog('delete')}>
          <Trash2 />
          {t('security.deleteAccount')}
        </Button>
      </CardContent>
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={(open) => setDialog(open ? 'password' : null)} />
      <DeleteAccountDialog open={dialog === 'delete'} onOpenChange={(open) => setDialog(open ? 'delete' : null)} />
    </Card>
  );
}
