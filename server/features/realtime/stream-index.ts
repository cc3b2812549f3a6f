import type { Audience } from '../../platform/events';
import type { StreamViewer } from './policy';

/** What a recheck may change about an open stream's user. */
export type ViewerPlan = Pick<StreamViewer, 'role' | 'subscriptionPlan' | 'subscriptionExpiresAt'>;

/**
 * The open streams of this instance, indexed by user, session, role and premium plan so that finding who an
 * event may reach costs a lookup, not a scan. Empty index entries are dropped, so the maps never grow with
 * users who left.
 */
export function createStreamIndex<C extends StreamViewer>() {
  const all = new Set<C>();
  const byUser = new Map<string, Set<C>>();
  const bySession = new Map<string, Set<C>>();
  const byRole = new Map<string, Set<C>>();
  // Streams whose plan is premium; the expiry is checked by the clock at delivery.
  const premium = new Set<C>();

  const addTo = <K>(index: Map<K, Set<C>>, key: K, stream: C) => {
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(stream);
  };
  const removeFrom = <K>(index: Map<K, Set<C>>, key: K, stream: C) => {
    const set = index.get(key);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) index.delete(key);
  };
  const indexPlan = (stream: C) => {
    addTo(byRole, stream.role, stream);
    if (stream.subscriptionPlan === 'premium') premium.add(stream);
  };
  const unindexPlan = (stream: C) => {
    removeFrom(byRole, stream.role, stream);
    premium.delete(stream);
  };

  return {
    add(stream: C) {
      all.add(stream);
      addTo(byUser, stream.userId, stream);
      addTo(bySession, stream.sessionId, stream);
      indexPlan(stream);
    },
    /** Forgets a stream; false when it was already gone. */
    remove(stream: C): boolean {
      if (!all.delete(stream)) return false;
      removeFrom(byUser, stream.userId, stream);
      removeFrom(bySession, stream.sessionId, stream);
      unindexPlan(stream);
      return true;
    },
    has: (stream: C) => all.has(stream),
    /** Applies a user's current role and plan to a stream, moving it between the role and premium indexes. */
    updatePlan(stream: C, plan: ViewerPlan) {
      unindexPlan(stream);
      stream.role = plan.role;
      stream.subscriptionPlan = plan.subscriptionPlan;
      stream.subscriptionExpiresAt = plan.subscriptionExpiresAt;
      indexPlan(stream);
    },
    /** The streams an audience could include; canReceiveEvent has the final word. */
    candidates(audience: Audience): Iterable<C> {
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
    },
    /** The streams of these users. */
    ofUsers: (userIds: Iterable<string>): C[] => [...userIds].flatMap((userId) => [...(byUser.get(userId) ?? [])]),
    /** Every open stream, as a snapshot safe to change the index while iterating. */
    list: (): C[] => [...all],
    /** The live set (no copy), for writing one frame to everyone. */
    values: (): Iterable<C> => all,
    get size() {
      return all.size;
    },
  };
}

export type StreamIndex<C extends StreamViewer> = ReturnType<typeof createStreamIndex<C>>;
