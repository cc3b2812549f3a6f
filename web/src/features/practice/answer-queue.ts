import type { SaveAnswerBody, SavedAnswer } from '@common/practice';

export type AnswerPatch = SaveAnswerBody;
/** idle: everything saved; saving: a save in flight; retrying: the last try failed, trying again soon; closed: the server refuses more. */
export type QueueStatus = 'idle' | 'saving' | 'retrying' | 'closed';
export type QueueSnapshot = { status: QueueStatus; unsent: number };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type AnswerQueueOptions = {
  attemptId: string;
  send: (position: number, patch: AnswerPatch) => Promise<SavedAnswer>;
  /** Tells a failure worth retrying (network, 5xx) from a refusal (deadline passed, submitted). */
  isRetryable: (error: unknown) => boolean;
  storage?: StorageLike | null;
  onChange?: (snapshot: QueueSnapshot) => void;
  onSaved?: (saved: SavedAnswer) => void;
  /** The server refused a change (time up, submitted): no more are sent; `refused` lists the questions whose answer it did not take. */
  onClosed?: (error: unknown, refused: number[]) => void;
  retryDelaysMs?: readonly number[];
};

const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 5000, 10000] as const;

/** A later change to the same question wins, except time spent, which only grows. */
export function mergePatch(older: AnswerPatch | undefined, newer: AnswerPatch): AnswerPatch {
  if (!older) return { ...newer };
  const merged: AnswerPatch = { ...older, ...newer };
  if (older.timeSpentMs !== undefined || newer.timeSpentMs !== undefined) {
    merged.timeSpentMs = Math.max(older.timeSpentMs ?? 0, newer.timeSpentMs ?? 0);
  }
  return merged;
}

export const answerStorageKey = (attemptId: string) => `pariksha:answers:${attemptId}`;
export const refusedStorageKey = (attemptId: string) => `pariksha:refused:${attemptId}`;

/** The questions whose answer the server refused when it closed the attempt (kept for the result screen). */
export function readRefusedAnswers(storage: StorageLike | null | undefined, attemptId: string): number[] {
  try {
    const parsed = JSON.parse(storage?.getItem(refusedStorageKey(attemptId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((position): position is number => Number.isInteger(position)) : [];
  } catch {
    return [];
  }
}

/** The changes a page left unsent for an attempt (shown at once after a reload, then resent). */
export function readStoredAnswers(storage: StorageLike | null | undefined, attemptId: string): [number, AnswerPatch][] {
  try {
    const raw = storage?.getItem(answerStorageKey(attemptId));
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed) ? (parsed as [number, AnswerPatch][]).filter(([position]) => Number.isInteger(position)) : [];
  } catch {
    return [];
  }
}

/**
 * Sends a student's answers one at a time, in order, keeping only the latest change per question. Unsent changes
 * live in memory and in sessionStorage, so neither a dropped connection nor a reload loses them: failures are
 * retried after 1, 2, 5, then every 10 s, and a new queue for the same attempt resends what the last one left.
 */
export class AnswerQueue {
  private readonly pending = new Map<number, AnswerPatch>();
  private inFlight: { position: number; patch: AnswerPatch } | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private isClosed = false;
  private isDisposed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: AnswerQueueOptions) {
    for (const [position, patch] of readStoredAnswers(options.storage, options.attemptId)) this.pending.set(position, patch);
    if (this.pending.size) queueMicrotask(() => this.pump());
  }

  /** Changes the server has not confirmed yet (including those left from before a reload). */
  unsent(): Map<number, AnswerPatch> {
    const all = new Map<number, AnswerPatch>();
    if (this.inFlight) all.set(this.inFlight.position, this.inFlight.patch);
    for (const [position, patch] of this.pending) all.set(position, mergePatch(all.get(position), patch));
    return all;
  }

  snapshot(): QueueSnapshot {
    const unsent = this.unsent().size;
    if (this.isClosed) return { status: 'closed', unsent };
    if (this.retryTimer) return { status: 'retrying', unsent };
    return { status: this.inFlight || this.pending.size ? 'saving' : 'idle', unsent };
  }

  save(position: number, patch: AnswerPatch) {
    if (this.isClosed || this.isDisposed) return;
    this.pending.set(position, mergePatch(this.pending.get(position), patch));
    this.persist();
    this.changed();
    this.pump();
  }

  /** Tries again at once (the browser came back online). */
  retryNow() {
    if (!this.retryTimer) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.pump();
  }

  /** Resolves true once everything is saved, false if that takes longer than the timeout or the queue closed. */
  flush(timeoutMs: number): Promise<boolean> {
    this.retryNow();
    if (this.isIdle()) return Promise.resolve(!this.isClosed);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve(!this.isClosed);
      });
    });
  }

  dispose() {
    this.isDisposed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private isIdle() {
    return this.isClosed || (!this.inFlight && this.pending.size === 0);
  }

  private pump() {
    if (this.isClosed || this.isDisposed || this.inFlight || this.retryTimer) return;
    const next = this.pending.entries().next();
    if (next.done) {
      this.settleWaiters();
      return;
    }
    const [position, patch] = next.value;
    this.pending.delete(position);
    this.inFlight = { position, patch };
    this.changed();
    this.options.send(position, patch).then(
      (saved) => {
        this.inFlight = null;
        this.failures = 0;
        this.persist();
        this.options.onSaved?.(saved);
        this.changed();
        this.pump();
      },
      (error: unknown) => {
        this.inFlight = null;
        if (this.options.isRetryable(error)) {
          // Put it back under anything newer for the same question.
          this.pending.set(position, mergePatch(patch, this.pending.get(position) ?? {}));
          const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
          const delay = delays[Math.min(this.failures, delays.length - 1)]!;
          this.failures++;
          if (!this.isDisposed) {
            this.retryTimer = setTimeout(() => {
              this.retryTimer = null;
              this.pump();
            }, delay);
          }
        } else {
          // What was refused: this change and any waiting behind it that chose or cleared an answer.
          const refused = [...this.pending.entries(), [position, patch] as const]
            .filter(([, unsent]) => unsent.answer !== undefined)
            .map(([unsentPosition]) => unsentPosition)
            .sort((a, b) => a - b);
          this.isClosed = true;
          this.pending.clear();
          this.persist();
          this.keepRefused(refused);
          this.options.onClosed?.(error, refused);
          this.settleWaiters();
        }
        this.changed();
      },
    );
  }

  private settleWaiters() {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const waiter of waiters) waiter();
  }

  private changed() {
    this.options.onChange?.(this.snapshot());
  }

  private keepRefused(refused: number[]) {
    if (!refused.length) return;
    try {
      this.options.storage?.setItem(refusedStorageKey(this.options.attemptId), JSON.stringify(refused));
    } catch {
      // Storage blocked: the result screen cannot name them, the answers are lost either way.
    }
  }

  private persist() {
    const storage = this.options.storage;
    if (!storage) return;
    const key = answerStorageKey(this.options.attemptId);
    try {
      const unsent = [...this.unsent()];
      if (unsent.length) storage.setItem(key, JSON.stringify(unsent));
      else storage.removeItem(key);
    } catch {
      // Storage full or blocked: the answers are still in memory and being retried.
    }
  }
}
