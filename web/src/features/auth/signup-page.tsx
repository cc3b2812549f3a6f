import { zodResolver } from '@hookform/resolvers/zod';
import { Gift, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FACULTIES, STUDENT_CLASSES } from '@common/academics';
import { SignupBody, type SignupBodyInput } from '@common/auth';
import { isStrongEnough } from '@common/passwords';
import { PHONE_PLACEHOLDER } from '@common/phone';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/controls';
import { FieldError, Input, Label, NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { AuthShell } from './auth-shell';
import { CaptchaField } from './captcha-field';
import { EmailField } from './email-field';
import { useMessages } from './messages';
import { NewPasswordFields } from './new-password-fields';
import { useSignUp } from './queries';
import { rateLimitMessage } from './rate-limit-message';
import { useFormCaptcha } from './use-form-captcha';

const REFERRAL_CODE = /^[A-Za-z0-9]{1,32}$/;

/** /signup (seed 000, Signup): every rule here is checked again by the server with the same schema. */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const { translate, describeError } = useMessages();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const referralParam = searchParams.get('ref')?.trim() ?? '';
  const referralCode = REFERRAL_CODE.test(referralParam) ? referralParam.toUpperCase() : undefined;
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
  const { errors } = form.formState;
  const [studentClass, password, confirmPassword] = useWatch({ control: form.control, name: ['class', 'password', 'confirmPassword'] });
  const captcha = useFormCaptcha(form);
  const canSubmit = isStrongEnough(password) && password === confirmPassword && !signUp.isPending && !!captcha.challenge;

  useEffect(() => {
    if (studentClass !== '12') form.setValue('faculty', null);
  }, [form, studentClass]);

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(values, {
      onSuccess: () => {
        toast.success(t('signup.success'));
        navigate('/login', { state: { email: values.email } });
      },
      onError: (error) => {
        if (captcha.handleRefusal(error, t('messages.signupCaptchaInvalid'))) return;
        if (error instanceof ApiError && error.code === 'email_taken') form.setError('email', { message: error.message });
        toast.error(rateLimitMessage(error, t, 'signup.tooManyAttempts') ?? describeError(error, t('signup.failed')));
      },
    });
  });

  const field = (name: 'fullName' | 'phone' | 'school') => ({
    id: name,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <AuthShell
      title={t('signup.title')}
      description={t('signup.description')}
      icon={<UserPlus />}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            {t('signup.signIn')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {referralCode ? (
          <p className="flex items-center gap-2 rounded-md border border-primary/30 bg-accent px-3 py-2 text-sm text-accent-foreground">
            <Gift className="size-4 shrink-0" aria-hidden />
            <span>{t('signup.referralApplied', { code: referralCode })}</span>
          </p>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="fullName">{t('fields.fullName')}</Label>
          <Input autoComplete="name" placeholder={t('fields.fullNamePlaceholder')} {...field('fullName')} />
          <FieldError id="fullName-error">{translate(errors.fullName?.message)}</FieldError>
        </div>
        <EmailField autoComplete="email" error={translate(errors.email?.message)} inputProps={form.register('email')} />
        <div className="space-y-2">
          <Label htmlFor="phone">{t('fields.phone')}</Label>
          <Input type="tel" autoComplete="tel" inputMode="tel" placeholder={PHONE_PLACEHOLDER} {...field('phone')} />
          <FieldError id="phone-error">{translate(errors.phone?.message)}</FieldError>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="class">{t('fields.class')}</Label>
            <NativeSelect id="class" aria-invalid={!!errors.class} aria-describedby={errors.class ? 'class-error' : undefined} {...form.register('class')}>
              <option value="" disabled>
                {t('fields.selectClass')}
              </option>
              {STUDENT_CLASSES.map((value) => (
                <option key={value} value={value}>
                  {t(`classes.${value}`)}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="class-error">{translate(errors.class?.message)}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor="faculty">{t('fields.faculty')}</Label>
            <NativeSelect
              id="faculty"
              disabled={studentClass !== '12'}
              aria-describedby="faculty-hint"
              {...form.register('faculty', { setValueAs: (value: string | null) => (value ? value : null) })}
            >
              <option value="">{t('fields.selectFaculty')}</option>
              {FACULTIES.map((value) => (
                <option key={value} value={value}>
                  {t(`faculties.${value}`)}
                </option>
              ))}
            </NativeSelect>
            <p id="faculty-hint" className="text-xs text-muted-foreground">
              {t('fields.facultyHint')}
            </p>
            <FieldError>{translate(errors.faculty?.message)}</FieldError>
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="school">{t('fields.school')}</Label>
          <Input autoComplete="organization" placeholder={t('fields.schoolPlaceholder')} {...field('school')} />
          <FieldError id="school-error">{translate(errors.school?.message)}</FieldError>
        </div>
        <NewPasswordFields
          passwordLabel={t('fields.password')}
          confirmLabel={t('fields.confirmPassword')}
          mismatchMessage={t('messages.passwordsDoNotMatch')}
          password={password}
          confirmPassword={confirmPassword}
          passwordError={translate(errors.password?.message)}
          confirmError={translate(errors.confirmPassword?.message)}
          passwordProps={form.register('password')}
          confirmProps={form.register('confirmPassword')}
        />
        <CaptchaField
          challenge={captcha.challenge}
          isLoading={captcha.isPending}
          onRefresh={captcha.renew}
          error={translate(errors.captchaAnswer?.message)}
          inputProps={form.register('captchaAnswer')}
        />
        <div className="space-y-2">
          <div className="flex items-start gap-3">
            <Controller
              control={form.control}
              name="acceptTerms"
              render={({ field: terms }) => (
                <Checkbox
                  id="acceptTerms"
                  checked={terms.value}
                  onCheckedChange={(checked) => terms.onChange(checked === true)}
                  onBlur={terms.onBlur}
                  ref={terms.ref}
                  aria-invalid={!!errors.acceptTerms}
                  className="mt-0.5"
                />
              )}
            />
            <Label htmlFor="acceptTerms" className="font-normal leading-snug">
              <Trans
                t={t}
                i18nKey="signup.acceptTerms"
                components={{
                  terms: <Link to="/terms-of-service" target="_blank" rel="noopener" className="text-primary underline" />,
                  privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" className="text-primary underline" />,
                }}
              />
            </Label>
          </div>
          <FieldError>{translate(errors.acceptTerms?.message)}</FieldError>
        </div>
        <Button type="submit" className="w-full" disabled={!canSubmit}>
          <UserPlus />
          {signUp.isPending ? t('signup.creating') : t('signup.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
