import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { send } from '@/lib/api';
import { offlineStore } from './offline-data';
import { SAVED_CACHE } from './offline-rules';

/** A note or past paper kept for reading offline: the API answers its screens fetch, under their own URLs. */
export type SavedItem = { id: string; kind: 'note' | 'paper'; title: string; href: string; urls: string[]; bytes: number; savedAt: string };

const INDEX_KEY = 'saved-items';
const savedKeys = { all: ['offline', 'saved'] as const };

async function readIndex(): Promise<SavedItem[]> {
  return (await get<SavedItem[]>(INDEX_KEY, offlineStore())) ?? [];
}

/**
 * Fetches every URL the item's screens read, as the signed-in student (the server's premium rules decide: a refusal
 * saves nothing), and keeps the answers in the saved cache, which the service worker falls back to offline.
 */
async function saveItem(item: Omit<SavedItem, 'bytes' | 'savedAt'>): Promise<SavedItem> {
  const responses = await Promise.all(
    item.urls.map(async (url) => [url, await send(url, {}, '*/*')] as const),
  );
  const cache = await caches.open(SAVED_CACHE);
  let bytes = 0;
  for (const [url, response] of responses) {
    const body = await response.blob();
    bytes += body.size;
    await cache.put(url, new Response(body, { status: response.status, headers: response.headers }));
  }
  const saved: SavedItem = { ...item, bytes, savedAt: new Date().toISOString() };
  await set(INDEX_KEY, [...(await readIndex()).filter((other) => other.id !== item.id), saved], offlineStore());
  return saved;
}

async function removeItem(id: string) {
  const index = await readIndex();
  const item = index.find((other) => other.id === id);
  // A URL another saved item also reads (a unit's list) stays.
  const stillUsed = new Set(index.filter((other) => other.id !== id).flatMap((other) => other.urls));
  const cache = await caches.open(SAVED_CACHE);
  await Promise.all((item?.urls ?? []).filter((url) => !stillUsed.has(url)).map((url) => cache.delete(url)));
  await set(INDEX_KEY, index.filter((other) => other.id !== id), offlineStore());
}

/** The notes and papers saved on this device (decision 083). */
export function useSavedItems() {
  return useQuery({ queryKey: savedKeys.all, queryFn: readIndex, staleTime: Infinity, networkMode: 'always' });
}

export function useSaveForOffline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveItem, onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }) });
}

export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeItem, networkMode: 'always', onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }) });
}
