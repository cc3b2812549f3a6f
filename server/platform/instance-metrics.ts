import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { and, gt, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { instanceMetrics } from '../db/schema';
import type { Clock } from './clock';
import type { Database } from '../db/client';
import type { WarningLog } from './log';
import { lastHeartbeat, outageEndingAt, type OutageHandler, type ServiceOutage } from './service-outages';

/**
 * Upper bounds (ms) of the response-time buckets; one more bucket holds everything slower. Instances share bucket
 * counts rather than percentiles, because percentiles of several instances cannot be combined but counts can.
 */
export const RESPONSE_BUCKETS_MS = [1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 2000, 5000, 10_000] as const;
const SLOT_MS = 5000;
/** Twelve 5-second slots: "the last minute" of responses. */
const WINDOW_SLOTS = 12;
const EVENT_LOOP_RESOLUTION_MS = 10;
/** Event-loop figures cover at least this long, so a reading right after the last one is not an empty window. */
const EVENT_LOOP_WINDOW_MS = 5000;
export const REPORT_INTERVAL_MS = 5000;
/** A row not updated for this long belongs to an instance that stopped. */
export const INSTANCE_STALE_MS = 60_000;
const PRUNE_AFTER_MS = 60 * 60_000;

/** What one instance reports of itself: stored as JSON in instance_metrics.figures. */
export const InstanceSampleSchema = z.object({
  uptimeSeconds: z.number(),
  /** 0-1: share of the last window the event loop was busy. */
  eventLoopUtilization: z.number(),
  eventLoopDelayMs: z.object({ p50: z.number(), p99: z.number() }),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
  /** Counts per RESPONSE_BUCKETS_MS bucket (plus the overflow bucket) of API responses in the last minute. */
  responseHistogram: z.array(z.number().int().nonnegative()),
  realtimeConnections: z.number().int().nonnegative(),
});
export type InstanceSample = z.infer<typeof InstanceSampleSchema>;

export type InstanceReport = { instanceId: string; hostname: string; pid: number; startedAt: Date; reportedAt: Date; isCurrent: boolean; sample: InstanceSample };

const emptyHistogram = () => new Array<number>(RESPONSE_BUCKETS_MS.length + 1).fill(0);

/** The bucket a response time falls in. */
export function bucketOf(ms: number): number {
  const index = RESPONSE_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? RESPONSE_BUCKETS_MS.length : index;
}

/** Adds bucket counts together (several slots, or several instances). */
export function mergeHistograms(histograms: readonly (readonly number[])[]): number[] {
  const merged = emptyHistogram();
  for (const histogram of histograms) histogram.forEach((count, index) => (merged[index] = (merged[index] ?? 0) + count));
  return merged;
}

/**
 * The p-th percentile of bucketed times, interpolated linearly inside its bucket (one decimal); null without samples.
 * Times past the last bound read as that bound: "at least 10 s".
 */
export function histogramPercentile(histogram: readonly number[], p: number): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = (p / 100) * total;
  let before = 0;
  for (let index = 0; index < histogram.length; index++) {
    const count = histogram[index] ?? 0;
    if (count > 0 && before + count >= rank) {
      if (index === RESPONSE_BUCKETS_MS.length) return RESPONSE_BUCKETS_MS.at(-1)!;
      const lower = index === 0 ? 0 : RESPONSE_BUCKETS_MS[index - 1]!;
      const upper = RESPONSE_BUCKETS_MS[index]!;
      return Math.round((lower + ((rank - before) / count) * (upper - lower)) * 10) / 10;
    }
    before += count;
  }
  return RESPONSE_BUCKETS_MS.at(-1)!;
}

export type InstanceMetrics = ReturnType<typeof createInstanceMetrics>;

/**
 * This process's own measurements: API response times in a one-minute rolling window of 5-second slots, event-loop
 * delay (perf_hooks) and utilization, memory, uptime and the open realtime connections the realtime feature counts.
 */
export function createInstanceMetrics(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => performance.now());
  const instanceId = randomUUID();
  const startedAt = new Date(Date.now() - process.uptime() * 1000);
  const slots = Array.from({ length: WINDOW_SLOTS }, () => ({ slot: -1, counts: emptyHistogram() }));
  let connections: () => number = () => 0;

  const delay = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  delay.enable();
  let loopWindowStartedAt = now();
  let utilizationMark: EventLoopUtilization = performance.eventLoopUtilization();
  let lastLoop: { utilization: number; p50: number; p99: number } | null = null;

  // Each reading counts the timer's own interval too: what is beyond it is the delay.
  const delayMs = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - EVENT_LOOP_RESOLUTION_MS) * 100) / 100);

  /** The last full window's event-loop figures (the window so far until one has passed); then a new window starts. */
  const readEventLoop = () => {
    const at = now();
    const hasRolled = at - loopWindowStartedAt >= EVENT_LOOP_WINDOW_MS;
    if ((hasRolled || !lastLoop) && delay.count > 0) {
      lastLoop = {
        utilization: performance.eventLoopUtilization(utilizationMark).utilization,
        p50: delayMs(delay.percentile(50)),
        p99: delayMs(delay.percentile(99)),
      };
    }
    if (hasRolled) {
      delay.reset();
      utilizationMark = performance.eventLoopUtilization();
      loopWindowStartedAt = at;
    }
    return lastLoop ?? { utilization: 0, p50: 0, p99: 0 };
  };

  return {
    instanceId,
    startedAt,
    hostname: hostname(),
    pid: process.pid,
    /** Counts one API response (called from the app's onResponse hook). */
    recordResponse(ms: number) {
      const slot = Math.floor(now() / SLOT_MS);
      const entry = slots[slot % WINDOW_SLOTS]!;
      if (entry.slot !== slot) {
        entry.slot = slot;
        entry.counts.fill(0);
      }
      entry.counts[bucketOf(ms)]! += 1;
    },
    /** Where the number of open realtime connections comes from (the realtime feature's hub). */
    countConnections(source: () => number) {
      connections = source;
    },
    /** The figures as of now. */
    sample(): InstanceSample {
      const current = Math.floor(now() / SLOT_MS);
      const live = slots.filter((entry) => entry.slot > current - WINDOW_SLOTS).map((entry) => entry.counts);
      const loop = readEventLoop();
      const memory = process.memoryUsage();
      return {
        uptimeSeconds: Math.floor(process.uptime()),
        eventLoopUtilization: loop.utilization,
        eventLoopDelayMs: { p50: loop.p50, p99: loop.p99 },
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
        responseHistogram: mergeHistograms(live),
        realtimeConnections: connections(),
      };
    },
    close() {
      delay.disable();
    },
  };
}

