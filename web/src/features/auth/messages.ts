import { useTranslation } from 'react-i18next';
import {
  CAPTCHA_TOO_MANY_MESSAGE,
  LOGIN_CAPTCHA_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_PASSWORD_TOO_SHORT_MESSAGE,
  RESET_PASSWORDS_DO_NOT_MATCH_MESSAGE,
  SIGNUP_CAPTCHA_MESSAGE,
} from '@common/auth';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, WEAK_PASSWORD_MESSAGE } from '@common/passwords';
import { INVALID_PHONE_MESSAGE } from '@common/phone';
import { LAST_ADMIN_MESSAGE, WRONG_PASSWORD_MESSAGE } from '@common/profiles';
import { ApiError } from '@/lib/api';

/**
 * The English messages of the shared schemas and of the server, mapped to locale keys (auth `messages.*`),
 * so a validation or server message reads in the chosen language. Unknown messages show as sent.
 */
const MESSAGE_KEYS: Record<string, string> = {
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
  [LOGIN_CAPTCHA_MESSAGE]: 'loginCaptchaInvalid',
  [SIGNUP_CAPTCHA_MESSAGE]: 'signupCaptchaInvalid',
  [CAPTCHA_TOO_MANY_MESSAGE]: 'captchaTooMany',
  'Invalid login credentials': 'invalidCredentials',
  'Access denied. Admin privileges required.': 'adminOnly',
  'An account with this email already exists. Please sign in instead.': 'emailTaken',
  [RESET_LINK_INVALID_MESSAGE]: 'resetLinkInvalid',
  'Too many password reset requests. Please try again later.': 'tooManyResets',
  'Too many attempts. Please try again in 15 minutes.': 'tooManyPasswordChecks',
  [WRONG_PASSWORD_MESSAGE]: 'wrongCurrentPassword',
  'Current password is required': 'currentPasswordRequired',
  'New password must be different from the current password': 'newPasswordSameAsOld',
  [LAST_ADMIN_MESSAGE]: 'lastAdmin',
  'Network error. Check your connection and try again.': 'network',
};

/** Translates a schema or server message; `fallback` replaces a message we have no words for (e.g. a 500). */
export function useMessages() {
  const { t } = useTranslation('auth');
  const translate = (message: string | undefined) => {
    if (!message) return undefined;
    const key = MESSAGE_KEYS[message];
    return key ? t(`messages.${key}`) : message;
  };
  const describeError = (error: unknown, fallback: string) => {
    // Client errors and network failures say what went wrong; a server failure gets the page's own words. The server's
    // sentence, where we have words for it, says more than its code's translation (several refusals share a code).
    if (!(error instanceof ApiError) || error.status >= 500) return fallback;
    const key = error.serverMessage ? MESSAGE_KEYS[error.serverMessage] : undefined;
    return key ? t(`messages.${key}`) : error.message;
  };
  return { translate, describeError };
}
