import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { REALTIME_TOPICS, type RealtimeTopic } from '@common/realtime';
import type { DatabaseHandle } from '../db/client';
import type { WarningLog } from './log';

/** Who may receive an event. Checked per connection before anything is forwarded. */
export type Audience =
  | { kind: 'everyone' }
  | { kind: 'students' }
  | { kind: 'premium' }
  | { kind: 'admins' }
  | { kind: 'user'; userId: string }
  | { kind: 'session'; sessionId: string };

export type AppEvent = { topic: RealtimeTopic | 'session_revoked'; ids: string[]; audience: Audience };

const AudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('students') }),
  z.object({ kind: z.literal('premium') }),
  z.object({ kind: z.literal('admins') }),
  z.object({ kind: z.literal('user'), userId: z.string() }),
  z.object({ kind: z.literal('session'), sessionId: z.string() }),
]);
const AppEventSchema = z.object({
  topic: z.enum([...REALTIME_TOPICS, 'session_revoked']),
  ids: z.array(z.string()),
  audience: AudienceSchema,
});

const EVENTS_CHANNEL = 'pariksha_events';
/** NOTIFYed by a trigger on sessions and profiles (migration 0012, decision 070), by whoever changed the row. */
const AUTH_CHANGES_CHANNEL = 'pariksha_auth_changes';

/** A session or a user whose cached authorisation is out of date; `all` when changes may have been missed. */
export type AuthChange = { kind: 'session' | 'user'; id: string } | { kind: 'all' };
const AuthChangeSchema = z.object({ kind: z.enum(['session', 'user']), id: z.string() });
/** NOTIFYed by triggers on the content tables, attempts and usage (migration 0013, decision 071). */
const CONTENT_CHANGES_CHANNEL = 'pariksha_content_changes';

/** A table whose rows changed (with the student when the rows are one student's); `all` when changes may have been missed. */
export type ContentChange = { table: string; userId?: string } | { table: 'all' };
const ContentChangeSchema = z.object({ table: z.string(), userId: z.string().optional() });
// NOTIFY payloads are limited to 8000 bytes; past this many ids we send none, meaning "refetch the topic".
const MAX_IDS_PER_EVENT = 50;

type EventListener = (event: AppEvent) => void;

export type EventBus = {
  /**
   * Sends an event to every app instance through NOTIFY. Call it after the transaction commits. Never throws:
   * the write it announces has happened, so a lost event is logged, and browsers catch up when they refetch.
   */
  publish(event: AppEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  /**
   * Told synchronously, on this instance only, of each event it publishes, before the NOTIFY goes out: what this
   * instance caches is dropped before the request that made the change answers.
   */
  onLocalPublish(listener: EventListener): () => void;
  /** Told of every change to a session or to what authorisation reads from a profile, made anywhere (a trigger NOTIFYs). */
  onAuthChange(listener: (change: AuthChange) => void): () => void;
  /** Told of every change to the content tables (and a student's mock-test attempts and usage), made anywhere (triggers NOTIFY). */
  onContentChange(listener: (change: ContentChange) => void): () => void;
  /** Called when the LISTEN connection came back after a drop: events may have been missed. */
  onResync(listener: () => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createEventBus(database: DatabaseHandle, log: WarningLog): EventBus {
  const listeners = new Set<EventListener>();
  const localListeners = new Set<EventListener>();
  const resyncListeners = new Set<() => void>();
  const authListeners = new Set<(change: AuthChange) => void>();
  const contentListeners = new Set<(change: ContentChange) => void>();
  let stopListening: (() => Promise<void>) | undefined;
  let stopListeningForAuth: (() => Promise<void>) | undefined;
  let stopListeningForContent: (() => Promise<void>) | undefined;

  const deliver = (payload: string) => {
    let event: AppEvent;
    try {
      event = AppEventSchema.parse(JSON.parse(payload));
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed event');
      return;
    }
    for (const listener of listeners) listener(event);
  };
  const tellAuthListeners = (change: AuthChange) => authListeners.forEach((listener) => listener(change));
  const deliverAuthChange = (payload: string) => {
    let change: AuthChange;
    try {
      change = AuthChangeSchema.parse(JSON.parse(payload));
    } catch {
      // An unreadable change still means something changed: everything is dropped rather than guessed.
      change = { kind: 'all' };
    }
    tellAuthListeners(change);
  };
  const tellContentListeners = (change: ContentChange) => contentListeners.forEach((listener) => listener(change));
  const deliverContentChange = (payload: string) => {
    let change: ContentChange = { table: 'all' };
    try {
      change = ContentChangeSchema.parse(JSON.parse(payload));
    } catch {
      // An unreadable change still means something changed: everything is dropped rather than guessed.
    }
    tellContentListeners(change);
  };

  return {
    async publish(event) {
      const ids = event.ids.length > MAX_IDS_PER_EVENT ? [] : event.ids;
      const payload = JSON.stringify({ ...event, ids });
      for (const listener of localListeners) listener(event);
      try {
        await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
      } catch (error) {
        log.warn({ err: error, topic: event.topic }, 'event not published');
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLocalPublish(listener) {
      localListeners.add(listener);
      return () => localListeners.delete(listener);
    },
    onAuthChange(listener) {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
    onContentChange(listener) {
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    async start() {
      stopListening ??= await database.listen(EVENTS_CHANNEL, {
        onMessage: deliver,
        onReconnect: () => resyncListeners.forEach((listener) => listener()),
      });
      stopListeningForAuth ??= await database.listen(AUTH_CHANGES_CHANNEL, {
        onMessage: deliverAuthChange,
        onReconnect: () => tellAuthListeners({ kind: 'all' }),
      });
      stopListeningForContent ??= await database.listen(CONTENT_CHANGES_CHANNEL, {
        onMessage: deliverContentChange,
        onReconnect: () => tellContentListeners({ table: 'all' }),
      });
    },
    async stop() {
      await stopListening?.();
      await stopListeningForAuth?.();
      await stopListeningForContent?.();
      stopListening = undefined;
      stopListeningForAuth = undefined;
      stopListeningForContent = undefined;
    },
  };
}
