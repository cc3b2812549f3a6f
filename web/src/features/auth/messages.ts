import { RESET_PASSWORD_TOO_SHORT_MESSAGE, RESET_PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@common/auth';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, WEAK_PASSWORD_MESSAGE } from '@common/passwords';
import { INVALID_PHONE_MESSAGE } from '@common/phone';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The messages of the shared schemas, which the forms check in the browser before anything is sent, mapped to locale
 * keys (auth `messages.*`) so a field's error reads in the chosen language. The server's refusals never pass through
 * here: they arrive with a code, already translated (lib/api-errors.ts, decision 091).
 */
const SCHEMA_MESSAGE_KEYS: Record<string, string> = {
  'Email is required': 'emailRequired',
  'Enter a valid email address': 'emailInvalid',
  'Password is required': 'passwordRequired',
  'Enter the characters shown': 'captchaRequired',
  'Password must be at least 8 characters long': 'passwordTooShort',
  [RESET_PASSWORD_TOO_SHORT_MESSAGE]: 'resetPasswordTooShort',
  [WEAK_PASSWORD_MESSAGE]: 'weakPassword',
  [PASSWORDS_DO_NOT_MATCH_MESSAGE]: 'passwordsDoNotMatch',
  [RESET_PASSWORDS_DO_NOT_MATCH_MESSAGE]: 'resetPasswordsDoNotMatch',
  'Confirm your password': 'confirmPasswordRequired',
  'Confirm your new password': 'confirmNewPasswordRequired',
  'Full name is required': 'fullNameRequired',
  'School/College is required': 'schoolRequired',
  'Select your class': 'classRequired',
  'Faculty applies only to Class 12': 'facultyOnlyClass12',
  'You must accept the Terms of Service and Privacy Policy': 'termsRequired',
  'Phone number is required': 'phoneRequired',
  [INVALID_PHONE_MESSAGE]: 'phoneInvalid',
  'Current password is required': 'currentPasswordRequired',
  'New password must be different from the current password': 'newPasswordSameAsOld',
};

/** Translates a form field's schema message; `describeError` words a refused request, `fallback` a failure we have no words for (a 500). */
export function useMessages() {
  const { t } = useTranslation('auth');
  const translate = (message: string | undefined) => {
    if (!message) return undefined;
    const key = SCHEMA_MESSAGE_KEYS[message];
    return key ? t(`messages.${key}`) : message;
  };
  // A refusal or a network failure says what went wrong, in the reader's language (its code's text); a server failure
  // gets the page's own words.
  const describeError = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);
  return { translate, describeError };
}
