import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiProviderName, AiProvidersResponse, AiProvidersSetting, AiProviderTestResult } from '@common/ai-providers';
import { api } from '@/lib/api';

export const aiProviderKeys = {
  all: ['settings', 'ai-providers'] as const,
};

/** The AI Providers tab: each provider's switch, model and max tokens, and whether it has an active key. */
export function useAiProviders() {
  return useQuery({
    queryKey: aiProviderKeys.all,
    queryFn: ({ signal }) => api<AiProvidersResponse>('/api/admin/settings/ai-providers', { signal }),
  });
}

export function useUpdateAiProviders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AiProvidersSetting) => api<AiProvidersResponse>('/api/admin/settings/ai-providers', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(aiProviderKeys.all, saved),
  });
}

/** Test AI APIs: one real short call to a provider, timed by the server. */
export function useTestAiProvider() {
  return useMutation({
    mutationFn: (provider: AiProviderName) => api<AiProviderTestResult>(`/api/admin/settings/ai-providers/${provider}/test`, { method: 'POST' }),
  });
}
