import { max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { instanceMetrics } from '../db/schema';
import type { Clock } from './clock';

/**
 * Every listening instance writes a heartbeat into instance_metrics every 5 s. When no instance has written one for
 * longer than this (two beats missed, with room for a slow one on a busy machine), no instance could reach the
 * database or none was running: the service itself was out, not the student's connection (decision 067).
 */
export const OUTAGE_AFTER_MS = 12_000;

/** From the service's last heartbeat before the gap to the first one after it. */
export type ServiceOutage = { startedAt: Date; endedAt: Date };
/** Runs inside the heartbeat's transaction that records the end of an outage, once per outage. */
export type OutageHandler = (tx: Database, outage: ServiceOutage) => Promise<unknown>;

/** The service's last sign of life: the newest heartbeat of any instance (null on a database no instance served). */
export async function lastHeartbeat(db: Database): Promise<Date | null> {
  const [row] = await db.select({ at: max(instanceMetrics.reportedAt) }).from(instanceMetrics);
  return row?.at ?? null;
}

/** The outage that `now` ends, if the service's last heartbeat is older than OUTAGE_AFTER_MS. */
export function outageEndingAt(last: Date | null, now: Date): ServiceOutage | null {
  return last && now.getTime() - last.getTime() > OUTAGE_AFTER_MS ? { startedAt: last, endedAt: now } : null;
}

/**
 * An outage the service is just coming back from and no heartbeat has recorded yet (the seconds between the
 * database answering again and the next heartbeat): decisions that hang on it should wait.
 */
export async function unrecordedOutage({ db, clock }: { db: Database; clock: Clock }): Promise<ServiceOutage | null> {
  return outageEndingAt(await lastHeartbeat(db), clock.now());
}
