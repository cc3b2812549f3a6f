import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GradedQuestion, ScoreBreakdown, SubmittedAttempt } from '@common/practice';
import { renderWithProviders } from '@/test/harness';
import { textsWithLatinDigits, readInNepali } from '@/test/language';
import { refusedStorageKey } from './answer-queue';
import { AttemptResult } from './attempt-result';

const question = (position: number, overrides: Partial<GradedQuestion>): GradedQuestion => ({
  position,
  question: 'Which lens converges light?',
  options: { A: 'Convex', B: 'Concave', C: 'Plane glass', D: 'Prism' },
  subjectName: 'Physics',
  unit: 'Optics',
  marks: 1,
  chosenAnswer: 'A',
  isVisited: true,
  isMarkedForReview: false,
  timeSpentMs: 125_000,
  correctAnswer: 'A',
  explanation: 'A convex lens brings parallel rays to a focus.',
  topics: ['Lenses'],
  isCorrect: true,
  marksAwarded: 1,
  isKeyWithheld: false,
  ...overrides,
});

const line = (unit: string | null): ScoreBreakdown => ({
  subjectName: 'Physics',
  unit,
  questions: 2,
  correct: 1,
  wrong: 1,
  unanswered: 0,
  score: 0.75,
  maxScore: 2,
  percentage: 37.5,
});

/** A graded two-question mock test with negative marking: one right, one wrong. */
const result: SubmittedAttempt = {
  id: 'attempt-1',
  kind: 'mock_test',
  title: 'Physics Mock Test',
  mockTestId: 'mock-1',
  subjectSlug: 'physics',
  unitSlug: null,
  startedAt: '2026-11-22T05:00:00.000Z',
  deadlineAt: '2026-11-22T05:30:00.000Z',
  serverNow: '2026-11-22T05:20:00.000Z',
  negativeMarkFraction: 0.25,
  maxScore: 2,
  currentPosition: 2,
  status: 'submitted',
  submittedAt: '2026-11-22T05:20:00.000Z',
  score: 0.75,
  percentage: 37.5,
  correctCount: 1,
  wrongCount: 1,
  unansweredCount: 0,
  totalTimeMs: 3_725_000,
  questions: [question(1, {}), question(2, { chosenAnswer: 'B', isCorrect: false, marksAwarded: -0.25, timeSpentMs: 44_600 })],
  bySubject: [line(null)],
  byUnit: [line('Optics')],
};

describe('the attempt result', () => {
  it('shows the score, marks, times and breakdown', () => {
    renderWithProviders(<AttemptResult result={result} actions={null} />);
    expect(screen.getByTestId('result-percentage').textContent).toBe('37.5%');
    expect(screen.getByText(/^0.75 of 2 marks · 25% of a question's marks deducted for each wrong answer$/)).toBeTruthy();
    expect(screen.getByText('1 h 02 min')).toBeTruthy();
    expect(screen.getByText('Time 45 s · Marks −0.25')).toBeTruthy();
    expect(screen.getAllByText('0.75/2 (37.5%)')).toHaveLength(2);
  });

  it('says why a question has no key while a test with it is open', () => {
    const withheld = question(1, { correctAnswer: null, explanation: null, isCorrect: null, marksAwarded: null, isKeyWithheld: true });
    renderWithProviders(<AttemptResult result={{ ...result, questions: [withheld] }} actions={null} />);
    const card = screen.getByTestId('graded-question');
    expect(card.dataset.verdict).toBe('withheld');
    expect(card.textContent).toContain('Answer hidden');
    expect(card.textContent).toContain('The answer and explanation show once you submit the test you have open with this question.');
    expect(card.textContent).not.toContain('Correct answer');
    expect(card.textContent).not.toContain('Marks');
  });

  it('names the answers that reached the server after the time was up and were refused', async () => {
    window.sessionStorage.setItem(refusedStorageKey('attempt-late'), JSON.stringify([2, 5]));
    renderWithProviders(<AttemptResult result={{ ...result, id: 'attempt-late' }} actions={null} />);
    expect(screen.getByTestId('refused-answers').textContent).toBe('These answers reached the server after the time was up and were not counted: questions 2, 5.');
    await readInNepali();
    renderWithProviders(<AttemptResult result={{ ...result, id: 'attempt-late' }} actions={null} />);
    expect(screen.getAllByTestId('refused-answers').at(-1)!.textContent).toBe('यी उत्तरहरू समय सकिएपछि सर्भरमा पुगे र गनिएनन्: प्रश्न २, ५।');
    window.sessionStorage.removeItem(refusedStorageKey('attempt-late'));
  });

  it('adds a refusal that arrives while the result is already showing', async () => {
    renderWithProviders(<AttemptResult result={{ ...result, id: 'attempt-overtaken' }} actions={null} />);
    expect(screen.queryByTestId('refused-answers')).toBeNull();
    window.sessionStorage.setItem(refusedStorageKey('attempt-overtaken'), JSON.stringify([3]));
    act(() => void window.dispatchEvent(new Event('pariksha:refused-answers')));
    expect(screen.getByTestId('refused-answers').textContent).toBe('This answer reached the server after the time was up and was not counted: question 3.');
    window.sessionStorage.removeItem(refusedStorageKey('attempt-overtaken'));
  });

  it('writes every number in Devanagari digits when Nepali is chosen', async () => {
    await readInNepali();
    const { container } = renderWithProviders(<AttemptResult result={result} actions={null} />);
    expect(screen.getByTestId('result-percentage').textContent).toBe('३७.५%');
    expect(screen.getByText('१ घण्टा ०२ मिनेट')).toBeTruthy();
    // The page itself (a toast of an earlier test may still be showing beside it).
    expect(textsWithLatinDigits(container.firstElementChild as HTMLElement)).toEqual([]);
  });
});
