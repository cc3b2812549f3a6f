// No zod here: the browser's first screens (the signed-in header, the dashboard) use these without loading zod, which
// only forms need (decision 090). progress.ts re-exports them for everyone else.

/** Recent Activity shows this many rows (seed 000 section 9). */
export const RECENT_ACTIVITY_LIMIT = 10;
/** The dashboard's Upcoming Exams shows this many (seed 000 section 9). */
export const DASHBOARD_EXAM_LIMIT = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Consecutive days with at least one completion, counted back from today (seed 000 section 4).
 * Days are calendar days in the student's time zone (Nepal), as YYYY-MM-DD; 0 when today has none.
 */
export function studyStreak(completionDays: Iterable<string>, today: string): number {
  const days = new Set(completionDays);
  let streak = 0;
  for (let day = today; days.has(day); day = previousDay(day)) streak++;
  return streak;
}

/** The mean of some percentages, rounded to a whole number; 0 for none. */
export function roundedAverage(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** The Average Score card's text: '--%' when there is no score yet (seed 000, Student dashboard). */
export function formatAverageScore(averageScore: number): string {
  return averageScore === 0 ? '--%' : `${averageScore}%`;
}

/** Score badge colour (seed 000 section 9): 80 and above default, 60 and above secondary, below destructive. */
export function scoreBadgeVariant(score: number): 'default' | 'secondary' | 'destructive' {
  if (score >= 80) return 'default';
  if (score >= 60) return 'secondary';
  return 'destructive';
}

/**
 * Change from a previous value in percent (seed 000 section 9): +100 when the previous was 0 and the
 * current is above 0 (0 when both are 0), otherwise rounded to one decimal.
 */
export function percentChange(previous: number, current: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** '+12.5%', '-3%', '0%': a percent change with its sign. */
export function formatPercentChange(change: number): string {
  return `${change > 0 ? '+' : ''}${change}%`;
}
