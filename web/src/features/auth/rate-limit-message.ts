import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';

/** The words for a refused attempt: too many tries, or locked until a time shown in the reader's clock. */
export function rateLimitMessage(error: unknown, t: TFunction<'auth'>, tooManyKey: 'login.tooManyAttempts' | 'signup.tooManyAttempts') {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'rate_limited') return t(tooManyKey);
  if (error.code === 'account_locked') {
    const lockedUntil = typeof error.details.lockedUntil === 'string' ? new Date(error.details.lockedUntil) : undefined;
    const time = lockedUntil ? lockedUntil.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }) : '';
    return t('login.locked', { time });
  }
  return undefined;
}
