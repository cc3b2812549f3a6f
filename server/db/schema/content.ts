import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTENT_CLASSES, DIFFICULTIES } from '@common/academics';
import { users } from './auth';
import { createdAt, isOneOf, updatedAt } from './columns';
import { files } from './platform';

/** Maintained by triggers (see the search-vector migration); never written by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;

export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    class: text('class').notNull(),
    /** Class 12 faculties that study this subject; empty for Class 10. */
    faculties: text('faculties').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subjects_class_slug_key').on(t.class, t.slug),
    uniqueIndex('subjects_class_name_key').on(t.class, t.name),
    check('subjects_class_check', isOneOf(t.class, CONTENT_CLASSES)),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content'),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    class: text('class').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    unit: text('unit').notNull(),
    unitSlug: text('unit_slug').notNull(),
    difficulty: text('difficulty').notNull().default('Medium'),
    isPremium: boolean('is_premium').notNull().default(false),
    pages: integer('pages').notNull().default(1),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    downloads: integer('downloads').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    searchVector: tsvector('search_vector'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('notes_class_check', isOneOf(t.class, CONTENT_CLASSES)),
    check('notes_difficulty_check', isOneOf(t.difficulty, DIFFICULTIES)),
    check('notes_pages_check', sql`${t.pages} >= 1`),
    check('notes_downloads_check', sql`${t.downloads} >= 0`),
    check('notes_rating_check', sql`${t.rating} between 0 and 5`),
    check('notes_body_check', sql`${t.content} is not null or ${t.pdfFileId} is not null`),
    index('notes_class_subject_idx').on(t.class, t.subjectId, t.unitSlug),
    index('notes_created_at_idx').on(t.createdAt),
    index('notes_search_vector_idx').using('gin', t.searchVector),
  ],
);

export const mcqs = pgTable(
  'mcqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    options: jsonb('options').$type<Record<(typeof ANSWER_LETTERS)[number], string>>().notNull(),
    correctAnswer: text('correct_answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    class: text('class').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    unit: text('unit').notNull(),
    unitSlug: text('unit_slug').notNull(),
    difficulty: text('difficulty').notNull().default('Medium'),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    isPremium: boolean('is_premium').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mcqs_class_check', isOneOf(t.class, CONTENT_CLASSES)),
    check('mcqs_difficulty_check', isOneOf(t.difficulty, DIFFICULTIES)),
    check('mcqs_correct_answer_check', isOneOf(t.correctAnswer, ANSWER_LETTERS)),
    check('mcqs_options_check', sql`${t.options} ?& array['A','B','C','D']`),
    index('mcqs_class_subject_unit_idx').on(t.class, t.subjectId, t.unitSlug),
    index('mcqs_created_at_idx').on(t.createdAt),
  ],
);

export const mockTests = pgTable(
  'mock_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    class: text('class').notNull(),
    /** Null for a test that spans several subjects (an entrance test). */
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'restrict' }),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    totalMarks: integer('total_marks').notNull().default(100),
    /** Fraction of a question's marks deducted for a wrong answer: 0 (none), 0.1 (IOE), 0.25 (CEE). */
    negativeMarkFraction: numeric('negative_mark_fraction', { precision: 4, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mock_tests_class_check', isOneOf(t.class, CONTENT_CLASSES)),
    check('mock_tests_duration_check', sql`${t.durationMinutes} >= 1`),
    check('mock_tests_total_marks_check', sql`${t.totalMarks} >= 1`),
    check('mock_tests_negative_mark_check', sql`${t.negativeMarkFraction} between 0 and 1`),
    index('mock_tests_class_active_idx').on(t.class, t.isActive),
  ],
);

/** The questions of a mock test in order, with the marks each carries. */
export const mockTestQuestions = pgTable(
  'mock_test_questions',
  {
    mockTestId: uuid('mock_test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    mcqId: uuid('mcq_id')
      .notNull()
      .references(() => mcqs.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    marks: numeric('marks', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mockTestId, t.mcqId] }),
    uniqueIndex('mock_test_questions_position_key').on(t.mockTestId, t.position),
    index('mock_test_questions_mcq_id_idx').on(t.mcqId),
    check('mock_test_questions_marks_check', sql`${t.marks} > 0`),
  ],
);

export const pastPapers = pgTable(
  'past_papers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    class: text('class').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    examBoard: text('exam_board'),
    pdfFileId: uuid('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    solutionFileId: uuid('solution_file_id').references(() => files.id, { onDelete: 'set null' }),
    downloads: integer('downloads').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('past_papers_class_check', isOneOf(t.class, CONTENT_CLASSES)),
    check('past_papers_year_check', sql`${t.year} between 2000 and 2030`),
    check('past_papers_downloads_check', sql`${t.downloads} >= 0`),
    index('past_papers_class_year_idx').on(t.class, t.year),
    index('past_papers_subject_idx').on(t.subjectId),
  ],
);

/** The questions printed in a past paper; the source for Repeated Questions. */
export const pastPaperQuestions = pgTable(
  'past_paper_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pastPaperId: uuid('past_paper_id')
      .notNull()
      .references(() => pastPapers.id, { onDelete: 'cascade' }),
    questionNumber: text('question_number').notNull(),
    text: text('text').notNull(),
    /** Lower-cased, punctuation and spacing collapsed: what similarity is computed on. */
    normalizedText: text('normalized_text').notNull(),
    marks: integer('marks').notNull(),
    unit: text('unit').notNull(),
    unitSlug: text('unit_slug').notNull(),
    solution: text('solution'),
  },
  (t) => [
    uniqueIndex('past_paper_questions_number_key').on(t.pastPaperId, t.questionNumber),
    check('past_paper_questions_marks_check', sql`${t.marks} between 1 and 100`),
    index('past_paper_questions_trgm_idx').using('gin', sql`${t.normalizedText} gin_trgm_ops`),
  ],
);

export const formulas = pgTable(
  'formulas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    latex: text('latex').notNull(),
    description: text('description'),
    topic: text('topic').notNull(),
    class: text('class').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('formulas_class_check', isOneOf(t.class, CONTENT_CLASSES)),
    index('formulas_subject_idx').on(t.subjectId),
  ],
);
