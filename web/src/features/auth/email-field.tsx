import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Input, Label } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n-react';

/** The email field of the sign-in, sign-up and forgot-password forms; `autoComplete` is 'username' where it signs in. */
export function EmailField({ autoComplete, error, inputProps }: { autoComplete: 'email' | 'username'; error?: string; inputProps: UseFormRegisterReturn<'email'> }) {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-2">
      <Label htmlFor="email">{t('fields.email')}</Label>
      <Input
        id="email"
        type="email"
        autoComplete={autoComplete}
        placeholder={t('fields.emailPlaceholder')}
        aria-invalid={!!error}
        aria-describedby={error ? 'email-error' : undefined}
        {...inputProps}
      />
      <FieldError id="email-error">{error}</FieldError>
    </div>
  );
}
