import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedAnswer } from '@common/practice';
import { api, ApiError, isRetryable } from '@/lib/api';
import { AnswerQueue, readRefusedAnswers, readStoredAnswers, type AnswerPatch, type QueueSnapshot } from './answer-queue';
import { answerStorage, attemptsWithUnsentAnswers, loadDurableAnswers } from './answer-storage';

/** Changes to an attempt's answers a previous page left unsent, to show them before they are resent. */
export const storedAnswers = (attemptId: string) => new Map(readStoredAnswers(answerStorage, attemptId));
const REFUSED_EVENT = 'pariksha:refused-answers';

/**
 * The questions whose answer reached the server after the time was up and was refused (this browser's queue). Kept
 * up to date: a refusal may come after the result is on screen (a slow save overtaken by the automatic submission).
 */
export function useRefusedAnswers(attemptId: string) {
  const [refused, setRefused] = useState(() => readRefusedAnswers(answerStorage, attemptId));
  useEffect(() => {
    const reread = () => setRefused(readRefusedAnswers(answerStorage, attemptId));
    reread();
    window.addEventListener(REFUSED_EVENT, reread);
    return () => window.removeEventListener(REFUSED_EVENT, reread);
  }, [attemptId]);
  return refused;
}

// The queues open in this tab, one per attempt: a screen's, or a replay of answers a closed tab left.
const openQueues = new Map<string, AnswerQueue>();

type QueueHandlers = { onSaved?: (saved: SavedAnswer) => void; onClosed?: (error: unknown, refused: number[]) => void; onChange?: (snapshot: QueueSnapshot) => void };

/** The one way answers reach the server: PUT /api/attempts/:id/answers/:position, one change at a time, kept until sent. */
function openAnswerQueue(attemptId: string, handlers: QueueHandlers) {
  return new AnswerQueue({
    attemptId,
    storage: answerStorage,
    send: (position, patch) => api<SavedAnswer>(`/api/attempts/${attemptId}/answers/${position}`, { method: 'PUT', body: patch }),
    // Network failures and gateway errors are retried; a refusal (deadline passed, submitted) closes the queue.
    isRetryable: (error) => isRetryable(error) || (error instanceof ApiError && error.status >= 500),
    onChange: handlers.onChange,
    onSaved: handlers.onSaved,
    onClosed: (error, refused) => {
      if (refused.length) window.dispatchEvent(new Event(REFUSED_EVENT));
      handlers.onClosed?.(error, refused);
    },
  });
}

const REPLAY_TIMEOUT_MS = 60_000;

/**
 * Sends the answers a closed tab or a restarted phone left in IndexedDB (decision 084): on the signed-in app's load and
 * whenever the connection returns (Background Sync is Chromium-only). The server's deadline still rules: what it
 * refuses is kept for the result screen, which names those questions.
 */
export async function replayUnsentAnswers() {
  await loadDurableAnswers();
  for (const attemptId of attemptsWithUnsentAnswers()) {
    const open = openQueues.get(attemptId);
    if (open) {
      open.retryNow();
      continue;
    }
    const queue = openAnswerQueue(attemptId, {});
    openQueues.set(attemptId, queue);
    void queue.flush(REPLAY_TIMEOUT_MS).then(() => {
      // Still unsent after a minute: left in storage for the next load or the next time the connection returns.
      queue.dispose();
      if (openQueues.get(attemptId) === queue) openQueues.delete(attemptId);
    });
  }
}

/**
 * The answer queue of one attempt for a screen: `save` queues a change, `status` drives the Saved / Saving /
 * Offline indicator, `flush` waits for the last save before submitting. Back online, it retries at once.
 */
export function useAnswerQueue(attemptId: string, handlers: Omit<QueueHandlers, 'onChange'> = {}) {
  const [snapshot, setSnapshot] = useState<QueueSnapshot>({ status: 'idle', unsent: 0 });
  const queueRef = useRef<AnswerQueue | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    // The screen takes over from a replay of the same attempt (what it had not sent is still in storage).
    openQueues.get(attemptId)?.dispose();
    const queue = openAnswerQueue(attemptId, {
      onChange: setSnapshot,
      onSaved: (saved) => handlersRef.current.onSaved?.(saved),
      onClosed: (error, refused) => handlersRef.current.onClosed?.(error, refused),
    });
    openQueues.set(attemptId, queue);
    queueRef.current = queue;
    setSnapshot(queue.snapshot());
    const retry = () => queue.retryNow();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      queue.dispose();
      if (openQueues.get(attemptId) === queue) openQueues.delete(attemptId);
      queueRef.current = null;
    };
  }, [attemptId]);

  const save = useCallback((position: number, patch: AnswerPatch) => queueRef.current?.save(position, patch), []);
  const flush = useCallback((timeoutMs: number) => queueRef.current?.flush(timeoutMs) ?? Promise.resolve(false), []);
  return { save, flush, status: snapshot.status, unsent: snapshot.unsent };
}
