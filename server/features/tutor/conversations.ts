import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ConversationListResponse, ConversationResponse, PopularTopic, TutorMessage } from '@common/tutor';
import { selectRows } from '../../db/client';
import { tutorConversations, tutorMessages } from '../../db/schema';
import type { ChatMessage } from '../../platform/ai';
import type { Deps } from '../../platform/app-types';
import { notFound } from '../../platform/errors';
import { canOpenConversation } from './policy';
import type { StudyAccess } from './retrieval';

type MessageRow = typeof tutorMessages.$inferSelect;

const TITLE_CHARS = 80;
const CONVERSATIONS_LISTED = 50;

export function toMessage(row: MessageRow): TutorMessage {
  return {
    id: row.id,
    role: row.role as TutorMessage['role'],
    content: row.content,
    language: row.language as TutorMessage['language'],
    answerSource: row.answerSource as TutorMessage['answerSource'],
    status: row.status as TutorMessage['status'],
    sources: row.sources,
    relatedQuestions: row.relatedQuestions,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Tells the student's other open tabs that their conversations or usage changed. */
export const publishTutorChange = (deps: Deps<'events'>, userId: string, conversationId: string) =>
  deps.events.publish({ topic: 'tutor', ids: [conversationId], audience: { kind: 'user', userId } });

// Qualified by hand: inside a subquery drizzle writes bare column names, and "id" would mean the message's.
const messageCount = sql<number>`(select count(*) from tutor_messages m where m.conversation_id = "tutor_conversations"."id")`.mapWith(Number);

/** The student's conversations, most recently active first. */
export async function listConversations({ db }: Deps<'db'>, userId: string): Promise<ConversationListResponse> {
  const rows = await db
    .select({ id: tutorConversations.id, title: tutorConversations.title, updatedAt: tutorConversations.updatedAt, messageCount })
    .from(tutorConversations)
    .where(eq(tutorConversations.userId, userId))
    .orderBy(desc(tutorConversations.updatedAt))
    .limit(CONVERSATIONS_LISTED);
  return { conversations: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}

async function loadOwnConversation({ db }: Deps<'db'>, userId: string, conversationId: string) {
  const [conversation] = await db.select().from(tutorConversations).where(eq(tutorConversations.id, conversationId));
  // Another student's conversation answers as if it did not exist.
  if (!conversation || !canOpenConversation(userId, conversation)) throw notFound('Conversation');
  return conversation;
}

/** A conversation of the student's, with its messages in order. */
export async function getConversation({ db }: Deps<'db'>, userId: string, conversationId: string): Promise<ConversationResponse> {
  const conversation = await loadOwnConversation({ db }, userId, conversationId);
  const messages = await db
    .select()
    .from(tutorMessages)
    .where(eq(tutorMessages.conversationId, conversation.id))
    .orderBy(asc(tutorMessages.sequence));
  return {
    id: conversation.id,
    title: conversation.title,
    messageCount: messages.length,
    updatedAt: conversation.updatedAt.toISOString(),
    messages: messages.map(toMessage),
  };
}

/** Deletes one of the student's conversations and its messages. */
export async function deleteConversation(deps: Deps<'db' | 'clock' | 'events'>, userId: string, conversationId: string) {
  await loadOwnConversation(deps, userId, conversationId);
  await deps.db.delete(tutorConversations).where(and(eq(tutorConversations.id, conversationId), eq(tutorConversations.userId, userId)));
  await publishTutorChange(deps, userId, conversationId);
}

/** The conversation a question goes into: the student's own one when given, else a new one titled by the question. */
export async function openConversationFor(deps: Deps<'db' | 'clock' | 'events'>, userId: string, conversationId: string | undefined, question: string) {
  if (conversationId) return (await loadOwnConversation(deps, userId, conversationId)).id;
  const title = question.length > TITLE_CHARS ? `${question.slice(0, TITLE_CHARS - 1).trimEnd()}…` : question;
  const now = deps.clock.now();
  const [row] = await deps.db.insert(tutorConversations).values({ userId, title, createdAt: now, updatedAt: now }).returning({ id: tutorConversations.id });
  return row!.id;
}

/** Saves a message and marks the conversation active. */
export async function saveMessage(deps: Deps<'db' | 'clock' | 'events'>, conversationId: string, message: Omit<typeof tutorMessages.$inferInsert, 'conversationId' | 'createdAt'>) {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(tutorMessages)
    .values({ ...message, conversationId, createdAt: now })
    .returning();
  await deps.db.update(tutorConversations).set({ updatedAt: now }).where(eq(tutorConversations.id, conversationId));
  return toMessage(row!);
}

/**
 * The earlier turns a provider sees: each question with the AI answer it got (answers gathered from the study
 * materials are not the tutor's words, so those turns are left out).
 */
export async function loadChatHistory({ db }: Deps<'db'>, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select({ role: tutorMessages.role, content: tutorMessages.content, answerSource: tutorMessages.answerSource })
    .from(tutorMessages)
    .where(eq(tutorMessages.conversationId, conversationId))
    .orderBy(asc(tutorMessages.sequence));
  const history: ChatMessage[] = [];
  rows.forEach((row, index) => {
    const answer = rows[index + 1];
    if (row.role === 'student' && answer?.role === 'tutor' && answer.answerSource === 'ai' && answer.content.trim()) {
      history.push({ role: 'user', content: row.content }, { role: 'assistant', content: answer.content });
    }
  });
  return history;
}

const POPULAR_DAYS = 30;
const POPULAR_TOPICS = 6;

/** The units students asked about most in the last 30 days, among the subjects this student studies. */
export async function listPopularTopics({ db, clock }: Deps<'db' | 'clock'>, access: StudyAccess): Promise<PopularTopic[]> {
  const since = new Date(clock.now().getTime() - POPULAR_DAYS * 24 * 60 * 60 * 1000);
  const scope = access
    ? sql`and s.class in (${access.contentClass}, '10') ${access.faculty ? sql`and (s.class = '10' or ${access.faculty} = any(s.faculties))` : sql``}`
    : sql``;
  const rows = await selectRows<{ topic: string; subjectName: string; questionCount: number | string }>(
    db,
    sql`select m.topic as "topic", s.name as "subjectName", count(*) as "questionCount"
        from ${tutorMessages} m join subjects s on s.id = m.topic_subject_id
        where m.topic is not null and m.created_at >= ${since} ${scope}
        group by m.topic, s.name, s.class
        order by count(*) desc, m.topic
        limit ${POPULAR_TOPICS}`,
  );
  return rows.map((row) => ({ ...row, questionCount: Number(row.questionCount) }));
}
