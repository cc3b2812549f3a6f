import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ACTIVITY_TYPES } from '@common/progress';
import { createdAt, isOneOf, timestamptz } from './columns';
import { attempts } from './practice';

/** A completed piece of work with its score; the dashboard's statistics are computed from these rows. */
export const userProgress = pgTable(
  'user_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    completed: boolean('completed').notNull().default(false),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    completedAt: timestamptz('completed_at'),
    progressData: jsonb('progress_data').$type<{ percentage: number } & Record<string, unknown>>().notNull().default({ percentage: 0 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_progress_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
    index('user_progress_user_completed_idx').on(t.userId, t.completedAt),
    index('user_progress_attempt_idx').on(t.attemptId),
  ],
);

export const studentActivity = pgTable(
  'student_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    contentTitle: text('content_title').notNull(),
    contentId: uuid('content_id'),
    progressPercentage: integer('progress_percentage'),
    subjectName: text('subject_name'),
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('student_activity_type_check', isOneOf(t.activityType, ACTIVITY_TYPES)),
    check(
      'student_activity_progress_check',
      sql`${t.progressPercentage} is null or ${t.progressPercentage} between 0 and 100`,
    ),
    index('student_activity_user_completed_idx').on(t.userId, t.completedAt),
    index('student_activity_completed_idx').on(t.completedAt),
  ],
);
