import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedAnswer } from '@common/practice';
import { api, ApiError, isRetryable } from '@/lib/api';
import { AnswerQueue, readRefusedAnswers, readStoredAnswers, type AnswerPatch, type QueueSnapshot } from './answer-queue';

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Changes to an attempt's answers a previous page left unsent, to show them before they are resent. */
export const storedAnswers = (attemptId: string) => new Map(readStoredAnswers(sessionStore(), attemptId));
const REFUSED_EVENT = 'pariksha:refused-answers';

/**
 * The questions whose answer reached the server after the time was up and was refused (this browser's queue). Kept
 * up to date: a refusal may come after the result is on screen (a slow save overtaken by the automatic submission).
 */
export function useRefusedAnswers(attemptId: string) {
  const [refused, setRefused] = useState(() => readRefusedAnswers(sessionStore(), attemptId));
  useEffect(() => {
    const reread = () => setRefused(readRefusedAnswers(sessionStore(), attemptId));
    reread();
    window.addEventListener(REFUSED_EVENT, reread);
    return () => window.removeEventListener(REFUSED_EVENT, reread);
  }, [attemptId]);
  return refused;
}

/**
 * The answer queue of one attempt for a screen: `save` queues a change, `status` drives the Saved / Saving /
 * Offline indicator, `flush` waits for the last save before submitting. Back online, it retries at once.
 */
export function useAnswerQueue(attemptId: string, handlers: { onSaved?: (saved: SavedAnswer) => void; onClosed?: (error: unknown, refused: number[]) => void } = {}) {
  const [snapshot, setSnapshot] = useState<QueueSnapshot>({ status: 'idle', unsent: 0 });
  const queueRef = useRef<AnswerQueue | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const queue = new AnswerQueue({
      attemptId,
      storage: sessionStore(),
      send: (position, patch) => api<SavedAnswer>(`/api/attempts/${attemptId}/answers/${position}`, { method: 'PUT', body: patch }),
      // Network failures and gateway errors are retried; a refusal (deadline passed, submitted) closes the queue.
      isRetryable: (error) => isRetryable(error) || (error instanceof ApiError && error.status >= 500),
      onChange: setSnapshot,
      onSaved: (saved) => handlersRef.current.onSaved?.(saved),
      onClosed: (error, refused) => {
        if (refused.length) window.dispatchEvent(new Event(REFUSED_EVENT));
        handlersRef.current.onClosed?.(error, refused);
      },
    });
    queueRef.current = queue;
    setSnapshot(queue.snapshot());
    const retry = () => queue.retryNow();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      queue.dispose();
      queueRef.current = null;
    };
  }, [attemptId]);

  const save = useCallback((position: number, patch: AnswerPatch) => queueRef.current?.save(position, patch), []);
  const flush = useCallback((timeoutMs: number) => queueRef.current?.flush(timeoutMs) ?? Promise.resolve(false), []);
  return { save, flush, status: snapshot.status, unsent: snapshot.unsent };
}
