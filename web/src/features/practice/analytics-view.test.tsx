import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsResponse } from '@common/practice';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { readInNepali, textsWithLatinDigits } from '@/test/language';
import { AnalyticsView } from './analytics-view';

afterEach(() => {
  vi.unstubAllGlobals();
});

const accuracy = { answered: 40, correct: 29, accuracy: 72.5 };

/** A student's analytics with one subject, one unit and one scored mock test (no recent answers for the chart). */
const analytics: AnalyticsResponse = {
  totals: { ...accuracy, averageTimeMs: 95_000, attempts: 6 },
  bySubject: [{ subjectSlug: 'physics', subjectName: 'Physics', ...accuracy, averageTimeMs: 95_000 }],
  byUnit: [{ subjectSlug: 'physics', subjectName: 'Physics', unitSlug: 'optics', unit: 'Optics', ...accuracy }],
  weakestTopics: [{ topic: 'Lenses', subjectName: 'Physics', ...accuracy }],
  timeline: [],
  recentScores: [
    {
      id: 'attempt-1',
      kind: 'mock_test',
      title: 'Physics Mock Test',
      status: 'submitted',
      mockTestId: 'mock-1',
      startedAt: '2026-11-21T18:00:00.000Z',
      deadlineAt: '2026-11-21T18:30:00.000Z',
      // 00:15 on 22 November in Nepal.
      submittedAt: '2026-11-21T18:30:00.000Z',
      percentage: 80,
    },
  ],
};

describe('the analytics view', () => {
  it('dates a recent score by its day in Nepal', async () => {
    stubApi({ 'GET /api/practice/analytics': () => json(200, analytics) });
    renderWithProviders(<AnalyticsView />);
    expect(await screen.findByText(/Mock test · 22 Nov 2026/)).toBeTruthy();
    expect(screen.getByText('1 min 35 s')).toBeTruthy();
  });

  it('follows the chosen language: Devanagari digits in Nepali', async () => {
    await readInNepali();
    stubApi({ 'GET /api/practice/analytics': () => json(200, analytics) });
    const { container } = renderWithProviders(<AnalyticsView />);
    expect((await screen.findAllByText('७२.५%')).length).toBeGreaterThan(0);
    expect(textsWithLatinDigits(container.firstElementChild as HTMLElement)).toEqual([]);
  });
});
