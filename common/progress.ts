import { z } from 'zod';

export * from './progress-rules';

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
