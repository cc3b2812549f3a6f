import { useMutation, useQuery } from '@tanstack/react-query';
import type { ActivityItem, DashboardStats, UpcomingExam } from '@common/progress';
import { api } from '@/lib/api';

export const progressKeys = {
  all: ['progress'] as const,
  stats: () => [...progressKeys.all, 'stats'] as const,
  activity: () => [...progressKeys.all, 'activity'] as const,
  exams: (limit: number | undefined) => [...progressKeys.all, 'exams', limit ?? 'all'] as const,
};

/** Tests Completed, Average Score, Study Streak and Overall Progress, computed on the server. */
export function useDashboardStats() {
  return useQuery({
    queryKey: progressKeys.stats(),
    queryFn: ({ signal }) => api<DashboardStats>('/api/progress/stats', { signal }),
  });
}

/** The last 10 activities. */
export function useRecentActivity() {
  return useQuery({
    queryKey: progressKeys.activity(),
    queryFn: ({ signal }) => api<{ items: ActivityItem[] }>('/api/progress/activity', { signal }),
    select: (data) => data.items,
  });
}

/** Active exams from today on: `limit` for the dashboard, none for the full list. */
export function useUpcomingExams(limit?: number) {
  return useQuery({
    queryKey: progressKeys.exams(limit),
    queryFn: ({ signal }) => api<{ exams: UpcomingExam[] }>('/api/progress/upcoming-exams', { signal, query: { limit } }),
    select: (data) => data.exams,
  });
}

/** Records the dashboard visit (once per Nepal day on the server). */
export function useRecordDashboardView() {
  return useMutation({ mutationFn: () => api<void>('/api/progress/dashboard-views', { method: 'POST' }) });
}
