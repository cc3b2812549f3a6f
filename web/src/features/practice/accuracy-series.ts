import type { AnalyticsResponse } from '@common/practice';
import { accuracyPercent } from '@common/practice-rules';
import type { ChartRow, ChartSeries } from './accuracy-chart';

type Timeline = AnalyticsResponse['timeline'];

/**
 * Chart data for accuracy over time: one line per subject, or, for one subject, one line per unit.
 * Each point is that day's accuracy (correct ÷ answered); days without answers for a line are left empty.
 */
export function buildAccuracySeries(timeline: Timeline, subjectSlug: string | null): { rows: ChartRow[]; series: ChartSeries[] } {
  const entries = subjectSlug ? timeline.filter((entry) => entry.subjectSlug === subjectSlug) : timeline;
  const keyOf = (entry: Timeline[number]) => (subjectSlug ? entry.unitSlug : entry.subjectSlug);
  const labelOf = (entry: Timeline[number]) => (subjectSlug ? entry.unit : entry.subjectName);

  const series = new Map<string, string>();
  const days = new Map<string, Map<string, { answered: number; correct: number }>>();
  for (const entry of entries) {
    const key = keyOf(entry);
    series.set(key, labelOf(entry));
    const day = days.get(entry.date) ?? new Map<string, { answered: number; correct: number }>();
    const counts = day.get(key) ?? { answered: 0, correct: 0 };
    day.set(key, { answered: counts.answered + entry.answered, correct: counts.correct + entry.correct });
    days.set(entry.date, day);
  }
  const rows = [...days.keys()].sort().map((date) => {
    const row: ChartRow = { date };
    for (const key of series.keys()) {
      const counts = days.get(date)!.get(key);
      row[key] = counts ? accuracyPercent(counts.correct, counts.answered) : null;
    }
    return row;
  });
  return { rows, series: [...series].map(([key, label]) => ({ key, label })) };
}

/** Accuracy of all answers per day (every subject together), oldest first: the dashboard's progress over time. */
export function overallAccuracyByDay(timeline: Timeline): { date: string; answered: number; accuracy: number }[] {
  const days = new Map<string, { answered: number; correct: number }>();
  for (const entry of timeline) {
    const counts = days.get(entry.date) ?? { answered: 0, correct: 0 };
    days.set(entry.date, { answered: counts.answered + entry.answered, correct: counts.correct + entry.correct });
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, counts]) => ({ date, answered: counts.answered, accuracy: accuracyPercent(counts.correct, counts.answered) }));
}
