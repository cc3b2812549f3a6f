import { QueryClient } from '@tanstack/react-query';
import { ApiError, isRetryable } from './api';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Realtime events invalidate what changed; refetching on every focus would waste a student's data plan.
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && (isRetryable(error) || !(error instanceof ApiError)),
      },
      mutations: { retry: false },
    },
  });
}
