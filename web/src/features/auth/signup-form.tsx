import { Gift, UserPlus } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { FACULTIES, STUDENT_CLASSES } from '@common/academics';
import { PHONE_PLACEHOLDER } from '@common/phone';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/controls';
import { FieldError, Input, Label, NativeSelect } from '@/components/ui/input';
import { Trans, useTranslation } from '@/lib/i18n-react';
import { CaptchaField } from './captcha-field';
import { EmailField } from './email-field';
import { useMessages } from './messages';
import { NewPasswordFields } from './new-password-fields';
import { useSignupForm } from './use-signup-form';
import { VerificationStep } from './verification-step';

/** The sign-up fields (seed 000, Signup), every one checked again by the server with the same schema. */
export function SignupForm({ referralCode }: { referralCode: string | undefined }) {
  const { t } = useTranslation('auth');
  const { translate } = useMessages();
  const { form, captcha, studentClass, password, confirmPassword, submit, verification, goToSignIn, isPending, canSubmit } = useSignupForm(referralCode);
  const { errors } = form.formState;
  // With email OTP on, the code mailed to the new address is entered before the first sign-in.
  if (verification) return <VerificationStep initial={verification} onVerified={goToSignIn} onSignedIn={goToSignIn} onRestart={goToSignIn} />;

  const field = (name: 'fullName' | 'phone' | 'school') => ({
    id: name,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
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
      <ClassFields form={form} studentClass={studentClass} />
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
        loadError={captcha.loadError}
        audio={captcha.audio}
        onListen={captcha.listen}
        onRefresh={captcha.renew}
        error={translate(errors.captchaAnswer?.message)}
        inputProps={form.register('captchaAnswer')}
      />
      <TermsField form={form} />
      <Button type="submit" className="w-full" disabled={!canSubmit}>
        <UserPlus />
        {isPending ? t('signup.creating') : t('signup.submit')}
      </Button>
    </form>
  );
}

type SignupFormState = ReturnType<typeof useSignupForm>['form'];

/** Class, then faculty (open only for Class 12). */
function ClassFields({ form, studentClass }: { form: SignupFormState; studentClass: string }) {
  const { t } = useTranslation('auth');
  const { translate } = useMessages();
  const { errors } = form.formState;
  return (
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
  );
}

/** I accept the Terms of Service and Privacy Policy (each opens in a new tab). */
function TermsField({ form }: { form: SignupFormState }) {
  const { t } = useTranslation('auth');
  const { translate } = useMessages();
  const { errors } = form.formState;
  return (
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
  );
}
