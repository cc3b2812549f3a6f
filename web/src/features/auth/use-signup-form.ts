import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { SignupBody, type SignupBodyInput } from '@common/auth';
import type { VerificationState } from '@common/otp';
import { isStrongEnough } from '@common/passwords';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useMessages } from './messages';
import { useSignUp } from './sign-in-queries';
import { rateLimitMessage } from './rate-limit-message';
import { useFormCaptcha } from './use-form-captcha';

const REFERRAL_CODE = /^[A-Za-z0-9]{1,32}$/;

/** The referral code of a sign-up link (?ref=CODE), upper-cased; nothing when absent or not a code. */
export function useReferralCode() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('ref')?.trim() ?? '';
  return REFERRAL_CODE.test(code) ? code.toUpperCase() : undefined;
}

/**
 * The sign-up form's state and rules: the server's own schema, faculty only for Class 12, the captcha, Create
 * Account enabled once the password is strong enough and confirmed, and the answer to a submission (with email OTP on,
 * the code screen first; then /login with the email filled in; a taken email marks the field; a refused captcha is renewed).
 */
export function useSignupForm(referralCode: string | undefined) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const { describeError } = useMessages();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignupBodyInput, unknown, SignupBody>({
    resolver: zodResolver(SignupBody),
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      class: '' as SignupBodyInput['class'],
      faculty: null,
      school: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      captchaId: '',
      captchaAnswer: '',
      referralCode,
    },
  });
  const [studentClass, password, confirmPassword] = useWatch({ control: form.control, name: ['class', 'password', 'confirmPassword'] });
  const captcha = useFormCaptcha(form);
  const [verification, setVerification] = useState<VerificationState>();

  useEffect(() => {
    if (studentClass !== '12') form.setValue('faculty', null);
  }, [form, studentClass]);

  const goToSignIn = () => {
    toast.success(t('signup.success'));
    navigate('/login', { state: { email: form.getValues('email') } });
  };

  const submit = form.handleSubmit((values) => {
    signUp.mutate(values, {
      onSuccess: (account) => {
        if (account.verification) setVerification(account.verification);
        else goToSignIn();
      },
      onError: (error) => {
        if (captcha.handleRefusal(error, t('messages.signupCaptchaInvalid'))) return;
        if (error instanceof ApiError && error.code === 'email_taken') form.setError('email', { message: error.message });
        toast.error(rateLimitMessage(error, t, format, 'signup.tooManyAttempts') ?? describeError(error, t('signup.failed')));
      },
    });
  });

  return {
    form,
    captcha,
    studentClass,
    password,
    confirmPassword,
    submit,
    verification,
    goToSignIn,
    isPending: signUp.isPending,
    canSubmit: isStrongEnough(password) && password === confirmPassword && !signUp.isPending && !!captcha.challenge,
  };
}
