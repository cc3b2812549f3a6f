import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAnswer } from '@common/practice';
import { AnswerQueue, answerStorageKey, mergePatch, readRefusedAnswers, type AnswerPatch, type QueueSnapshot } from './answer-queue';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

class NetworkDown extends Error {}
class Refused extends Error {}

/** A fake server: records what it received and fails while `down` is set. */
function fakeServer() {
  const received: [number, AnswerPatch][] = [];
  const state = { down: false, refuse: false, calls: 0 };
  const send = vi.fn(async (position: number, patch: AnswerPatch): Promise<SavedAnswer> => {
    state.calls++;
    await Promise.resolve();
    if (state.refuse) throw new Refused('deadline passed');
    if (state.down) throw new NetworkDown('offline');
    received.push([position, patch]);
    return {
      position,
      chosenAnswer: patch.answer ?? null,
      isMarkedForReview: patch.isMarkedForReview ?? false,
      timeSpentMs: patch.timeSpentMs ?? 0,
      serverNow: new Date().toISOString(),
    };
  });
  return { received, state, send };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('mergePatch', () => {
  it('lets later changes win but keeps the largest time spent', () => {
    expect(mergePatch({ answer: 'A', timeSpentMs: 9000 }, { answer: 'B', timeSpentMs: 4000 })).toEqual({ answer: 'B', timeSpentMs: 9000 });
    expect(mergePatch({ answer: 'A' }, { isMarkedForReview: true })).toEqual({ answer: 'A', isMarkedForReview: true });
    expect(mergePatch({ answer: 'A' }, { answer: null })).toEqual({ answer: null });
  });
});

describe('AnswerQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends changes one at a time, latest per question, and reports idle when all are saved', async () => {
    const server = fakeServer();
    const snapshots: QueueSnapshot[] = [];
    const queue = new AnswerQueue({ attemptId: 'a1', send: server.send, isRetryable: (e) => e instanceof NetworkDown, onChange: (s) => snapshots.push(s) });
    queue.save(1, { answer: 'A' });
    queue.save(2, { answer: 'B' });
    queue.save(2, { answer: 'C' });
    expect(server.send).toHaveBeenCalledTimes(1);
    await settle();
    expect(server.received).toEqual([
      [1, { answer: 'A' }],
      [2, { answer: 'C' }],
    ]);
    expect(queue.snapshot()).toEqual({ status: 'idle', unsent: 0 });
    expect(snapshots.some((s) => s.status === 'saving')).toBe(true);
  });

  it('keeps unsent answers through a dropped connection and resends them, losing none', async () => {
    const server = fakeServer();
    const storage = new MemoryStorage();
    const queue = new AnswerQueue({ attemptId: 'a2', send: server.send, isRetryable: (e) => e instanceof NetworkDown, storage });
    server.state.down = true;
    queue.save(1, { answer: 'A', timeSpentMs: 3000 });
    queue.save(2, { answer: 'D' });
    await settle();
    expect(queue.snapshot()).toEqual({ status: 'retrying', unsent: 2 });
    expect(JSON.parse(storage.getItem(answerStorageKey('a2'))!)).toEqual([
      [1, { answer: 'A', timeSpentMs: 3000 }],
      [2, { answer: 'D' }],
    ]);
    queue.save(1, { answer: 'B' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queue.snapshot().status).toBe('retrying');
    server.state.down = false;
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(server.received).toHaveLength(2);
    expect(server.received).toEqual(
      expect.arrayContaining([
        [2, { answer: 'D' }],
        [1, { answer: 'B', timeSpentMs: 3000 }],
      ]),
    );
    expect(queue.snapshot()).toEqual({ status: 'idle', unsent: 0 });
    expect(storage.getItem(answerStorageKey('a2'))).toBeNull();
  });

  it('resends what a previous page left in storage (a reload while offline)', async () => {
    const storage = new MemoryStorage();
    storage.setItem(answerStorageKey('a3'), JSON.stringify([[4, { answer: 'C' }]]));
    const server = fakeServer();
    const queue = new AnswerQueue({ attemptId: 'a3', send: server.send, isRetryable: () => true, storage });
    expect(queue.unsent().get(4)).toEqual({ answer: 'C' });
    await settle();
    expect(server.received).toEqual([[4, { answer: 'C' }]]);
  });

  it('retries at once when asked (back online), and flush waits for the last save', async () => {
    const server = fakeServer();
    const queue = new AnswerQueue({ attemptId: 'a4', send: server.send, isRetryable: () => true });
    server.state.down = true;
    queue.save(1, { answer: 'A' });
    await settle();
    server.state.down = false;
    const flushed = queue.flush(5000);
    await settle();
    expect(await flushed).toBe(true);
    expect(server.received).toEqual([[1, { answer: 'A' }]]);
  });

  it('closes on a refusal (the deadline passed) and tells the page', async () => {
    const server = fakeServer();
    const onClosed = vi.fn();
    const storage = new MemoryStorage();
    const queue = new AnswerQueue({ attemptId: 'a5', send: server.send, isRetryable: (e) => e instanceof NetworkDown, storage, onClosed });
    server.state.refuse = true;
    queue.save(1, { answer: 'A' });
    await settle();
    expect(onClosed).toHaveBeenCalledWith(expect.any(Refused), [1]);
    expect(readRefusedAnswers(storage, 'a5')).toEqual([1]);
    expect(queue.snapshot().status).toBe('closed');
    queue.save(2, { answer: 'B' });
    expect(server.state.calls).toBe(1);
    expect(await queue.flush(100)).toBe(false);
    expect(storage.getItem(answerStorageKey('a5'))).toBeNull();
  });

  it('names every queued answer the server refused when it closed, not the time-only changes', async () => {
    const server = fakeServer();
    const storage = new MemoryStorage();
    const onClosed = vi.fn();
    const queue = new AnswerQueue({ attemptId: 'a7', send: server.send, isRetryable: (e) => e instanceof NetworkDown, storage, onClosed });
    // Queued while the server was out; it comes back after the deadline and refuses.
    server.state.down = true;
    queue.save(4, { answer: 'C' });
    await settle();
    queue.save(2, { answer: 'A', timeSpentMs: 3000 });
    queue.save(3, { timeSpentMs: 5000 });
    queue.save(5, { answer: null });
    server.state.down = false;
    server.state.refuse = true;
    queue.retryNow();
    await settle();
    expect(onClosed).toHaveBeenCalledWith(expect.any(Refused), [2, 4, 5]);
    expect(readRefusedAnswers(storage, 'a7')).toEqual([2, 4, 5]);
    expect(readRefusedAnswers(storage, 'other')).toEqual([]);
  });

  it('gives up waiting in flush after the timeout while the server stays down', async () => {
    const server = fakeServer();
    const queue = new AnswerQueue({ attemptId: 'a6', send: server.send, isRetryable: () => true });
    server.state.down = true;
    queue.save(1, { answer: 'A' });
    const flushed = queue.flush(3000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await flushed).toBe(false);
    expect(queue.unsent().size).toBe(1);
    queue.dispose();
  });
});
