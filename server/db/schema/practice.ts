import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, real, smallint, text, boolean, uuid } from 'drizzle-orm/pg-core';
import { ATTEMPT_KINDS } from '@common/practice';
import { users } from './auth';
import { createdAt, isOneOf, timestamptz } from './columns';
import { ANSWER_LETTERS, mcqs, mockTests, subjects } from './content';

/** Every order of the four options (24). */
const permutations = (letters: readonly string[]): string[] =>
  letters.length <= 1 ? [...letters] : letters.flatMap((letter, index) => permutations(letters.toSpliced(index, 1)).map((rest) => letter + rest));
const OPTION_ORDERS = permutations(ANSWER_LETTERS);

export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;

/** One sitting of MCQ practice, a mock test or a review session; graded once, on the server. */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mockTestId: uuid('mock_test_id').references(() => mockTests.id, { onDelete: 'set null' }),
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    unit: text('unit'),
    title: text('title').notNull(),
    status: text('status').notNull().default('in_progress'),
    startedAt: timestamptz('started_at').notNull(),
    /** Null for untimed practice. */
    deadlineAt: timestamptz('deadline_at'),
    submittedAt: timestamptz('submitted_at'),
    negativeMarkFraction: numeric('negative_mark_fraction', { precision: 4, scale: 3, mode: 'number' }).notNull().default(0),
    maxScore: numeric('max_score', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    /** Score as a percentage of max_score, clamped to 0-100. */
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    correctCount: integer('correct_count'),
    wrongCount: integer('wrong_count'),
    currentPosition: integer('current_position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('attempts_kind_check', isOneOf(t.kind, ATTEMPT_KINDS)),
    check('attempts_status_check', isOneOf(t.status, ATTEMPT_STATUSES)),
    check('attempts_percentage_check', sql`${t.percentage} is null or ${t.percentage} between 0 and 100`),
    check('attempts_mock_test_check', sql`${t.kind} <> 'mock_test' or ${t.deadlineAt} is not null`),
    index('attempts_user_started_idx').on(t.userId, t.startedAt),
    index('attempts_open_deadline_idx').on(t.deadlineAt).where(sql`${t.status} = 'in_progress'`),
  ],
);

/** The questions of an attempt in order, and what the student chose. */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mcqId: uuid('mcq_id')
      .notNull()
      .references(() => mcqs.id, { onDelete: 'restrict' }),
    marks: numeric('marks', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** The bank's letters in the order shown ('CADB': the bank's C shows as A); chosen_answer is a bank letter. */
    optionOrder: text('option_order').notNull().default('ABCD'),
    chosenAnswer: text('chosen_answer'),
    isVisited: boolean('is_visited').notNull().default(false),
    isMarkedForReview: boolean('is_marked_for_review').notNull().default(false),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    answeredAt: timestamptz('answered_at'),
    isCorrect: boolean('is_correct'),
    marksAwarded: numeric('marks_awarded', { precision: 6, scale: 2, mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.position] }),
    check('attempt_answers_choice_check', sql`${t.chosenAnswer} is null or ${isOneOf(t.chosenAnswer, ANSWER_LETTERS)}`),
    check('attempt_answers_time_check', sql`${t.timeSpentMs} >= 0`),
    check('attempt_answers_option_order_check', isOneOf(t.optionOrder, OPTION_ORDERS)),
    index('attempt_answers_mcq_idx').on(t.mcqId),
  ],
);

/** A question the student got wrong, scheduled for review with FSRS. */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mcqId: uuid('mcq_id')
      .notNull()
      .references(() => mcqs.id, { onDelete: 'cascade' }),
    dueAt: timestamptz('due_at').notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: smallint('state').notNull(),
    lastReviewAt: timestamptz('last_review_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mcqId] }), index('review_cards_user_due_idx').on(t.userId, t.dueAt)],
);
