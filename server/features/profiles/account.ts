import { eq, inArray, or, sql } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE, WRONG_PASSWORD_MESSAGE } from '@common/profiles';
import type { Role } from '@common/academics';
import { outbox, profiles, rateLimits, securityEvents, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { publishRevokedSessions, revokeUserSessions } from '../../platform/auth';
import { hashPassword, verifyPassword } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { clearAccountLoginLimits, clearAttempts, countAttempt, LOGIN_LIMIT } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';
import { canDeleteAccount } from './policy';

type AccountDeps = Deps<'db' | 'clock' | 'events'>;

/**
 * Checks the account holder's password before a sensitive change. Guesses count against the same
 * limit as sign-in, so a borrowed session cannot be used to try passwords without end.
 */
async function confirmPassword(deps: AccountDeps, userId: string, password: string) {
  const key = `password-check:${userId}`;
  const decision = await countAttempt(deps, key, LOGIN_LIMIT);
  if (!decision.allowed) throw new AppError('password_check_rate_limited', 'Too many attempts. Please try again in 15 minutes.', 429);
  const [user] = await deps.db.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('invalid_password', WRONG_PASSWORD_MESSAGE, 400);
  }
  await clearAttempts(deps, key);
  return user;
}

/** Sets a new password after checking the current one; every other session of the account is revoked. */
export async function changePassword(
  deps: AccountDeps,
  input: { userId: string; sessionId: string; currentPassword: string; newPassword: string; ipAddress: string },
) {
  const { db, clock } = deps;
  const user = await confirmPassword(deps, input.userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = clock.now();
  const revoked = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, input.userId));
    const ids = await revokeUserSessions({ db: tx, clock }, input.userId, input.sessionId);
    await recordSecurityEvent({ db: tx }, {
      eventType: 'password_changed',
      userId: input.userId,
      email: user.email,
      ipAddress: input.ipAddress,
      details: { otherSessionsRevoked: ids.length },
      at: now,
    });
    return ids;
  });
  await publishRevokedSessions(deps, revoked);
}

/**
 * Deletes an account and its personal data in one transaction: the user row cascades to the profile,
 * sessions, login history, attempts, progress, activity, notification states and referrals; emails to the
 * address leave the outbox, its security events lose their email and address, its rate-limit rows go. Payments stay, without
 * the person, so revenue figures hold. The last admin cannot be deleted (admin rows are locked, so two
 * admins deleting themselves at once cannot both succeed).
 */
export async function deleteUserAccount(deps: AccountDeps, input: { userId: string; /** The admin deleting someone else's account. */ deletedBy?: string }) {
  const { db, clock, events } = deps;
  const revoked = await db.transaction(async (tx) => {
    const admins = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin')).for('update');
    const [profile] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, input.userId));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
    if (!user) throw new AppError('not_found', 'Account not found');
    if (!canDeleteAccount({ role: (profile?.role ?? 'student') as Role }, admins.length)) {
      throw new AppError('last_admin', LAST_ADMIN_MESSAGE, 409);
    }
    const ids = await revokeUserSessions({ db: tx, clock }, input.userId);
    const email = user.email.toLowerCase();
    await tx
      .update(securityEvents)
      .set({ email: null, ipAddress: null, details: sql`${securityEvents.details} - 'email'` })
      .where(or(eq(securityEvents.userId, input.userId), sql`lower(${securityEvents.email}) = ${email}`));
    await tx
      .delete(rateLimits)
      .where(inArray(rateLimits.key, [`reset-email:${email}`, `unlock-email:${email}`, `password-check:${input.userId}`]));
    await clearAccountLoginLimits({ db: tx }, email);
    await tx.delete(outbox).where(sql`lower(${outbox.recipient}) = ${email}`);
    await recordSecurityEvent({ db: tx }, {
      eventType: 'account_deleted',
      details: { role: profile?.role ?? 'student', ...(input.deletedBy ? { adminId: input.deletedBy } : {}) },
      at: clock.now(),
    });
    await tx.delete(users).where(eq(users.id, input.userId));
    return ids;
  });
  await publishRevokedSessions(deps, revoked);
  await events.publish({ topic: 'users', ids: [input.userId], audience: { kind: 'admins' } });
}

/** The account holder deletes their own account, confirming with their password. */
export async function deleteOwnAccount(deps: AccountDeps, input: { userId: string; password: string }) {
  await confirmPassword(deps, input.userId, input.password);
  await deleteUserAccount(deps, { userId: input.userId });
}
