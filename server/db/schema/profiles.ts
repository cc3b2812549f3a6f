import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ALL_FACULTIES, PLAN_NAMES, READER_LANGUAGES, ROLES, STUDENT_CLASSES } from '@common/academics';
import { users } from './auth';
import { createdAt, isOneOf, timestamptz, updatedAt } from './columns';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull().default('User'),
    email: text('email').notNull(),
    phone: text('phone'),
    class: text('class'),
    school: text('school'),
    faculty: text('faculty'),
    referralCode: text('referral_code').notNull(),
    role: text('role').notNull().default('student'),
    subscriptionPlan: text('subscription_plan').notNull().default('free'),
    subscriptionExpiresAt: timestamptz('subscription_expires_at'),
    /** The language the student reads in, applied on every device they sign in on. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_referral_code_key').on(t.referralCode),
    index('profiles_created_at_idx').on(t.createdAt),
    index('profiles_role_idx').on(t.role),
    // The admin's user search (ILIKE '%text%' on name or email) and sorted pages stay fast at 100,000 accounts.
    index('profiles_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('profiles_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('profiles_full_name_idx').on(t.fullName, t.id),
    index('profiles_email_idx').on(t.email, t.id),
    check('profiles_role_check', isOneOf(t.role, ROLES)),
    check('profiles_class_check', sql`${t.class} is null or ${isOneOf(t.class, STUDENT_CLASSES)}`),
    check('profiles_plan_check', isOneOf(t.subscriptionPlan, PLAN_NAMES)),
    check('profiles_language_check', isOneOf(t.language, READER_LANGUAGES)),
    check('profiles_faculty_check', sql`${t.faculty} is null or ${isOneOf(t.faculty, ALL_FACULTIES)}`),
    check('profiles_faculty_class_check', sql`${t.faculty} is null or ${t.class} <> '10'`),
  ],
);
