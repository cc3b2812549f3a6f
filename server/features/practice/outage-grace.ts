import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { ANSWER_GRACE_MS } from '@common/practice';
import type { Database } from '../../db/client';
import { attempts } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, UNAVAILABLE_MESSAGE } from '../../platform/errors';
import { unrecordedOutage, type ServiceOutage } from '../../platform/service-outages';

/**
 * After the service comes back, the answers a browser queued while it was out have this long to arrive (its queue
 * retries every 10 s at the slowest). Decision 067.
 */
export const OUTAGE_ANSWER_GRACE_MS = 30_000;
/** A longer outage is not made good: the answers it held back are refused, and the student is told which. */
export const MAX_GRACED_OUTAGE_MS = 10 * 60_000;

const isGraced = (outage: ServiceOutage) => outage.endedAt.getTime() - outage.startedAt.getTime() <= MAX_GRACED_OUTAGE_MS;

/**
 * The service was out (no instance's heartbeat) when some timed attempts fell due: each open attempt whose deadline
 * (plus the usual grace) fell in the outage, or falls within the grace after it, now ends OUTAGE_ANSWER_GRACE_MS
 * after the service came back, so the answers its browser chose and queued in time are still taken. Runs in the
 * heartbeat's transaction, once per outage. Returns how many attempts were extended.
 */
export async function extendDeadlinesAfterOutage(tx: Database, outage: ServiceOutage): Promise<number> {
  if (!isGraced(outage)) return 0;
  const newDeadline = new Date(outage.endedAt.getTime() + OUTAGE_ANSWER_GRACE_MS);
  const extended = await tx
    .update(attempts)
    .set({ deadlineAt: newDeadline })
    .where(
      and(
        eq(attempts.status, 'in_progress'),
        isNotNull(attempts.deadlineAt),
        gte(attempts.deadlineAt, new Date(outage.startedAt.getTime() - ANSWER_GRACE_MS)),
        lt(attempts.deadlineAt, newDeadline),
      ),
    )
    .returning({ id: attempts.id });
  return extended.length;
}

/**
 * While the service is coming back from an outage its heartbeat has not recorded yet (a second or so), no deadline
 * is enforced: grading waits (the sweeper skips its round, a request gets a 503 the browser retries) rather than
 * closing an attempt whose deadline is about to move.
 */
export async function isAwaitingOutageRecord(deps: Deps<'db' | 'clock'>) {
  const outage = await unrecordedOutage(deps);
  return outage !== null && isGraced(outage);
}

export async function waitForOutageRecord(deps: Deps<'db' | 'clock'>) {
  if (await isAwaitingOutageRecord(deps)) throw new AppError('unavailable', UNAVAILABLE_MESSAGE, 503);
}
