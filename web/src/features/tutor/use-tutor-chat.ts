import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { TutorStreamEventSchema, type TutorLanguage, type TutorMessage, type TutorSummaryResponse } from '@common/tutor';
import { ApiError, refusal as failedRequest } from '@/lib/api';
import { apiStream } from '@/lib/api-stream';
import { fetchConversation, tutorKeys } from './queries';

/** A message on screen: saved, or the answer still arriving (`isStreaming`), with any notice the server sent. */
export type ChatEntry = TutorMessage & { isStreaming?: boolean; notice?: string };

export type AskLanguage = 'auto' | TutorLanguage;

const localMessage = (role: TutorMessage['role'], content: string, language: TutorLanguage): ChatEntry => ({
  id: `local-${crypto.randomUUID()}`,
  role,
  content,
  language,
  answerSource: null,
  status: 'complete',
  sources: [],
  relatedQuestions: [],
  createdAt: new Date().toISOString(),
});

/**
 * One conversation with the tutor: asks a question and follows the answer as it streams (fetch + a stream reader,
 * since an EventSource cannot POST), stops it, reopens a saved conversation or starts a new one.
 */
export function useTutorChat() {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [isAnswering, setIsAnswering] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const running = useRef<AbortController | null>(null);

  const updateAnswer = (id: string, change: (entry: ChatEntry) => ChatEntry) =>
    setMessages((current) => current.map((entry) => (entry.id === id ? change(entry) : entry)));

  /** Sends a question; a blank one, or one while an answer is still arriving, is ignored. Returns false if refused. */
  const ask = useCallback(
    async (text: string, language: AskLanguage): Promise<boolean> => {
      const question = text.trim();
      if (!question || running.current) return true;
      const controller = new AbortController();
      running.current = controller;
      setIsAnswering(true);
      setRefusal(null);
      const shownLanguage = language === 'auto' ? 'en' : language;
      const asked = localMessage('student', question, shownLanguage);
      const answer: ChatEntry = { ...localMessage('tutor', '', shownLanguage), isStreaming: true, answerSource: 'ai' };
      let answerId = answer.id;
      setMessages((current) => [...current, asked, answer]);
      try {
        await apiStream('/api/tutor/questions', {
          method: 'POST',
          body: { question, language, ...(conversationId ? { conversationId } : {}) },
          signal: controller.signal,
          onLine: (line) => {
            const parsed = TutorStreamEventSchema.safeParse(line);
            if (!parsed.success) return;
            const event = parsed.data;
            if (event.type === 'start') {
              setConversationId(event.conversationId);
              setMessages((current) => current.map((entry) => (entry.id === asked.id ? event.question : entry)));
              updateAnswer(answerId, (entry) => ({ ...entry, answerSource: event.answerSource, sources: event.sources, language: event.question.language }));
            } else if (event.type === 'delta') {
              updateAnswer(answerId, (entry) => ({ ...entry, content: entry.content + event.text }));
            } else if (event.type === 'reset') {
              updateAnswer(answerId, (entry) => ({ ...entry, content: '' }));
            } else if (event.type === 'notice') {
              updateAnswer(answerId, (entry) => ({ ...entry, notice: event.message }));
            } else {
              updateAnswer(answerId, (entry) => ({ ...event.answer, notice: entry.notice }));
              answerId = event.answer.id;
              queryClient.setQueryData<TutorSummaryResponse>(tutorKeys.summary(), (summary) => (summary ? { ...summary, usage: event.usage } : summary));
              void queryClient.invalidateQueries({ queryKey: tutorKeys.conversations() });
            }
          },
        });
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          updateAnswer(answerId, (entry) => ({ ...entry, isStreaming: false, status: 'interrupted' }));
          return true;
        }
        if (error instanceof ApiError && error.status !== 0) {
          // Refused before the answer started: the question was not asked.
          setMessages((current) => current.filter((entry) => entry.id !== asked.id && entry.id !== answerId));
          setRefusal(error);
          return false;
        }
        updateAnswer(answerId, (entry) => ({ ...entry, isStreaming: false, status: 'interrupted' }));
        setRefusal(error instanceof ApiError ? error : failedRequest(0, 'network_error'));
        return true;
      } finally {
        updateAnswer(answerId, (entry) => (entry.isStreaming ? { ...entry, isStreaming: false } : entry));
        running.current = null;
        setIsAnswering(false);
        void queryClient.invalidateQueries({ queryKey: tutorKeys.summary() });
      }
    },
    [conversationId, queryClient],
  );

  const stop = useCallback(() => running.current?.abort(), []);

  const open = useCallback(async (id: string) => {
    running.current?.abort();
    const conversation = await fetchConversation(id);
    setConversationId(conversation.id);
    setMessages(conversation.messages);
    setRefusal(null);
  }, []);

  const startNew = useCallback(() => {
    running.current?.abort();
    setConversationId(null);
    setMessages([]);
    setRefusal(null);
  }, []);

  return { conversationId, messages, isAnswering, refusal, ask, stop, open, startNew, dismissRefusal: () => setRefusal(null) };
}

export type TutorChat = ReturnType<typeof useTutorChat>;
