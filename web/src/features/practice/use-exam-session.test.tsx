import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InProgressAttempt, SaveAnswerBody } from '@common/practice';
import { createQueryClient } from '@/lib/query-client';
import { buildAttemptQuestion, buildInProgressAttempt } from '@/test/factories';
import { json, stubApi } from '@/test/harness';
import { practiceKeys } from './queries';
import { useExamSession } from './use-exam-session';

const SERVER_NOW = '2026-11-22T06:00:00.000Z';

/** A three-question mock test resumed on question 2, with question 1 already answered. */
const buildAttempt = (overrides: Partial<InProgressAttempt> = {}): InProgressAttempt =>
  buildInProgressAttempt(SERVER_NOW, {
    currentPosition: 2,
    questions: [buildAttemptQuestion(1, { chosenAnswer: 'A', isVisited: true }), buildAttemptQuestion(2, { isVisited: true }), buildAttemptQuestion(3)],
    ...overrides,
  });

type Call = { kind: 'save'; position: number; body: SaveAnswerBody } | { kind: 'submit' };

/** The attempt's API: answers are saved (each after `saveDelayMs`), submission grades it; every call is recorded in order. */
function stubAttemptApi(attempt: InProgressAttempt, saveDelayMs = 0) {
  const calls: Call[] = [];
  const graded = { ...attempt, status: 'submitted' };
  const saves = Object.fromEntries(
    attempt.questions.map(({ position }) => [
      `PUT /api/attempts/${attempt.id}/answers/${position}`,
      async (init: RequestInit | undefined) => {
        const body = JSON.parse(String(init?.body)) as SaveAnswerBody;
        await new Promise((resolve) => setTimeout(resolve, saveDelayMs));
        calls.push({ kind: 'save', position, body });
        return json(200, { position, chosenAnswer: body.answer ?? null, isMarkedForReview: !!body.isMarkedForReview, timeSpentMs: body.timeSpentMs ?? 0, serverNow: SERVER_NOW });
      },
    ]),
  );
  stubApi({
    ...saves,
    [`POST /api/attempts/${attempt.id}/submit`]: () => {
      calls.push({ kind: 'submit' });
      return json(200, graded);
    },
  });
  return calls;
}

function renderSession(attempt: InProgressAttempt) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => useExamSession(attempt, Date.now()), { wrapper }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useExamSession', () => {
  it('resumes where the student was and saves every change with the time spent', async () => {
    const attempt = buildAttempt();
    const calls = stubAttemptApi(attempt);
    const { result } = renderSession(attempt);
    expect(result.current.position).toBe(2);
    expect(result.current.answered).toBe(1);
    expect(result.current.hasUnvisited).toBe(true);
    expect(result.current.remainingMs).toBeGreaterThan(29 * 60_000);

    act(() => result.current.choose('C'));
    act(() => result.current.toggleMark());
    expect(result.current.current).toEqual({ chosen: 'C', isMarked: true, isVisited: true });
    expect([result.current.answered, result.current.marked]).toEqual([2, 1]);

    act(() => result.current.goTo(3));
    expect(result.current.position).toBe(3);
    expect(result.current.hasUnvisited).toBe(false);
    await waitFor(() => expect(result.current.saveStatus).toBe('idle'));
    const savedTwo = calls.filter((call) => call.kind === 'save' && call.position === 2).map((call) => (call.kind === 'save' ? call.body : null));
    // Changes to one question waiting in the queue are merged into one request.
    expect(savedTwo.at(-1)).toMatchObject({ answer: 'C', isMarkedForReview: true, timeSpentMs: expect.any(Number) });
    expect(calls).toContainEqual({ kind: 'save', position: 3, body: {} });
    expect(calls.some((call) => call.kind === 'submit')).toBe(false);
  });

  it('submits only once the last answer is saved', async () => {
    const attempt = buildAttempt();
    const calls = stubAttemptApi(attempt, 50);
    const { result, queryClient } = renderSession(attempt);
    act(() => result.current.choose('B'));
    act(() => result.current.submit());
    await waitFor(() => expect(calls.at(-1)).toEqual({ kind: 'submit' }));
    expect(calls).toContainEqual({ kind: 'save', position: 2, body: expect.objectContaining({ answer: 'B' }) });
    expect(calls.filter((call) => call.kind === 'submit')).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryData(practiceKeys.attempt(attempt.id))).toMatchObject({ status: 'submitted' }));
  });

  it('submits by itself when the time is up', async () => {
    const attempt = buildAttempt({ deadlineAt: new Date(Date.parse(SERVER_NOW) - 1000).toISOString() });
    const calls = stubAttemptApi(attempt);
    const { result } = renderSession(attempt);
    expect(result.current.isTimeUp).toBe(true);
    await waitFor(() => expect(calls).toContainEqual({ kind: 'submit' }));
    expect(calls.filter((call) => call.kind === 'submit')).toHaveLength(1);
  });
});
