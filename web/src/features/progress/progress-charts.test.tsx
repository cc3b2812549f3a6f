import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsResponse } from '@common/practice';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { readInNepali, textsWithLatinDigits } from '@/test/language';
import { ProgressCharts } from './progress-charts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const day = (date: string, subjectSlug: string, answered: number, correct: number) => ({
  date,
  subjectSlug,
  subjectName: subjectSlug === 'physics' ? 'Physics' : 'Chemistry',
  unitSlug: 'unit',
  unit: 'Unit',
  answered,
  correct,
});

const analytics: AnalyticsResponse = {
  totals: { answered: 30, correct: 18, accuracy: 60, averageTimeMs: 40_000, attempts: 3 },
  bySubject: [],
  byUnit: [],
  weakestTopics: [
    { topic: 'Lenses', subjectName: 'Physics', answered: 5, correct: 1, accuracy: 20 },
    { topic: 'Kinetics', subjectName: 'Chemistry', answered: 4, correct: 2, accuracy: 50 },
  ],
  // Two subjects on 20 November add up to one day; 22 November comes after it even though it is listed first.
  timeline: [day('2026-11-22', 'physics', 10, 8), day('2026-11-20', 'physics', 10, 5), day('2026-11-20', 'chemistry', 10, 5)],
  recentScores: [],
};

const empty: AnalyticsResponse = { ...analytics, totals: { ...analytics.totals, answered: 0, correct: 0, accuracy: 0 }, weakestTopics: [], timeline: [] };

const tables = async () => {
  await screen.findByTestId('progress-charts');
  return screen.getAllByTestId('chart-table');
};
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));

describe('the dashboard charts', () => {
  it('give screen readers the numbers of both charts as tables: accuracy per day, oldest first, and the weakest topics', async () => {
    stubApi({ 'GET /api/practice/analytics': () => json(200, analytics) });
    renderWithProviders(<ProgressCharts />);
    const [overTime, weakest] = await tables();
    expect(within(overTime!).getByText('Progress over time', { selector: 'caption' })).toBeTruthy();
    expect(rowsOf(overTime!)).toEqual([
      ['20 Nov 2026', '20', '50%'],
      ['22 Nov 2026', '10', '80%'],
    ]);
    expect(rowsOf(weakest!)).toEqual([
      ['Lenses', 'Physics', '5', '20%'],
      ['Kinetics', 'Chemistry', '4', '50%'],
    ]);
  });

  it('link each chart to Analytics, the practice page’s analytics view', async () => {
    stubApi({ 'GET /api/practice/analytics': () => json(200, analytics) });
    renderWithProviders(<ProgressCharts />);
    await tables();
    for (const name of ['Open Analytics: Progress over time', 'Open Analytics: Weakest topics']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/mcq?view=analytics');
    }
  });

  it('invite a student with no answers yet to practise instead of drawing empty charts', async () => {
    stubApi({ 'GET /api/practice/analytics': () => json(200, empty) });
    renderWithProviders(<ProgressCharts />);
    expect(await screen.findByText('No progress to show yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start practising' }).getAttribute('href')).toBe('/mcq');
    expect(screen.queryByTestId('chart-table')).toBeNull();
  });

  it('write days in Bikram Sambat and every number in Devanagari digits in Nepali', async () => {
    await readInNepali();
    stubApi({ 'GET /api/practice/analytics': () => json(200, analytics) });
    const { container } = renderWithProviders(<ProgressCharts />);
    const [overTime] = await tables();
    // 20 November 2026 is 4 Mangsir 2083.
    expect(rowsOf(overTime!)[0]).toEqual(['२०८३ मङ्सिर ४ (२०२६ नोभे. २०)', '२०', '५०%']);
    expect(textsWithLatinDigits(container)).toEqual([]);
  });
});
