import { del, entries, set } from 'idb-keyval';
import { offlineStore } from '@/features/offline/offline-data';
import { answerStorageKey } from './answer-queue';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sessionStore = (): StorageLike | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

// What IndexedDB held when this page loaded (left by a closed tab or before a restart), then kept in step with it.
const durable = new Map<string, string>();
let loaded: Promise<void> | null = null;
const ignore = () => undefined;

/** Reads the unsent answers IndexedDB kept (once per page). */
export function loadDurableAnswers() {
  loaded ??= entries<string, string>(offlineStore())
    .then((stored) => {
      for (const [key, value] of stored) if (typeof key === 'string' && typeof value === 'string' && !durable.has(key)) durable.set(key, value);
    })
    .catch(ignore);
  return loaded;
}

/**
 * The answer queue's storage (decision 084): sessionStorage, read synchronously as the queue needs, mirrored into
 * IndexedDB so unsent answers survive a closed tab and a restarted phone. A key missing from this tab's session
 * falls back to what IndexedDB held at load.
 */
export const answerStorage: StorageLike = {
  getItem: (key) => sessionStore()?.getItem(key) ?? durable.get(key) ?? null,
  setItem: (key, value) => {
    try {
      sessionStore()?.setItem(key, value);
    } catch {
      // Session storage full or blocked: IndexedDB still keeps it.
    }
    durable.set(key, value);
    void set(key, value, offlineStore()).catch(ignore);
  },
  removeItem: (key) => {
    sessionStore()?.removeItem(key);
    durable.delete(key);
    void del(key, offlineStore()).catch(ignore);
  },
};

/** The attempts with answers not yet sent, in IndexedDB. */
export function attemptsWithUnsentAnswers() {
  const prefix = answerStorageKey('');
  return [...durable.keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}
