import type { ServerResponse } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import { HEARTBEAT_INTERVAL_MS, STREAM_EVENTS } from '@common/realtime';
import { profiles, sessions } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { isLiveSession } from '../../platform/auth';
import type { AppEvent } from '../../platform/events';
import type { WarningLog } from '../../platform/log';
import { planDelivery, sseFrame } from './delivery';
import type { StreamViewer } from './policy';
import { createStreamIndex, type ViewerPlan } from './stream-index';

const SESSION_RECHECK_INTERVAL_MS = 60_000;
/** SSE `retry:` hint; our browser client keeps its own 1, 2, 5, 10 s schedule. */
const RETRY_HINT_MS = 1000;
// A stream whose unsent output grows past this is a stalled client: drop it; its browser reconnects and refetches.
const MAX_BUFFERED_BYTES = 256 * 1024;
// Open streams one user, and one client address, may hold on this instance: enough for every tab of a student, and
// for a school's lab behind one address; a loop opening streams meets a 429 instead of exhausting the instance.
const MAX_STREAMS_PER_USER = 10;
const MAX_STREAMS_PER_ADDRESS = 100;
// Keeps one recheck query's parameter list well inside PostgreSQL's limit.
const RECHECK_CHUNK = 5000;

const HEARTBEAT_FRAME = sseFrame('{}', STREAM_EVENTS.heartbeat);
const RESYNC_FRAME = sseFrame('{}', STREAM_EVENTS.resync);

type Stream = StreamViewer & { response: ServerResponse };

/** The current role and plan behind each of these sessions that is still live; dead sessions are absent. */
async function readLivePlans({ db, clock }: Deps<'db' | 'clock'>, sessionIds: string[]): Promise<Map<string, ViewerPlan>> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      role: profiles.role,
      subscriptionPlan: profiles.subscriptionPlan,
      subscriptionExpiresAt: profiles.subscriptionExpiresAt,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), isLiveSession(clock.now())));
  return new Map(rows.map(({ sessionId, ...plan }) => [sessionId, plan]));
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

/**
 * Every open event stream of this instance. One bus subscription, one heartbeat timer and one session recheck
 * timer serve all streams; the index finds who an event may reach and planDelivery decides what each gets.
 */
export function createRealtimeHub(
  deps: Deps<'db' | 'clock' | 'events'>,
  options: { log: WarningLog; heartbeatMs?: number; recheckMs?: number; maxPerUser?: number; maxPerAddress?: number },
) {
  const { log, heartbeatMs = HEARTBEAT_INTERVAL_MS, recheckMs = SESSION_RECHECK_INTERVAL_MS } = options;
  const { maxPerUser = MAX_STREAMS_PER_USER, maxPerAddress = MAX_STREAMS_PER_ADDRESS } = options;
  const index = createStreamIndex<Stream>();
  // Open connections per client address, counted until each response closes.
  const byAddress = new Map<string, number>();
  const release = (address: string) => {
    const left = (byAddress.get(address) ?? 1) - 1;
    if (left > 0) byAddress.set(address, left);
    else byAddress.delete(address);
  };

  const close = (stream: Stream) => {
    index.remove(stream);
    stream.response.end();
  };

  const write = (stream: Stream, text: string) => {
    const { response } = stream;
    if (response.destroyed || response.writableEnded) return void index.remove(stream);
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      response.destroy();
      return void index.remove(stream);
    }
    response.write(text);
  };

  const broadcast = (text: string) => {
    for (const stream of index.values()) write(stream, text);
  };

  /** Re-reads role, plan and session liveness for these streams in one query per chunk; closes dead ones. */
  const recheck = async (streams: Stream[]) => {
    for (let start = 0; start < streams.length; start += RECHECK_CHUNK) {
      const chunk = streams.slice(start, start + RECHECK_CHUNK);
      const live = await readLivePlans(deps, [...new Set(chunk.map((stream) => stream.sessionId))]);
      for (const stream of chunk) {
        if (!index.has(stream)) continue;
        const plan = live.get(stream.sessionId);
        if (plan) index.updatePlan(stream, plan);
        else close(stream);
      }
    }
  };

  const recheckSafely = (streams: Stream[]) =>
    recheck(streams).catch((error: unknown) => log.warn({ err: error }, 'could not recheck event stream sessions'));

  const deliver = (event: AppEvent) => {
    const plan = planDelivery(index, event, deps.clock.now());
    if (plan.kind === 'close') {
      for (const stream of plan.streams) close(stream);
      return;
    }
    for (const stream of plan.streams) write(stream, plan.frame);
    const affected = index.ofUsers(plan.refreshUserIds);
    if (affected.length > 0) void recheckSafely(affected);
  };

  const unsubscribe = deps.events.subscribe(deliver);
  const unsubscribeResync = deps.events.onResync(() => broadcast(RESYNC_FRAME));
  const heartbeat = setInterval(() => broadcast(HEARTBEAT_FRAME), heartbeatMs);
  heartbeat.unref();
  const sessionRecheck = setInterval(() => void recheckSafely(index.list()), recheckMs);
  sessionRecheck.unref();

  return {
    /** Which cap a new stream of this user from this address would pass, if any. */
    refusal(userId: string, address: string): 'user' | 'address' | null {
      if (index.ofUsers([userId]).length >= maxPerUser) return 'user';
      if ((byAddress.get(address) ?? 0) >= maxPerAddress) return 'address';
      return null;
    },
    /** Registers an open stream (headers already sent) and sends the reconnect hint. */
    open(viewer: StreamViewer, response: ServerResponse, address = '') {
      const stream: Stream = { ...viewer, response };
      index.add(stream);
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      response.on('close', () => {
        index.remove(stream);
        release(address);
      });
      response.write(`retry: ${RETRY_HINT_MS}\n\n`);
    },
    /** Rechecks every open stream's session, role and plan now (the timer does this every minute). */
    recheckSessions: () => recheck(index.list()),
    get size() {
      return index.size;
    },
    /** Ends every stream, so a graceful shutdown is not held open by them. */
    closeAll() {
      for (const stream of index.list()) close(stream);
    },
    stop() {
      clearInterval(heartbeat);
      clearInterval(sessionRecheck);
      unsubscribe();
      unsubscribeResync();
      this.closeAll();
    },
  };
}
