import { eq } from 'drizzle-orm';
import { RESET_LINK_INVALID_MESSAGE, RESET_TOKEN_TTL_MS } from '@common/auth';
import { passwordResetTokens, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { publishRevokedSessions, revokeUserSessions } from '../../platform/auth';
import { hashPassword } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { clearAccountLoginLimits } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';
import { emailSingleUseLink, spendToken, usableToken, type EmailedLink } from './emailed-link';
import type { RequestOrigin } from './service';

const RESET_LINK: EmailedLink = {
  name: 'reset',
  tokens: passwordResetTokens,
  ttlMs: RESET_TOKEN_TTL_MS,
  page: (token) => `/reset-password?token=${token}`,
  mail: 'passwordReset',
  event: 'password_reset_requested',
  tooMany: { code: 'reset_rate_limited', message: 'Too many password reset requests. Please try again later.' },
};

/**
 * Emails a single-use reset link valid for 1 hour when the address has an account. The answer never says whether it
 * has. Limited per address and per client IP so the form cannot be used to flood a mailbox.
 */
export const requestPasswordReset = (deps: Deps<'db' | 'clock' | 'config' | 'mailer'>, input: { email: string; origin: RequestOrigin }) =>
  emailSingleUseLink(deps, RESET_LINK, input);

/** Whether a reset link can still be used (unused, not expired, not retired by a newer one). */
export async function isResetTokenUsable({ db, clock }: Deps<'db' | 'clock'>, token: string) {
  const now = clock.now();
  const [row] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usableToken(passwordResetTokens, token, now));
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
    const userId = await spendToken(tx, passwordResetTokens, input.token, now);
    if (!userId) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    const revoked = await revokeUserSessions({ db: tx, clock }, userId);
    await recordSecurityEvent({ db: tx }, {
      eventType: 'password_reset',
      userId,
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
