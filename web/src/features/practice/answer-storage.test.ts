import 'fake-indexeddb/auto';
import { get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineStore, wipeOfflineData } from '@/features/offline/offline-data';
import { json, stubApi } from '@/test/harness';
import { answerStorageKey, readRefusedAnswers } from './answer-queue';

const ATTEMPT = 'attempt-left-by-a-closed-tab';

/** A page load: the modules start again with an empty sessionStorage (a new tab), IndexedDB is what the phone kept. */
async function newPage() {
  sessionStorage.clear();
  vi.resetModules();
  return {
    storage: await import('./answer-storage'),
    queue: await import('./use-answer-queue'),
  };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await wipeOfflineData();
});

describe('answers chosen offline', () => {
  it('survive a closed tab in IndexedDB and are sent on the next load, then forgotten', async () => {
    const first = await newPage();
    await first.storage.loadDurableAnswers();
    first.storage.answerStorage.setItem(answerStorageKey(ATTEMPT), JSON.stringify([[2, { answer: 'C', timeSpentMs: 4000 }]]));
    await vi.waitFor(async () => expect(await get(answerStorageKey(ATTEMPT), offlineStore())).toBeTruthy());

    const second = await newPage();
    const saved: unknown[] = [];
    stubApi({
      [`PUT /api/attempts/${ATTEMPT}/answers/2`]: (init) => {
        saved.push(JSON.parse(String(init?.body)));
        return json(200, { position: 2, chosenAnswer: 'C', isMarkedForReview: false, timeSpentMs: 4000, serverNow: new Date().toISOString() });
      },
    });
    await second.queue.replayUnsentAnswers();
    await vi.waitFor(() => expect(saved).toEqual([{ answer: 'C', timeSpentMs: 4000 }]));
    await vi.waitFor(async () => expect(await get(answerStorageKey(ATTEMPT), offlineStore())).toBeUndefined());
    expect(second.storage.attemptsWithUnsentAnswers()).toEqual([]);
  });

  it('that the server refuses as late are named for the result screen, in any tab', async () => {
    const first = await newPage();
    await first.storage.loadDurableAnswers();
    first.storage.answerStorage.setItem(answerStorageKey(ATTEMPT), JSON.stringify([[3, { answer: 'B' }]]));
    await vi.waitFor(async () => expect(await get(answerStorageKey(ATTEMPT), offlineStore())).toBeTruthy());

    const second = await newPage();
    stubApi({
      [`PUT /api/attempts/${ATTEMPT}/answers/3`]: () => json(409, { error: { code: 'deadline_passed', message: 'Time is up: answers are no longer accepted for this test.' } }),
    });
    await second.queue.replayUnsentAnswers();
    await vi.waitFor(() => expect(readRefusedAnswers(second.storage.answerStorage, ATTEMPT)).toEqual([3]));

    const third = await newPage();
    await third.storage.loadDurableAnswers();
    expect(readRefusedAnswers(third.storage.answerStorage, ATTEMPT)).toEqual([3]);
    expect(third.storage.attemptsWithUnsentAnswers()).toEqual([]);
  });

  it('are wiped at sign-out (a shared phone)', async () => {
    const page = await newPage();
    page.storage.answerStorage.setItem(answerStorageKey(ATTEMPT), JSON.stringify([[1, { answer: 'A' }]]));
    await vi.waitFor(async () => expect(await get(answerStorageKey(ATTEMPT), offlineStore())).toBeTruthy());
    await wipeOfflineData();
    const next = await newPage();
    await next.storage.loadDurableAnswers();
    expect(next.storage.attemptsWithUnsentAnswers()).toEqual([]);
  });
});
