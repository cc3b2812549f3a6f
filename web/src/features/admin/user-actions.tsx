import { Crown, MoreHorizontal, ShieldCheck, ShieldOff, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@common/admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/menu';
import { toast } from '@/components/ui/toaster';
import { useTranslation } from '@/lib/i18n-react';
import { useChangeUserRole, useChangeUserSubscription, useDeleteUser } from './queries';

/**
 * A row's action menu (seed 001): make admin or student, assign or cancel premium, delete behind the spec's dialog.
 * The admin's own row offers none of the role or delete actions: the server refuses them too.
 */
export function UserActionsMenu({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const changeRole = useChangeUserRole();
  const changePlan = useChangeUserSubscription();
  const remove = useDeleteUser();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isBusy = changeRole.isPending || changePlan.isPending || remove.isPending;

  const setRole = (role: AdminUser['role']) =>
    changeRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast.success(t('toasts.roleUpdated', { role: t(`users.roleValues.${role}`) })),
        onError: (error) => toast.error(t('toasts.roleFailed', { message: error.message })),
      },
    );
  const setPlan = (plan: AdminUser['subscriptionPlan']) =>
    changePlan.mutate(
      { id: user.id, plan },
      {
        onSuccess: () => toast.success(t('toasts.subscriptionUpdated', { plan: t(`users.planValues.${plan}`) })),
        onError: (error) => toast.error(t('toasts.subscriptionFailed', { message: error.message })),
      },
    );
  const confirmDelete = () =>
    remove.mutate(user.id, {
      onSuccess: () => toast.success(t('toasts.userDeleted')),
      onError: (error) => toast.error(t('toasts.deleteFailed', { message: error.message })),
      onSettled: () => setIsConfirmingDelete(false),
    });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" disabled={isBusy} aria-label={t('users.menu.open', { name: user.fullName })}>
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {isSelf ? null : user.role === 'admin' ? (
            <DropdownMenuItem onSelect={() => setRole('student')}>
              <ShieldOff />
              {t('users.menu.makeStudent')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setRole('admin')}>
              <ShieldCheck />
              {t('users.menu.makeAdmin')}
            </DropdownMenuItem>
          )}
          {user.isPremium ? (
            <DropdownMenuItem onSelect={() => setPlan('free')}>
              <XCircle />
              {t('users.menu.cancelPremium')}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setPlan('premium')}>
              <Crown />
              {t('users.menu.assignPremium')}
            </DropdownMenuItem>
          )}
          {isSelf ? null : (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => setIsConfirmingDelete(true)}>
                <Trash2 />
                {t('users.menu.delete')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setIsConfirmingDelete(false);
        }}
        title={t('users.deleteDialog.title')}
        description={t('users.deleteDialog.confirm')}
        confirmLabel={t('users.deleteDialog.button')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      >
        <p className="break-words text-sm font-medium">{t('users.deleteDialog.who', { name: user.fullName, email: user.email })}</p>
      </ConfirmDialog>
    </>
  );
}
