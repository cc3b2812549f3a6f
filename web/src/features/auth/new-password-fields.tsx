import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Label } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from '@/lib/i18n-react';
import { PasswordStrength } from './password-strength';

/**
 * A new password with its strength meter and checklist, then its confirmation, which says `mismatchMessage`
 * as soon as the two differ (sign-up and reset password).
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  mismatchMessage,
  password,
  confirmPassword,
  passwordError,
  confirmError,
  passwordProps,
  confirmProps,
}: {
  passwordLabel: string;
  confirmLabel: string;
  mismatchMessage: string;
  password: string;
  confirmPassword: string;
  passwordError?: string;
  confirmError?: string;
  passwordProps: UseFormRegisterReturn<'password'>;
  confirmProps: UseFormRegisterReturn<'confirmPassword'>;
}) {
  const { t } = useTranslation('auth');
  const isMismatch = confirmPassword.length > 0 && password !== confirmPassword;
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor="password">{passwordLabel}</Label>
        <PasswordInput
          id="password"
          autoComplete="new-password"
          placeholder={t('fields.newPasswordPlaceholder')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          aria-invalid={!!passwordError}
          aria-describedby="password-strength"
          {...passwordProps}
        />
        <div id="password-strength">
          <PasswordStrength password={password} />
        </div>
        <FieldError>{passwordError}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirmPassword">{confirmLabel}</Label>
        <PasswordInput
          id="confirmPassword"
          autoComplete="new-password"
          placeholder={t('fields.confirmPasswordPlaceholder')}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          aria-invalid={isMismatch || !!confirmError}
          aria-describedby="confirm-error"
          {...confirmProps}
        />
        <FieldError id="confirm-error">{isMismatch ? mismatchMessage : confirmError}</FieldError>
      </div>
    </>
  );
}
