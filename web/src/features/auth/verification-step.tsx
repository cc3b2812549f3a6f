import { MailCheck, RotateCw, ShieldCheck, Smartphone } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { SessionUser } from '@common/auth';
import { normalizeCodeInput, type VerificationState } from '@common/otp';
import { Button } from '@/components/ui/button';
import { CodeInput } from '@/components/ui/code-input';
import { Skeleton } from '@/components/ui/feedback';
import { FieldError, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { RecoveryCodesPanel, TotpEnrolmentPanel } from '@/features/settings/totp-panels';
import { useTranslation } from '@/lib/i18n-react';
import { isVerificationState, useResendVerificationCode, useSignInEnrolment, useSubmitVerificationCode } from './sign-in-queries';

/** Seconds until an instant, ticking every second while it is in the future. */
function useSecondsUntil(at: string | null) {
  const [now, setNow] = useState(() => Date.now());
  const target = at ? Date.parse(at) : 0;
  useEffect(() => {
    if (target <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return Math.max(0, Math.ceil((target - now) / 1000));
}

const ICONS = { email: MailCheck, phone: Smartphone, mfa: ShieldCheck, mfa_enrolment: ShieldCheck } as const;

/** The words for a refused code (by the server's error code), in the reader's language. */
function useCodeErrorMessage() {
  const { t } = useTranslation('auth');
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('verify.errors.unexpected');
    const attemptsLeft = typeof error.details.attemptsLeft === 'number' ? error.details.attemptsLeft : 0;
    switch (error.code) {
      case 'otp_invalid':
        return t('verify.errors.invalid', { count: attemptsLeft });
      case 'otp_voided':
        return t('verify.errors.voided');
      case 'otp_expired':
        return t('verify.errors.expired');
      case 'otp_missing':
        return t('verify.errors.missing');
      case 'mfa_failed':
        return t('verify.errors.mfaFailed');
      case 'mfa_invalid_code':
        return t('verify.errors.mfaInvalid');
      case 'resend_cooldown':
        return t('verify.errors.cooldown');
      case 'rate_limited':
        return t('verify.errors.tooMany');
      case 'verification_expired':
        return t('verify.errors.ticketExpired');
      default:
        return error.status < 500 ? t('verify.errors.format') : t('verify.errors.unexpected');
    }
  };
}

/**
 * The code screen of a sign-up or sign-in, in place of its form: the emailed or texted code (with "send a new code"
 * after the cooldown), an admin's TOTP code or recovery code, or an admin's first authenticator set-up. It follows the
 * server from step to step; `onVerified` ends a sign-up, `onSignedIn` a sign-in, `onRestart` an expired ticket.
 */
export function VerificationStep({
  initial,
  onVerified,
  onSignedIn,
  onRestart,
}: {
  initial: VerificationState;
  onVerified: () => void;
  onSignedIn: (user: SessionUser) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const describeError = useCodeErrorMessage();
  const [state, setState] = useState(initial);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [signedIn, setSignedIn] = useState<{ user: SessionUser; recoveryCodes: string[] }>();
  const submit = useSubmitVerificationCode();
  const resend = useResendVerificationCode();
  const enrolment = useSignInEnrolment(state.step === 'mfa_enrolment');
  const waitSeconds = useSecondsUntil(state.resendAvailableAt);
  const isCodeStep = state.step === 'email' || state.step === 'phone';
  const Icon = ICONS[state.step];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeCodeInput(code);
    if (!typed) {
      setError(t('verify.errors.format'));
      return;
    }
    setError(undefined);
    submit.mutate(typed, {
      onSuccess: (outcome) => {
        setCode('');
        if (isVerificationState(outcome)) setState(outcome);
        else if (outcome.status === 'verified') onVerified();
        else if (outcome.recoveryCodes?.length) setSignedIn({ user: outcome.user, recoveryCodes: outcome.recoveryCodes });
        else onSignedIn(outcome.user);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'verification_expired') onRestart();
        setError(describeError(failure));
      },
    });
  };

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (next) => {
        setState(next);
        setError(undefined);
      },
      onError: (failure) => setError(describeError(failure)),
    });

  if (signedIn) return <RecoveryCodesPanel codes={signedIn.recoveryCodes} onDone={() => onSignedIn(signedIn.user)} />;

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="space-y-1 text-sm">
          <h2 className="font-semibold">{t(`verify.${state.step}.title`)}</h2>
          <p className="text-muted-foreground">
            {t(`verify.${state.step}.description`, { destination: state.destination ?? '', length: format.number(state.codeLength) })}
          </p>
          {isCodeStep && state.expiresAt ? <p className="text-muted-foreground">{t('verify.expiresAt', { time: format.time(state.expiresAt) })}</p> : null}
        </div>
      </div>
      {state.step === 'mfa_enrolment' ? enrolment.data ? <TotpEnrolmentPanel enrolment={enrolment.data} /> : <Skeleton className="h-64" /> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <div className="space-y-2">
          <Label htmlFor="verification-code">{t(state.step === 'mfa' ? 'verify.mfaCodeLabel' : 'verify.codeLabel')}</Label>
          <CodeInput
            id="verification-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={state.step === 'mfa' ? 12 : state.codeLength + 4}
            inputMode={state.step === 'mfa' ? 'text' : 'numeric'}
            aria-invalid={!!error}
            aria-describedby={error ? 'verification-code-error' : undefined}
            autoFocus
          />
          <FieldError id="verification-code-error">{error}</FieldError>
        </div>
        <Button type="submit" className="w-full" disabled={submit.isPending}>
          {submit.isPending ? t('verify.verifying') : t('verify.submit')}
        </Button>
      </form>
      {isCodeStep ? (
        <Button variant="ghost" className="w-full" onClick={onResend} disabled={resend.isPending || waitSeconds > 0}>
          <RotateCw />
          {waitSeconds > 0 ? t('verify.resendIn', { seconds: format.number(waitSeconds) }) : t('verify.resend')}
        </Button>
      ) : null}
    </div>
  );
}
