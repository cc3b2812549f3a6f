import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONTENT_CLASSES, DIFFICULTIES } from '@common/academics';
import { users } from './auth';
import { createdAt, isOneOf } from './columns';
import { subjects } from './content';

export const upcomingExams = pgTable(
  'upcoming_exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    difficulty: text('difficulty').notNull().default('Medium'),
    class: text('class').notNull().default('12'),
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('upcoming_exams_difficulty_check', isOneOf(t.difficulty, DIFFICULTIES)),
    check('upcoming_exams_class_check', isOneOf(t.class, CONTENT_CLASSES)),
    index('upcoming_exams_active_date_idx').on(t.isActive, t.examDate),
  ],
);

export const adminRecentActivities = pgTable(
  'admin_recent_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    activityDescription: text('activity_description').notNull(),
    timeAgo: text('time_ago'),
    scorePercentage: integer('score_percentage'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'admin_recent_activities_score_check',
      sql`${t.scorePercentage} is null or ${t.scorePercentage} between 0 and 100`,
    ),
    index('admin_recent_activities_active_created_idx').on(t.isActive, t.createdAt),
  ],
);
