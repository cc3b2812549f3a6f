import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginBody, type SessionUser } from '@common/auth';
import type { VerificationState } from '@common/otp';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { AuthShell } from './auth-shell';
import { CaptchaField } from './captcha-field';
import { EmailField } from './email-field';
import { useMessages } from './messages';
import { isVerificationState, useSignIn } from './sign-in-queries';
import { rateLimitMessage } from './rate-limit-message';
import { UnlockNotice, UnlockOffer } from './unlock';
import { useFormCaptcha } from './use-form-captcha';
import { VerificationStep } from './verification-step';

type Variant = 'student' | 'admin';

/**
 * The sign-in form: email, password (show/hide), captcha. Captcha first on the server, then rate limit, then
 * credentials; an account that still owes a code (an unconfirmed email or phone, an admin's TOTP) gets the code screen.
 */
function SignInForm({ variant }: { variant: Variant }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const { translate, describeError } = useMessages();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn(variant === 'admin');
  const prefilledEmail = (location.state as { email?: string } | null)?.email ?? '';
  const form = useForm<LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: prefilledEmail, password: '', captchaId: '', captchaAnswer: '' },
  });
  const { errors } = form.formState;
  const captcha = useFormCaptcha(form);
  // The email a sign-in was locked for: the owner may ask for an unlock link.
  const [lockedEmail, setLockedEmail] = useState<string | null>(null);
  const [verification, setVerification] = useState<VerificationState>();

  const enter = (user: SessionUser) => {
    toast.success(t('login.success'));
    navigate(user.role === 'admin' ? '/admin/dashboard' : '/dashboard', { replace: true });
  };

  const onSubmit = form.handleSubmit((values) => {
    setLockedEmail(null);
    signIn.mutate(
      values,
      {
        onSuccess: (result) => {
          if (isVerificationState(result)) setVerification(result);
          else enter(result);
        },
        onError: (error) => {
          if (captcha.handleRefusal(error, t('messages.loginCaptchaInvalid'))) return;
          if (error instanceof ApiError && error.code === 'account_locked') setLockedEmail(values.email);
          toast.error(rateLimitMessage(error, t, format, 'login.tooManyAttempts') ?? describeError(error, t('login.unexpected')));
        },
      },
    );
  });

  // The captcha was used by the sign-in that led here: coming back needs a new one.
  const backToForm = () => {
    setVerification(undefined);
    captcha.renew();
  };

  if (verification) {
    return (
      <VerificationStep
        initial={verification}
        onVerified={backToForm}
        onSignedIn={enter}
        onRestart={backToForm}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <EmailField autoComplete="username" error={translate(errors.email?.message)} inputProps={form.register('email')} />
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="password">{t('fields.password')}</Label>
          {variant === 'student' ? (
            <Link to="/forgot-password" className="text-sm text-primary hover:underline">
              {t('login.forgotPassword')}
            </Link>
          ) : null}
        </div>
        <PasswordInput
          id="password"
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...form.register('password')}
        />
        <FieldError id="password-error">{translate(errors.password?.message)}</FieldError>
      </div>
      <CaptchaField
        challenge={captcha.challenge}
        isLoading={captcha.isPending}
        loadError={captcha.loadError}
        audio={captcha.audio}
        onListen={captcha.listen}
        onRefresh={captcha.renew}
        error={translate(errors.captchaAnswer?.message)}
        inputProps={form.register('captchaAnswer')}
      />
      <Button type="submit" className="w-full" disabled={signIn.isPending || !captcha.challenge}>
        {variant === 'admin' ? <ShieldCheck /> : <LogIn />}
        {signIn.isPending ? t('login.signingIn') : variant === 'admin' ? t('adminLogin.submit') : t('login.submit')}
      </Button>
      {lockedEmail ? <UnlockOffer key={lockedEmail} email={lockedEmail} /> : null}
    </form>
  );
}

/** /login (seed 000, Login). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell
      title={t('login.title')}
      description={t('login.description')}
      icon={<LogIn />}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/signup" className="font-medium text-primary hover:underline">
            {t('login.signUp')}
          </Link>
        </>
      }
    >
      <UnlockNotice />
      <SignInForm variant="student" />
    </AuthShell>
  );
}

/** /admin/login (seed 001): the separate admin sign-in. */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell
      title={t('adminLogin.title')}
      description={t('adminLogin.description')}
      icon={<ShieldCheck />}
      footer={
        <Link to="/login" className="font-medium text-primary hover:underline">
          {t('adminLogin.studentLogin')}
        </Link>
      }
    >
      <UnlockNotice />
      <SignInForm variant="admin" />
    </AuthShell>
  );
}