// Not Deps<…> from app-types: app-types names InstanceMetrics, and the platform keeps no import circles.
type ReportDeps = { db: Database; clock: Clock };

/** Heartbeats are serialised across instances, so the end of an outage is seen (and made good) once. */
const HEARTBEAT_LOCK = 724131004;

/**
 * Writes this instance's figures into instance_metrics (one row per instance; its reported_at is the heartbeat)
 * and drops rows of long-gone instances. When no instance had beaten for longer than OUTAGE_AFTER_MS, the service
 * was out: `onOutage` runs in the same transaction, so the outage is handled exactly once (decision 067).
 */
export async function reportInstanceMetrics({ db, clock }: ReportDeps, metrics: InstanceMetrics, onOutage?: OutageHandler): Promise<ServiceOutage | null> {
  const figures = metrics.sample();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HEARTBEAT_LOCK})`);
    // Read under the lock: an instance that waited sees the beat of the one that recorded the outage.
    const reportedAt = clock.now();
    const outage = outageEndingAt(await lastHeartbeat(tx), reportedAt);
    if (outage) await onOutage?.(tx, outage);
    await tx
      .insert(instanceMetrics)
      .values({ instanceId: metrics.instanceId, hostname: metrics.hostname, pid: metrics.pid, startedAt: metrics.startedAt, reportedAt, figures })
      .onConflictDoUpdate({ target: instanceMetrics.instanceId, set: { reportedAt, figures } });
    await tx.delete(instanceMetrics).where(lt(instanceMetrics.reportedAt, new Date(reportedAt.getTime() - PRUNE_AFTER_MS)));
    return outage;
  });
}

/** After a failed report (the database out of reach) the next try comes sooner, so a recovery is recorded within a second. */
const RETRY_AFTER_FAILURE_MS = 1000;

/** Reports every few seconds until stopped; a failed write is logged and retried shortly; an outage's end is logged. */
export function startInstanceMetricsReporter(
  deps: ReportDeps,
  metrics: InstanceMetrics,
  options: { log: WarningLog; intervalMs?: number; onOutage?: OutageHandler },
) {
  const intervalMs = options.intervalMs ?? REPORT_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  const report = async () => {
    // Beats keep their pace however long a report takes (a slow one must not look like a missed beat).
    const startedAt = Date.now();
    let next = intervalMs;
    try {
      const outage = await reportInstanceMetrics(deps, metrics, options.onOutage);
      if (outage) options.log.warn({ from: outage.startedAt, to: outage.endedAt }, 'the service was out: no heartbeat in that time');
    } catch (error) {
      options.log.warn({ err: error }, 'could not report instance metrics');
      next = Math.min(intervalMs, RETRY_AFTER_FAILURE_MS);
    }
    if (isStopped) return;
    timer = setTimeout(() => void report(), Math.max(0, next - (Date.now() - startedAt)));
    timer.unref();
  };
  void report();
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}

/**
 * Every live instance's figures: this one measured now, the others as they last reported within the last minute.
 * A malformed row (from a different version) is skipped.
 */
export async function readInstanceReports({ db, clock }: ReportDeps, metrics: InstanceMetrics): Promise<InstanceReport[]> {
  const now = clock.now();
  const rows = await db
    .select({
      instanceId: instanceMetrics.instanceId,
      hostname: instanceMetrics.hostname,
      pid: instanceMetrics.pid,
      startedAt: instanceMetrics.startedAt,
      reportedAt: instanceMetrics.reportedAt,
      figures: instanceMetrics.figures,
    })
    .from(instanceMetrics)
    .where(and(ne(instanceMetrics.instanceId, metrics.instanceId), gt(instanceMetrics.reportedAt, new Date(now.getTime() - INSTANCE_STALE_MS))));
  const others = rows.flatMap(({ figures, ...row }): InstanceReport[] => {
    const parsed = InstanceSampleSchema.safeParse(figures);
    return parsed.success ? [{ ...row, isCurrent: false, sample: parsed.data }] : [];
  });
  const own: InstanceReport = {
    instanceId: metrics.instanceId,
    hostname: metrics.hostname,
    pid: metrics.pid,
    startedAt: metrics.startedAt,
    reportedAt: now,
    isCurrent: true,
    sample: metrics.sample(),
  };
  return [own, ...others];
}
