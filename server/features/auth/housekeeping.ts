import { and, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accountUnlockTokens, captchaChallenges, passwordResetTokens, rateLimits, sessions, verificationTickets } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { SESSION_IDLE_MS } from '../../platform/auth';

const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const lastSweepAt = new WeakMap<Database, number>();

/** Deletes up to BATCH rows matching `where`, skipping rows another request holds. */
async function deleteBatch(db: Database, table: PgTable, key: PgColumn, where: SQL | undefined) {
  const stale = db.select({ key }).from(table).where(where).limit(BATCH).for('update', { skipLocked: true });
  await db.delete(table).where(inArray(key, stale));
}

/**
 * Removes rows of sign-in machinery nobody can use any more: expired captchas, rate-limit rows whose window
 * and lock are long over, spent or expired reset and unlock links and verification tickets, and sessions a day past
 * their end. Runs at most once a minute per app instance, piggybacking on captcha requests, a batch at a time.
 */
export async function sweepExpiredAuthRows({ db, clock }: Deps<'db' | 'clock'>) {
  const now = clock.now();
  const at = now.getTime();
  const last = lastSweepAt.get(db);
  if (last !== undefined && at >= last && at - last < SWEEP_INTERVAL_MS) return;
  lastSweepAt.set(db, at);
  const dayAgo = new Date(at - DAY_MS);
  await deleteBatch(db, captchaChallenges, captchaChallenges.id, lt(captchaChallenges.expiresAt, now));
  await deleteBatch(
    db,
    rateLimits,
    rateLimits.key,
    and(lt(rateLimits.windowStartedAt, dayAgo), or(isNull(rateLimits.lockedUntil), lt(rateLimits.lockedUntil, now))),
  );
  await deleteBatch(db, passwordResetTokens, passwordResetTokens.id, lt(passwordResetTokens.expiresAt, dayAgo));
  await deleteBatch(db, accountUnlockTokens, accountUnlockTokens.id, lt(accountUnlockTokens.expiresAt, dayAgo));
  await deleteBatch(db, verificationTickets, verificationTickets.id, lt(verificationTickets.expiresAt, dayAgo));
  await deleteBatch(
    db,
    sessions,
    sessions.id,
    or(
      lt(sessions.expiresAt, dayAgo),
      and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, dayAgo)),
      lt(sessions.lastSeenAt, new Date(at - SESSION_IDLE_MS - DAY_MS)),
    ),
  );
}
