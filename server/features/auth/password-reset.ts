import { and, eq, gt, isNull } from 'drizzle-orm';
import { readerLanguage } from '@common/academics';
import { RESET_LINK_INVALID_MESSAGE, RESET_TOKEN_TTL_MS } from '@common/auth';
import { passwordResetTokens, profiles, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { publishRevokedSessions, revokeUserSessions } from '../../platform/auth';
import { hashPassword, randomToken, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { composeMail } from '../../platform/mail-texts';
import { clearAccountLoginLimits, countAttempt, countIpAttempt, RESET_EMAIL_LIMIT, RESET_IP_LIMIT, type RateLimitDecision } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';
import type { RequestOrigin } from './service';

const TOO_MANY_RESETS = 'Too many password reset requests. Please try again later.';

const refusal = (decision: RateLimitDecision) => (decision.allowed ? null : new AppError('rate_limited', TOO_MANY_RESETS, 429));

/**
 * Emails a single-use reset link valid for 1 hour when the address has an account. The answer never
 * says whether it has: the caller shows the same text either way, and delivery happens after the answer.
 * Limited per address and per client IP so the form cannot be used to flood a mailbox.
 */
export async function requestPasswordReset(deps: Deps<'db' | 'clock' | 'config' | 'mailer'>, input: { email: string; origin: RequestOrigin }) {
  const { db, clock, mailer, config } = deps;
  const email = input.email.trim().toLowerCase();
  const now = clock.now();
  const ipRefusal = refusal(await countIpAttempt(deps, 'reset-ip', input.origin.ipAddress, RESET_IP_LIMIT));
  if (ipRefusal) throw ipRefusal;
  const emailRefusal = refusal(await countAttempt(deps, `reset-email:${email}`, RESET_EMAIL_LIMIT));
  if (emailRefusal) throw emailRefusal;

  const [user] = await db
    .select({ id: users.id, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  if (!user) return;
  const token = randomToken();
  const link = `${new URL(config.PUBLIC_URL).origin}/reset-password?token=${encodeURIComponent(token)}`;
  const outboxId = await db.transaction(async (tx) => {
    // Only the newest link works: asking again retires the older ones.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await recordSecurityEvent({ db: tx }, {
      eventType: 'password_reset_requested',
      userId: user.id,
      email,
      ipAddress: input.origin.ipAddress,
      at: now,
    });
    return mailer.enqueue({ to: email, ...composeMail(readerLanguage(user.language), 'passwordReset', { link }) }, tx);
  });
  void mailer.deliver(outboxId);
}

const isUsable = (token: string, now: Date) =>
  and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

/** Whether a reset link can still be used (unused, not expired, not retired by a newer one). */
export async function isResetTokenUsable({ db, clock }: Deps<'db' | 'clock'>, token: string) {
  const now = clock.now();
  const [row] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(isUsable(token, now));
  return !!row;
}

/**
 * Sets a new password through a reset link: the token is used up in the same transaction, every
 * session of the account is revoked and the login lockout is lifted (the person proved they own the email).
 */
export async function resetPassword(deps: Deps<'db' | 'clock' | 'events'>, input: { token: string; password: string; origin: RequestOrigin }) {
  const { db, clock } = deps;
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  const result = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(isUsable(input.token, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, email: users.email });
    const revoked = await revokeUserSessions({ db: tx, clock }, used.userId);
    await recordSecurityEvent({ db: tx }, {
      eventType: 'password_reset',
      userId: used.userId,
      email: user!.email,
      ipAddress: input.origin.ipAddress,
      details: { sessionsRevoked: revoked.length },
      at: now,
    });
    return { email: user!.email, revoked };
  });
  if (!result) throw new AppError('invalid_reset_token', RESET_LINK_INVALID_MESSAGE, 400);
  await clearAccountLoginLimits(deps, result.email.toLowerCase());
  await publishRevokedSessions(deps, result.revoked);
}
