import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ForgotPasswordBody } from '@common/auth';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useTranslation } from '@/lib/i18n-react';
import { AuthShell } from './auth-shell';
import { EmailField } from './email-field';
import { useMessages } from './messages';
import { useRequestPasswordReset } from './queries';

/** /forgot-password (seed 001): the form, then 'Check Your Email' with the address. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { translate, describeError } = useMessages();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    request.mutate(values, {
      onSuccess: () => {
        toast.success(t('forgot.sentToast'));
        setSentTo(values.email.trim());
      },
      onError: (error) => toast.error(describeError(error, t('forgot.failed'))),
    });
  });

  if (sentTo) {
    return (
      <AuthShell title={t('forgot.checkEmailTitle')} icon={<MailCheck />}>
        <div className="space-y-4 text-center">
          <p className="text-sm text-muted-foreground">{t('forgot.checkEmailText')}</p>
          <p className="break-all font-medium">{sentTo}</p>
          <p className="text-xs text-muted-foreground">{t('forgot.checkEmailHint')}</p>
          <div className="flex flex-col gap-2">
            <Link to="/login" className={buttonClasses()}>
              {t('forgot.backToSignIn')}
            </Link>
            <Button
              variant="outline"
              onClick={() => {
                setSentTo(null);
                form.reset({ email: '' });
              }}
            >
              {t('forgot.tryDifferentEmail')}
            </Button>
          </div>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t('forgot.title')}
      description={t('forgot.description')}
      icon={<KeyRound />}
      footer={
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField autoComplete="email" error={translate(errors.email?.message)} inputProps={form.register('email')} />
        <Button type="submit" className="w-full" disabled={request.isPending || email.trim() === ''}>
          <Send />
          {request.isPending ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
