import { useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@common/auth';
import { api } from '@/lib/api';

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

/** Who is signed in; `user` is null for visitors. */
export function useSession() {
  return useQuery({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => api<SessionResponse>('/api/auth/session', { signal }),
    staleTime: 60_000,
  });
}
