import { z } from 'zod';

/** Recent Activity shows this many rows (seed 000 section 9). */
export const RECENT_ACTIVITY_LIMIT = 10;
/** The dashboard's Upcoming Exams shows this many (seed 000 section 9). */
export const DASHBOARD_EXAM_LIMIT = 3;

/** The dashboard's four numbers (seed 000 section 3: testsCompleted, averageScore, studyStreak, totalProgress). */
export const DashboardStatsSchema = z.object({
  testsCompleted: z.number().int(),
  /** Rounded mean score in percent; 0 when nothing was completed (shown as --%). */
  averageScore: z.number().int(),
  /** Consecutive Nepal days with a completion, ending today. */
  studyStreak: z.number().int(),
  /** Rounded mean of the completions' progress percentage. */
  totalProgress: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const ACTIVITY_TYPES = ['mcq', 'notes', 'mock_test', 'past_paper', 'review', 'dashboard_view'] as const;

export const ActivityItemSchema = z.object({
  id: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  contentTitle: z.string(),
  contentId: z.string().nullable(),
  subjectName: z.string().nullable(),
  progressPercentage: z.number().int().nullable(),
  completedAt: z.iso.datetime(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;
export const ActivityListResponse = z.object({ items: z.array(ActivityItemSchema) });

export const UpcomingExamSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  examDate: z.iso.date(),
  difficulty: z.enum(['Easy', 'Medium', 'Hard']),
  class: z.enum(['10', '12']),
  subjectName: z.string().nullable(),
});
export type UpcomingExam = z.infer<typeof UpcomingExamSchema>;
export const UpcomingExamsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });
export const UpcomingExamsResponse = z.object({ exams: z.array(UpcomingExamSchema) });

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
