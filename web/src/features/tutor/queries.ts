import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationListResponse, ConversationResponse, TutorSummaryResponse } from '@common/tutor';
import { api } from '@/lib/api';

export const tutorKeys = {
  all: ['tutor'] as const,
  summary: () => [...tutorKeys.all, 'summary'] as const,
  conversations: () => [...tutorKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...tutorKeys.all, 'conversation', id] as const,
};

/** The usage card, popular topics and whether an AI provider answers. */
export function useTutorSummary() {
  return useQuery({
    queryKey: tutorKeys.summary(),
    queryFn: ({ signal }) => api<TutorSummaryResponse>('/api/tutor/summary', { signal }),
  });
}

/** The student's conversations, most recent first. */
export function useConversations() {
  return useQuery({
    queryKey: tutorKeys.conversations(),
    queryFn: ({ signal }) => api<ConversationListResponse>('/api/tutor/conversations', { signal }),
  });
}

export const fetchConversation = (id: string, signal?: AbortSignal) => api<ConversationResponse>(`/api/tutor/conversations/${id}`, { signal });

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/tutor/conversations/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorKeys.conversations() }),
  });
}
