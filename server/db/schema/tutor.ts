import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RelatedQuestion, TutorSource } from '@common/tutor';
import { users } from './auth';
import { createdAt, isOneOf, updatedAt } from './columns';
import { formulas, mcqs, notes, subjects } from './content';

/** Maintained by triggers (see the study-passages migration); never written by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the tutor retrieves from: each note split at its headings, each formula and each MCQ (question, options,
 * answer, explanation) as one passage. Kept by database triggers on notes, formulas and mcqs, so every writer
 * (seed, admin screens) updates it without knowing it exists; access columns (premium, class) are read from the
 * source row at query time.
 */
export const studyPassages = pgTable(
  'study_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id').references(() => notes.id, { onDelete: 'cascade' }),
    formulaId: uuid('formula_id').references(() => formulas.id, { onDelete: 'cascade' }),
    mcqId: uuid('mcq_id').references(() => mcqs.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    /** Order of a note's sections; 0 for formulas and MCQs. */
    position: integer('position').notNull().default(0),
    heading: text('heading').notNull(),
    body: text('body').notNull(),
    /** English configuration (stemmed, stop words dropped) over heading, title and body. */
    searchEnglish: tsvector('search_english').notNull(),
    /** 'simple' configuration (words as written) for Devanagari, which PostgreSQL has no dictionary for. */
    searchSimple: tsvector('search_simple').notNull(),
  },
  (t) => [
    check('study_passages_one_source_check', sql`num_nonnulls(${t.noteId}, ${t.formulaId}, ${t.mcqId}) = 1`),
    uniqueIndex('study_passages_note_position_key').on(t.noteId, t.position),
    index('study_passages_formula_idx').on(t.formulaId),
    index('study_passages_mcq_idx').on(t.mcqId),
    index('study_passages_english_idx').using('gin', t.searchEnglish),
    index('study_passages_simple_idx').using('gin', t.searchSimple),
    index('study_passages_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
  ],
);

export const TUTOR_ROLES = ['student', 'tutor'] as const;

/** A student's conversation with the tutor; listed, reopened and deleted by its owner only. */
export const tutorConversations = pgTable(
  'tutor_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tutor_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const tutorMessages = pgTable(
  'tutor_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: messages saved within one clock tick still read back in order. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => tutorConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull(),
    /** Tutor messages: 'ai' or 'study_material'. */
    answerSource: text('answer_source'),
    provider: text('provider'),
    model: text('model'),
    status: text('status').notNull().default('complete'),
    sources: jsonb('sources').$type<TutorSource[]>().notNull().default(sql`'[]'::jsonb`),
    relatedQuestions: jsonb('related_questions').$type<RelatedQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    /** Student messages: the unit of the best-matching passage, for popular topics. */
    topic: text('topic'),
    topicSubjectId: uuid('topic_subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('tutor_messages_role_check', isOneOf(t.role, TUTOR_ROLES)),
    check('tutor_messages_language_check', isOneOf(t.language, ['en', 'ne'])),
    check('tutor_messages_source_check', sql`${t.answerSource} is null or ${isOneOf(t.answerSource, ['ai', 'study_material'])}`),
    check('tutor_messages_status_check', isOneOf(t.status, ['complete', 'interrupted'])),
    index('tutor_messages_conversation_idx').on(t.conversationId, t.sequence),
    index('tutor_messages_topic_idx').on(t.createdAt).where(sql`${t.topic} is not null`),
  ],
);
