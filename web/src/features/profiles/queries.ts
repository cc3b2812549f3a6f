import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/auth';
import type { Achievement, ChangePasswordBody, DeleteAccountBody, EarningsSummary, Profile, UpdateProfileInput } from '@common/profiles';
import { authKeys, resetUserCache } from '@/features/auth/queries';
import { api } from '@/lib/api';

export const profileKeys = {
  all: ['profiles'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  achievements: () => [...profileKeys.all, 'achievements'] as const,
  earnings: () => [...profileKeys.all, 'earnings'] as const,
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.me(), queryFn: ({ signal }) => api<Profile>('/api/profile', { signal }) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) => api<Profile>('/api/profile', { method: 'PATCH', body: changes }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      // The header and every class-dependent page read the name and class from the session.
      void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
  });
}

export function useAchievements() {
  return useQuery({
    queryKey: profileKeys.achievements(),
    queryFn: ({ signal }) => api<{ achievements: Achievement[] }>('/api/profile/achievements', { signal }),
    select: (data) => data.achievements,
  });
}

export function useEarnings() {
  return useQuery({ queryKey: profileKeys.earnings(), queryFn: ({ signal }) => api<EarningsSummary>('/api/profile/earnings', { signal }) });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api<MessageResponse>('/api/profile/password', { method: 'PUT', body }),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api<void>('/api/profile', { method: 'DELETE', body }),
    onSuccess: () => resetUserCache(queryClient, null),
  });
}
