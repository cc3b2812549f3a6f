import { clear, createStore } from 'idb-keyval';
import { SAVED_CACHE } from './offline-rules';

let store: ReturnType<typeof createStore> | undefined;

/**
 * This app's IndexedDB store (idb-keyval): the answers chosen without a connection (decision 084) and the saved
 * items' index. One per page: each createStore opens a database connection of its own.
 */
export const offlineStore = () => (store ??= createStore('pariksha', 'offline'));

/**
 * Signing out forgets what this student kept on the phone (phones are shared): the saved notes and papers and the
 * answers not sent yet. The app's own code (the precache) is the same for everyone and stays.
 */
export async function wipeOfflineData() {
  await Promise.all([
    typeof caches === 'undefined' ? undefined : caches.delete(SAVED_CACHE),
    typeof indexedDB === 'undefined' ? undefined : clear(offlineStore()),
  ]).catch(() => undefined);
}
