import { eq } from 'drizzle-orm';
import { UNLOCK_LINK_INVALID_MESSAGE, UNLOCK_TOKEN_TTL_MS } from '@common/auth';
import { accountUnlockTokens, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';
import { clearAccountLoginLimits } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';
import { emailSingleUseLink, spendToken, type EmailedLink } from './emailed-link';
import type { RequestOrigin } from './service';

const UNLOCK_LINK: EmailedLink = {
  name: 'unlock',
  tokens: accountUnlockTokens,
  ttlMs: UNLOCK_TOKEN_TTL_MS,
  page: (token) => `/login?unlock=${token}`,
  mail: 'accountUnlock',
  event: 'account_unlock_requested',
  tooMany: { code: 'unlock_rate_limited', message: 'Too many unlock requests. Please try again later.' },
};

/**
 * Emails a single-use unlock link valid for 1 hour, in the account's language, when the address has an account (the
 * answer never says whether it has). Limited like password-reset emails, so the form cannot flood a mailbox.
 */
export const requestAccountUnlock = (deps: Deps<'db' | 'clock' | 'config' | 'mailer'>, input: { email: string; origin: RequestOrigin }) =>
  emailSingleUseLink(deps, UNLOCK_LINK, input);

/**
 * Uses an unlock link: the token is spent in the same transaction that lifts every sign-in limit of the account
 * (its ceiling and each account-and-address pair; a busy address stays limited). Returns the account, so the
 * route can trust this browser from now on (the device cookie).
 */
export async function unlockAccount({ db, clock }: Deps<'db' | 'clock'>, input: { token: string; origin: RequestOrigin }) {
  const now = clock.now();
  const unlocked = await db.transaction(async (tx) => {
    const userId = await spendToken(tx, accountUnlockTokens, input.token, now);
    if (!userId) return null;
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    await clearAccountLoginLimits({ db: tx }, user!.email.toLowerCase());
    await recordSecurityEvent({ db: tx }, { eventType: 'account_unlocked', userId: user!.id, email: user!.email, ipAddress: input.origin.ipAddress, details: { email: user!.email }, at: now });
    return user!;
  });
  if (!unlocked) throw new AppError('invalid_unlock_token', UNLOCK_LINK_INVALID_MESSAGE, 400);
  return { userId: unlocked.id };
}
