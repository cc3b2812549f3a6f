import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@common/auth';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n-react';
import { AuthShell } from './auth-shell';
import { useMessages } from './messages';
import { NewPasswordFields } from './new-password-fields';
import { useResetPassword, useResetTokenStatus } from './queries';

/** After the password is updated, the page goes to /login after this long (seed 001 section 9). */
const RESET_REDIRECT_MS = 2000;

/**
 * /reset-password?token=… (seed 001): checks the emailed link on load (an invalid or expired one shows a
 * message and goes to /forgot-password), then New and Confirm New Password, then 'Password Updated!'.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { translate, describeError } = useMessages();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const status = useResetTokenStatus(token);
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(ResetPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  const { errors } = form.formState;
  const isLinkBad = token === '' || status.data?.valid === false || status.isError;

  useEffect(() => {
    if (!isLinkBad || reset.isSuccess) return;
    toast.error(t('messages.resetLinkInvalid'));
    navigate('/forgot-password', { replace: true });
  }, [isLinkBad, reset.isSuccess, navigate, t]);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <AuthShell title={t('reset.doneTitle')} icon={<CheckCircle2 />}>
        <div className="space-y-4 text-center">
          <p className="text-sm text-muted-foreground">{t('reset.doneText')}</p>
          <Link to="/login" replace className={buttonClasses()}>
            {t('reset.continue')}
          </Link>
        </div>
      </AuthShell>
    );
  }

  if (status.isPending || isLinkBad) {
    return (
      <AuthShell title={t('reset.title')} icon={<KeyRound />}>
        <div className="flex justify-center py-6">
          <Spinner label={t('reset.checkingLink')} />
        </div>
      </AuthShell>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => toast.success(t('reset.successToast')),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_reset_token') {
            toast.error(t('messages.resetLinkInvalid'));
            navigate('/forgot-password', { replace: true });
            return;
          }
          toast.error(describeError(error, t('reset.failed')));
        },
      },
    );
  });

  return (
    <AuthShell title={t('reset.title')} description={t('reset.description')} icon={<KeyRound />}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NewPasswordFields
          passwordLabel={t('fields.newPassword')}
          confirmLabel={t('fields.confirmNewPassword')}
          mismatchMessage={t('messages.resetPasswordsDoNotMatch')}
          password={password}
          confirmPassword={confirmPassword}
          passwordError={translate(errors.password?.message)}
          confirmError={translate(errors.confirmPassword?.message)}
          passwordProps={form.register('password')}
          confirmProps={form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending || password === '' || confirmPassword === '' || password !== confirmPassword}>
          {reset.isPending ? t('reset.saving') : t('reset.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
