import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnalyticsResponse,
  Attempt,
  InProgressAttempt,
  MockTestListResponse,
  PracticeCatalogResponse,
  ReviewSummary,
  StartPracticeBody,
  SubmittedAttempt,
} from '@common/practice';
import { api } from '@/lib/api';

export const practiceKeys = {
  all: ['practice'] as const,
  catalog: () => [...practiceKeys.all, 'catalog'] as const,
  attempt: (id: string) => [...practiceKeys.all, 'attempt', id] as const,
  mockTests: (subject: string | undefined) => [...practiceKeys.all, 'mock-tests', subject ?? 'all'] as const,
  analytics: () => [...practiceKeys.all, 'analytics'] as const,
  review: () => [...practiceKeys.all, 'review'] as const,
};

/** Subjects and units to practise for the signed-in student's class and faculty. */
export function usePracticeCatalog() {
  return useQuery({
    queryKey: practiceKeys.catalog(),
    queryFn: ({ signal }) => api<PracticeCatalogResponse>('/api/practice/subjects', { signal }),
  });
}

/** One attempt: open (no answer key) or graded. Reading an overdue attempt grades it on the server. */
export function useAttempt(id: string | null) {
  return useQuery({
    queryKey: practiceKeys.attempt(id ?? ''),
    queryFn: ({ signal }) => api<Attempt>(`/api/attempts/${id}`, { signal }),
    enabled: !!id,
    // The screen keeps its own state while answering; a refetch only matters once the attempt is graded.
    staleTime: Infinity,
    retry: 1,
  });
}

function useCacheAttempt() {
  const queryClient = useQueryClient();
  return (attempt: Attempt) => queryClient.setQueryData(practiceKeys.attempt(attempt.id), attempt);
}

export function useStartPractice() {
  const cache = useCacheAttempt();
  return useMutation({
    mutationFn: (body: StartPracticeBody) => api<InProgressAttempt>('/api/practice/attempts', { method: 'POST', body }),
    onSuccess: cache,
  });
}

export function useStartMockTest() {
  const cache = useCacheAttempt();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mockTestId: string) => api<InProgressAttempt>(`/api/mock-tests/${mockTestId}/attempts`, { method: 'POST' }),
    onSuccess: (attempt) => {
      cache(attempt);
      void queryClient.invalidateQueries({ queryKey: [...practiceKeys.all, 'mock-tests'] });
    },
  });
}

export function useStartReview() {
  const cache = useCacheAttempt();
  return useMutation({
    mutationFn: () => api<InProgressAttempt>('/api/practice/review/sessions', { method: 'POST' }),
    onSuccess: cache,
  });
}

/** Submits an attempt (idempotent on the server) and refreshes what its result changes. */
export function useSubmitAttempt() {
  const cache = useCacheAttempt();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<SubmittedAttempt>(`/api/attempts/${id}/submit`, { method: 'POST' }),
    onSuccess: (result) => {
      cache(result);
      void queryClient.invalidateQueries({ queryKey: ['progress'] });
      void queryClient.invalidateQueries({ queryKey: practiceKeys.all, predicate: (query) => query.queryKey[1] !== 'attempt' });
    },
  });
}

export function useMockTests(subject: string | undefined) {
  return useQuery({
    queryKey: practiceKeys.mockTests(subject),
    queryFn: ({ signal }) => api<MockTestListResponse>('/api/mock-tests', { signal, query: { subject } }),
  });
}

export function useAnalytics() {
  return useQuery({
    queryKey: practiceKeys.analytics(),
    queryFn: ({ signal }) => api<AnalyticsResponse>('/api/practice/analytics', { signal }),
  });
}

/** How many mistakes are due for review today. */
export function useReviewSummary() {
  return useQuery({
    queryKey: practiceKeys.review(),
    queryFn: ({ signal }) => api<ReviewSummary>('/api/practice/review', { signal }),
  });
}
