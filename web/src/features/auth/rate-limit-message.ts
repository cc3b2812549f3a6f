import { ApiError } from '@/lib/api';
import type { Format } from '@/lib/format';
import type { TFunction } from '@/lib/translator';

/** The words for a refused attempt: too many tries, or locked until a time (Nepal time). */
export function rateLimitMessage(error: unknown, t: TFunction, format: Format, tooManyKey: 'login.tooManyAttempts' | 'signup.tooManyAttempts') {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'rate_limited') return t(tooManyKey);
  if (error.code === 'account_locked') {
    const { lockedUntil } = error.details;
    return t('login.locked', { time: typeof lockedUntil === 'string' ? format.time(lockedUntil) : '' });
  }
  return undefined;
}
