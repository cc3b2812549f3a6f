import type { Clock } from '../../platform/clock';
import type { AppEvent, EventBus } from '../../platform/events';
import { authChangesOf } from '../../platform/session-cache';

/** A safety net only: every change is dropped at once through events; this bounds a writer that forgot to publish. */
export const UNREAD_COUNT_TTL_MS = 30_000;
export const UNREAD_COUNT_MAX_ENTRIES = 10_000;

type Entry = {
  /** The broadcast audiences the count was made for: a role or premium change (even by the clock) is another key. */
  audiences: string;
  count: number;
  /** When the first counted notification expires: the count is wrong from then on. */
  validUntil: number;
  storedAt: number;
};

/** The users whose unread count an event may change: some, all (`'all'`), or none. */
function usersChangedBy(event: AppEvent): string[] | 'all' {
  if (event.topic === 'notifications' || event.topic === 'user_notifications') {
    // A notification for one user, or one user's read state; the copies sent to the admins' sent list change nobody's count.
    if (event.audience.kind === 'user') return [event.audience.userId];
    if (event.audience.kind === 'admins' || event.audience.kind === 'session') return [];
    // A broadcast (sent or deleted) to everyone, the students or the premium users.
    return 'all';
  }
  // Role and plan changes move a user between broadcast audiences; the key already tells those apart, this is belt and braces.
  const changes = authChangesOf(event).filter((change) => change.kind !== 'session');
  if (changes.some((change) => change.kind === 'all')) return 'all';
  return changes.flatMap((change) => (change.kind === 'user' ? [change.id] : []));
}

/**
 * Each user's unread notification count on this instance (decision 072): the badge every signed-in screen polls. An
 * entry is dropped when a notification reaching the user is sent or deleted, or the user reads one: synchronously
 * when this instance publishes the change (`onLocalPublish`, before the request that made it answers), from other
 * instances through the shared events, and entirely when the event stream may have missed some. A count made while
 * something was dropped is not stored (the same generation guard as the session cache).
 */
export function createUnreadCountCache({ clock, events }: { clock: Clock; events: EventBus }, options = { ttlMs: UNREAD_COUNT_TTL_MS, maxEntries: UNREAD_COUNT_MAX_ENTRIES }) {
  const byUser = new Map<string, Entry>();
  let generation = 0;

  const drop = (users: string[] | 'all') => {
    if (users !== 'all' && users.length === 0) return;
    generation++;
    if (users === 'all') byUser.clear();
    else for (const userId of users) byUser.delete(userId);
  };
  const dropFor = (event: AppEvent) => drop(usersChangedBy(event));
  const unsubscribe = [
    events.onLocalPublish(dropFor),
    events.subscribe(dropFor),
    events.onAuthChange((change) => (change.kind === 'all' ? drop('all') : change.kind === 'user' ? drop([change.id]) : undefined)),
    events.onResync(() => drop('all')),
  ];

  return {
    /** The cached count for this user and these audiences while fresh and before any counted notification expires. */
    get(userId: string, audiences: string): number | undefined {
      const entry = byUser.get(userId);
      if (!entry || entry.audiences !== audiences) return undefined;
      const now = clock.now().getTime();
      const age = now - entry.storedAt;
      if (age < 0 || age >= options.ttlMs || now >= entry.validUntil) {
        byUser.delete(userId);
        return undefined;
      }
      return entry.count;
    },
    /** Taken before counting in the database; `set` stores the count only if nothing was dropped since. */
    generation: () => generation,
    set(userId: string, readAt: number, entry: Omit<Entry, 'storedAt'>) {
      if (readAt !== generation) return;
      byUser.delete(userId);
      // Oldest first out: a Map iterates in insertion order.
      if (byUser.size >= options.maxEntries) byUser.delete(byUser.keys().next().value!);
      byUser.set(userId, { ...entry, storedAt: clock.now().getTime() });
    },
    get size() {
      return byUser.size;
    },
    close() {
      unsubscribe.forEach((stop) => stop());
      drop('all');
    },
  };
}

export type UnreadCountCache = ReturnType<typeof createUnreadCountCache>;
