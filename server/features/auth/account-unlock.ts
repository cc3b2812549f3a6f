import { and, eq, gt, isNull } from 'drizzle-orm';
import { readerLanguage } from '@common/academics';
import { UNLOCK_LINK_INVALID_MESSAGE, UNLOCK_TOKEN_TTL_MS } from '@common/auth';
import { accountUnlockTokens, profiles, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { randomToken, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { composeMail } from '../../platform/mail-texts';
import { clearAccountLoginLimits, countAttempt, countIpAttempt, RESET_EMAIL_LIMIT, RESET_IP_LIMIT } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';
import type { RequestOrigin } from './service';

const TOO_MANY_UNLOCKS = 'Too many unlock requests. Please try again later.';

/**
 * Emails a single-use unlock link valid for 1 hour, in the account's language, when the address has an account (the
 * answer never says whether it has). Limited like password-reset emails, per address and per client IP, so the form cannot flood a mailbox.
 */
export async function requestAccountUnlock(deps: Deps<'db' | 'clock' | 'config' | 'mailer'>, input: { email: string; origin: RequestOrigin }) {
  const { db, clock, mailer, config } = deps;
  const email = input.email.trim().toLowerCase();
  const now = clock.now();
  for (const decision of [
    await countIpAttempt(deps, 'unlock-ip', input.origin.ipAddress, RESET_IP_LIMIT),
    await countAttempt(deps, `unlock-email:${email}`, RESET_EMAIL_LIMIT),
  ]) {
    if (!decision.allowed) throw new AppError('rate_limited', TOO_MANY_UNLOCKS, 429);
  }

  const [user] = await db
    .select({ id: users.id, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  if (!user) return;
  const token = randomToken();
  const link = `${new URL(config.PUBLIC_URL).origin}/login?unlock=${encodeURIComponent(token)}`;
  const outboxId = await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .update(accountUnlockTokens)
      .set({ usedAt: now })
      .where(and(eq(accountUnlockTokens.userId, user.id), isNull(accountUnlockTokens.usedAt)));
    await tx
      .insert(accountUnlockTokens)
      .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + UNLOCK_TOKEN_TTL_MS), createdAt: now });
    await recordSecurityEvent({ db: tx }, { eventType: 'account_unlock_requested', userId: user.id, email, ipAddress: input.origin.ipAddress, at: now });
    return mailer.enqueue({ to: email, ...composeMail(readerLanguage(user.language), 'accountUnlock', { link }) }, tx);
  });
  void mailer.deliver(outboxId);
}

/**
 * Uses an unlock link: the token is spent in the same transaction that lifts every sign-in limit of the account
 * (its ceiling and each account-and-address pair; a busy address stays limited). Returns the account, so the
 * route can trust this browser from now on (the device cookie).
 */
export async function unlockAccount({ db, clock }: Deps<'db' | 'clock'>, input: { token: string; origin: RequestOrigin }) {
  const now = clock.now();
  const unlocked = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(accountUnlockTokens)
      .set({ usedAt: now })
      .where(and(eq(accountUnlockTokens.tokenHash, sha256(input.token)), isNull(accountUnlockTokens.usedAt), gt(accountUnlockTokens.expiresAt, now)))
      .returning({ userId: accountUnlockTokens.userId });
    if (!used) return null;
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, used.userId));
    await clearAccountLoginLimits({ db: tx }, user!.email.toLowerCase());
    await recordSecurityEvent({ db: tx }, { eventType: 'account_unlocked', userId: user!.id, email: user!.email, ipAddress: input.origin.ipAddress, details: { email: user!.email }, at: now });
    return user!;
  });
  if (!unlocked) throw new AppError('invalid_unlock_token', UNLOCK_LINK_INVALID_MESSAGE, 400);
  return { userId: unlocked.id };
}
