import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminDashboardStats,
  AdminExamsQuery,
  AdminRecentActivity,
  AdminStudentActivity,
  AdminUpcomingExam,
  AdminUser,
  AdminUserCounts,
  AdminUsersFilter,
  AdminUsersQuery,
  AdminUsersResponse,
  AdminUsersTotal,
  CreateRecentActivityBody,
  CreateUpcomingExamBody,
  ExamSubject,
  SystemMonitor,
  SystemPerformance,
} from '@common/admin';
import type { PlanName, Role } from '@common/academics';
import { api } from '@/lib/api';

/** Every admin query lives under the `admin` root, which the realtime topics of its data invalidate. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'dashboard', 'stats'] as const,
  monitor: () => [...adminKeys.all, 'dashboard', 'monitor'] as const,
  performance: () => [...adminKeys.all, 'dashboard', 'performance'] as const,
  recentActivities: (limit: number) => [...adminKeys.all, 'recent-activities', limit] as const,
  studentActivities: () => [...adminKeys.all, 'student-activities'] as const,
  exams: (query: Partial<AdminExamsQuery>) => [...adminKeys.all, 'exams', query] as const,
  examSubjects: () => [...adminKeys.all, 'exam-subjects'] as const,
  users: (query: Partial<AdminUsersQuery>) => [...adminKeys.all, 'users', query] as const,
  userCounts: () => [...adminKeys.all, 'user-counts'] as const,
  usersTotal: (filter: AdminUsersFilter) => [...adminKeys.all, 'users-total', filter] as const,
};

/** The System Alerts and resource panel refreshes every 5 s, System Performance every 30 s (seed 001 section 9). */
export const MONITOR_REFRESH_MS = 5000;
export const PERFORMANCE_REFRESH_MS = 30_000;

export function useAdminDashboardStats() {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => api<AdminDashboardStats>('/api/admin/dashboard/stats', { signal }) });
}

// Measurements have no event to wait for: these two poll, and only while the dashboard is open.
export function useSystemMonitor() {
  return useQuery({
    queryKey: adminKeys.monitor(),
    queryFn: ({ signal }) => api<SystemMonitor>('/api/admin/dashboard/monitor', { signal }),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

export function useSystemPerformance() {
  return useQuery({
    queryKey: adminKeys.performance(),
    queryFn: ({ signal }) => api<SystemPerformance>('/api/admin/dashboard/performance', { signal }),
    refetchInterval: PERFORMANCE_REFRESH_MS,
  });
}

/** After an admin's own change: refetch the admin lists now rather than waiting for the realtime echo. */
function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useRecentActivities(limit: number) {
  return useQuery({
    queryKey: adminKeys.recentActivities(limit),
    queryFn: ({ signal }) => api<AdminRecentActivity[]>('/api/admin/recent-activities', { signal, query: { limit } }),
  });
}

export function useAddRecentActivity() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateRecentActivityBody>) =>
      api<AdminRecentActivity>('/api/admin/recent-activities', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useRemoveRecentActivity() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/recent-activities/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useStudentActivities() {
  return useQuery({ queryKey: adminKeys.studentActivities(), queryFn: ({ signal }) => api<AdminStudentActivity[]>('/api/admin/student-activities', { signal }) });
}

export function useAdminExams(query: Partial<AdminExamsQuery>) {
  return useQuery({
    queryKey: adminKeys.exams(query),
    queryFn: ({ signal }) => api<AdminUpcomingExam[]>('/api/admin/upcoming-exams', { signal, query }),
  });
}

export function useExamSubjects() {
  return useQuery({
    queryKey: adminKeys.examSubjects(),
    queryFn: ({ signal }) => api<ExamSubject[]>('/api/admin/upcoming-exams/subjects', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAddExam() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateUpcomingExamBody>) =>
      api<AdminUpcomingExam>('/api/admin/upcoming-exams', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** The dashboard-content page's delete: the exam stays, hidden from students. */
export function useHideExam() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => api<AdminUpcomingExam>(`/api/admin/upcoming-exams/${id}`, { method: 'PATCH', body: { isActive: false } }),
    onSuccess: invalidate,
  });
}

/** The activity page's delete: gone for good. */
export function useDeleteExam() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/upcoming-exams/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useAdminUsers(query: Partial<AdminUsersQuery>) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => api<AdminUsersResponse>('/api/admin/users', { signal, query }),
    // Typing in the search keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useUserCounts() {
  return useQuery({ queryKey: adminKeys.userCounts(), queryFn: ({ signal }) => api<AdminUserCounts>('/api/admin/users/counts', { signal }) });
}

/**
 * The pager's total for a search and role: counted once per filter, not per page or sort (decision 039). Without a search
 * it is read from the count cards (Students, Admins), which have counted every account already.
 */
export function useUsersTotal({ search, role }: AdminUsersFilter): number | undefined {
  const counts = useUserCounts().data;
  const searched = useQuery({
    queryKey: adminKeys.usersTotal({ search, role }),
    queryFn: ({ signal }) => api<AdminUsersTotal>('/api/admin/users/total', { signal, query: { search, role } }),
    enabled: search !== undefined,
    placeholderData: keepPreviousData,
  }).data;
  if (search !== undefined) return searched?.total;
  if (!counts) return undefined;
  return role === 'admin' ? counts.admins : role === 'student' ? counts.students : counts.students + counts.admins;
}

export function useChangeUserRole() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => api<AdminUser>(`/api/admin/users/${id}/role`, { method: 'PATCH', body: { role } }),
    onSuccess: invalidate,
  });
}

export function useChangeUserSubscription() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, plan }: { id: string; plan: PlanName }) => api<AdminUser>(`/api/admin/users/${id}/subscription`, { method: 'PATCH', body: { plan } }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/users/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
