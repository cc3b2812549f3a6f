import type { AppEvent, AuthChange, EventBus } from './events';
import type { Clock } from './clock';

/** What a cached session holds: the request's authorisation, plus what decides the session is still live. */
export type CachedSession<A> = { auth: A; userId: string; sessionId: string; expiresAt: Date; lastSeenAt: Date };

type Entry<A> = CachedSession<A> & { storedAt: number };

/** A safety net only: every change is dropped at once through events (decision 070); this bounds a missed one. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** About 10,000 signed-in users at a few hundred bytes each: a few MB per instance. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

// Topics after which a user's role, plan or profile may differ (the same set the realtime hub rechecks streams for).
const PROFILE_TOPICS = new Set<AppEvent['topic']>(['profiles', 'users', 'payments']);

/** The changes an event announces to cached sessions: none, some sessions or users, or (ids left out) all of them. */
export function authChangesOf(event: AppEvent): AuthChange[] {
  if (event.topic === 'session_revoked') {
    const ids = event.audience.kind === 'session' ? [event.audience.sessionId, ...event.ids] : event.ids;
    return ids.length ? ids.map((id) => ({ kind: 'session', id })) : [{ kind: 'all' }];
  }
  if (!PROFILE_TOPICS.has(event.topic)) return [];
  const ids = event.audience.kind === 'user' ? [event.audience.userId, ...event.ids] : event.ids;
  return ids.length ? ids.map((id) => ({ kind: 'user', id })) : [{ kind: 'all' }];
}

/**
 * This instance's sessions by token hash, so most requests authorise without a query (decision 070). An entry is
 * dropped when its session or user changes: synchronously when this instance publishes the change, and from any
 * instance through the event bus and the database trigger on sessions and profiles. A lookup that was already reading
 * the database when something was dropped does not store its (possibly older) answer.
 */
export function createSessionCache<A>({ clock, events }: { clock: Clock; events: EventBus }, options = { ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX_ENTRIES }) {
  const byToken = new Map<string, Entry<A>>();
  const tokensBySession = new Map<string, string>();
  const tokensByUser = new Map<string, Set<string>>();
  let generation = 0;

  const remove = (tokenHash: string) => {
    const entry = byToken.get(tokenHash);
    if (!entry) return;
    byToken.delete(tokenHash);
    tokensBySession.delete(entry.sessionId);
    const tokens = tokensByUser.get(entry.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensByUser.delete(entry.userId);
  };

  const drop = (change: AuthChange) => {
    generation++;
    if (change.kind === 'all') {
      byToken.clear();
      tokensBySession.clear();
      tokensByUser.clear();
    } else if (change.kind === 'session') {
      const token = tokensBySession.get(change.id);
      if (token) remove(token);
    } else {
      for (const token of [...(tokensByUser.get(change.id) ?? [])]) remove(token);
    }
  };
  const dropFor = (event: AppEvent) => authChangesOf(event).forEach(drop);

  const unsubscribe = [events.onLocalPublish(dropFor), events.subscribe(dropFor), events.onAuthChange(drop), events.onResync(() => drop({ kind: 'all' }))];

  return {
    /** The cached session for a token hash while fresh, live (not expired, not idle past `idleMs`) and clock-consistent. */
    get(tokenHash: string, idleMs: number): CachedSession<A> | undefined {
      const entry = byToken.get(tokenHash);
      if (!entry) return undefined;
      const now = clock.now().getTime();
      const age = now - entry.storedAt;
      if (age < 0 || age >= options.ttlMs || now >= entry.expiresAt.getTime() || now - entry.lastSeenAt.getTime() >= idleMs) {
        remove(tokenHash);
        return undefined;
      }
      return entry;
    },
    /** Taken before reading the database; `set` stores the answer only if nothing was dropped since. */
    generation: () => generation,
    set(tokenHash: string, readAt: number, session: CachedSession<A>) {
      if (readAt !== generation) return;
      remove(tokenHash);
      // Oldest first out: a Map iterates in insertion order.
      if (byToken.size >= options.maxEntries) remove(byToken.keys().next().value!);
      byToken.set(tokenHash, { ...session, storedAt: clock.now().getTime() });
      tokensBySession.set(session.sessionId, tokenHash);
      const tokens = tokensByUser.get(session.userId) ?? new Set<string>();
      tokensByUser.set(session.userId, tokens.add(tokenHash));
    },
    /** Updates when the session was last seen (the cached copy of what `findSession` writes). */
    touch(tokenHash: string, at: Date) {
      const entry = byToken.get(tokenHash);
      if (entry) entry.lastSeenAt = at;
    },
    get size() {
      return byToken.size;
    },
    close() {
      unsubscribe.forEach((stop) => stop());
      drop({ kind: 'all' });
    },
  };
}

export type SessionCache<A> = ReturnType<typeof createSessionCache<A>>;
