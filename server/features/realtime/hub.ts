import type { ServerResponse } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import { HEARTBEAT_INTERVAL_MS, STREAM_EVENTS } from '@common/realtime';
import type { Database } from '../../db/client';
import { profiles, sessions } from '../../db/schema';
import { isLiveSession } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { AppEvent, Audience, EventBus } from '../../platform/events';
import type { WarningLog } from '../../platform/log';
import { canReceiveEvent, type StreamViewer } from './policy';

export const SESSION_RECHECK_INTERVAL_MS = 60_000;
/** SSE `retry:` hint; our browser client keeps its own 1, 2, 5, 10 s schedule. */
const RETRY_HINT_MS = 1000;
// A stream whose unsent output grows past this is a stalled client: drop it; its browser reconnects and refetches.
const MAX_BUFFERED_BYTES = 256 * 1024;
// Keeps one recheck query's parameter list well inside PostgreSQL's limit.
const RECHECK_CHUNK = 5000;
// Topics after which a user's role or plan may differ: their streams re-read them at once.
const PROFILE_TOPICS = new Set<AppEvent['topic']>(['profiles', 'users', 'payments']);

type Connection = StreamViewer & { response: ServerResponse };

const frame = (data: string, event?: string) => `${event ? `event: ${event}\n` : ''}data: ${data}\n\n`;
const HEARTBEAT_FRAME = frame('{}', STREAM_EVENTS.heartbeat);
const RESYNC_FRAME = frame('{}', STREAM_EVENTS.resync);

type HubDeps = {
  db: Database;
  clock: Clock;
  events: EventBus;
  log: WarningLog;
  heartbeatMs?: number;
  recheckMs?: number;
};

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

/**
 * Every open event stream of this instance, indexed by user, session and role so that an event costs a
 * lookup, not a scan or a query. One bus subscription, one heartbeat timer and one session recheck timer
 * serve all streams.
 */
export function createRealtimeHub({ db, clock, events, log, heartbeatMs = HEARTBEAT_INTERVAL_MS, recheckMs = SESSION_RECHECK_INTERVAL_MS }: HubDeps) {
  const all = new Set<Connection>();
  const byUser = new Map<string, Set<Connection>>();
  const bySession = new Map<string, Set<Connection>>();
  const byRole = new Map<string, Set<Connection>>();
  // Streams whose plan is premium; the expiry is checked by the clock at delivery.
  const premium = new Set<Connection>();

  const addTo = <K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) => {
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(connection);
  };
  const removeFrom = <K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) => {
    const set = index.get(key);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) index.delete(key);
  };
  const indexPlan = (connection: Connection) => {
    addTo(byRole, connection.role, connection);
    if (connection.subscriptionPlan === 'premium') premium.add(connection);
  };
  const unindexPlan = (connection: Connection) => {
    removeFrom(byRole, connection.role, connection);
    premium.delete(connection);
  };

  const remove = (connection: Connection) => {
    if (!all.delete(connection)) return;
    removeFrom(byUser, connection.userId, connection);
    removeFrom(bySession, connection.sessionId, connection);
    unindexPlan(connection);
  };

  const close = (connection: Connection) => {
    remove(connection);
    connection.response.end();
  };

  const write = (connection: Connection, text: string) => {
    const { response } = connection;
    if (response.destroyed || response.writableEnded) return remove(connection);
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      response.destroy();
      return remove(connection);
    }
    response.write(text);
  };

  const broadcast = (text: string) => {
    for (const connection of all) write(connection, text);
  };

  /** The streams an audience could include, from the indexes; canReceiveEvent has the final word. */
  const candidates = (audience: Audience): Iterable<Connection> => {
    switch (audience.kind) {
      case 'everyone':
        return all;
      case 'students':
        return byRole.get('student') ?? [];
      case 'admins':
        return byRole.get('admin') ?? [];
      case 'premium':
        return premium;
      case 'user':
        return byUser.get(audience.userId) ?? [];
      case 'session':
        return bySession.get(audience.sessionId) ?? [];
    }
  };

  /** Re-reads role, plan and session liveness for these streams in one query per chunk; closes dead ones. */
  const recheck = async (connections: Connection[]) => {
    const now = clock.now();
    for (let start = 0; start < connections.length; start += RECHECK_CHUNK) {
      const chunk = connections.slice(start, start + RECHECK_CHUNK);
      const rows = await db
        .select({
          sessionId: sessions.id,
          role: profiles.role,
          subscriptionPlan: profiles.subscriptionPlan,
          subscriptionExpiresAt: profiles.subscriptionExpiresAt,
        })
        .from(sessions)
        .innerJoin(profiles, eq(profiles.id, sessions.userId))
        .where(
          and(
            inArray(sessions.id, [...new Set(chunk.map((connection) => connection.sessionId))]),
            isLiveSession(now),
          ),
        );
      const live = new Map(rows.map((row) => [row.sessionId, row]));
      for (const connection of chunk) {
        if (!all.has(connection)) continue;
        const row = live.get(connection.sessionId);
        if (!row) {
          close(connection);
          continue;
        }
        unindexPlan(connection);
        connection.role = row.role;
        connection.subscriptionPlan = row.subscriptionPlan;
        connection.subscriptionExpiresAt = row.subscriptionExpiresAt;
        indexPlan(connection);
      }
    }
  };

  const recheckSafely = (connections: Connection[]) =>
    recheck(connections).catch((error: unknown) => log.warn({ err: error }, 'could not recheck event stream sessions'));

  const refreshUsers = (userIds: Iterable<string>) => {
    const affected = [...userIds].flatMap((userId) => [...(byUser.get(userId) ?? [])]);
    if (affected.length > 0) void recheckSafely(affected);
  };

  const deliver = (event: AppEvent) => {
    const now = clock.now();
    if (event.topic === 'session_revoked') {
      for (const connection of [...candidates(event.audience)]) {
        if (canReceiveEvent(connection, event.audience, now)) close(connection);
      }
      return;
    }
    const text = frame(JSON.stringify({ topic: event.topic, ids: event.ids }));
    for (const connection of candidates(event.audience)) {
      if (canReceiveEvent(connection, event.audience, now)) write(connection, text);
    }
    if (PROFILE_TOPICS.has(event.topic)) {
      refreshUsers(event.audience.kind === 'user' ? [event.audience.userId, ...event.ids] : event.ids);
    }
  };

  const unsubscribe = events.subscribe(deliver);
  const unsubscribeResync = events.onResync(() => broadcast(RESYNC_FRAME));
  const heartbeat = setInterval(() => broadcast(HEARTBEAT_FRAME), heartbeatMs);
  heartbeat.unref();
  const sessionRecheck = setInterval(() => void recheckSafely([...all]), recheckMs);
  sessionRecheck.unref();

  return {
    /** Registers an open stream (headers already sent) and sends the reconnect hint. */
    open(viewer: StreamViewer, response: ServerResponse) {
      const connection: Connection = { ...viewer, response };
      all.add(connection);
      addTo(byUser, connection.userId, connection);
      addTo(bySession, connection.sessionId, connection);
      indexPlan(connection);
      response.on('close', () => remove(connection));
      response.write(`retry: ${RETRY_HINT_MS}\n\n`);
    },
    /** Rechecks every open stream's session, role and plan now (the timer does this every minute). */
    recheckSessions: () => recheck([...all]),
    get size() {
      return all.size;
    },
    /** Ends every stream, so a graceful shutdown is not held open by them. */
    closeAll() {
      for (const connection of [...all]) close(connection);
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
