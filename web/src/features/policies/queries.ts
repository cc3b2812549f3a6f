import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Policy, PolicyType } from '@common/policies';
import { api } from '@/lib/api';

export const policyKeys = {
  all: ['policies'] as const,
  active: (type: PolicyType) => [...policyKeys.all, 'active', type] as const,
  versions: () => [...policyKeys.all, 'versions'] as const,
};

/** The active version of a policy (GET /api/policies/:type); a 404 means none was ever published. */
export function useActivePolicy(type: PolicyType) {
  return useQuery({
    queryKey: policyKeys.active(type),
    queryFn: ({ signal }) => api<Policy>(`/api/policies/${type}`, { signal }),
  });
}

/** Every version of both policies, for admins: by type, then newest first. */
export function usePolicyVersions() {
  return useQuery({
    queryKey: policyKeys.versions(),
    queryFn: ({ signal }) => api<Policy[]>('/api/admin/policies', { signal }),
  });
}

/** Publishes a new version; resolves once the lists have been refetched, so the editor shows what was saved. */
export function usePublishPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, content }: { type: PolicyType; content: string }) =>
      api<Policy>(`/api/admin/policies/${type}`, { method: 'POST', body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
