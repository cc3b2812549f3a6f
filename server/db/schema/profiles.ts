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
    /** When this number was confirmed with a texted code; cleared when the number changes. */
    phoneVerifiedAt: timestamptz('phone_verified_at'),
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
    // The admin's users screen at 100,000 accounts (decisions 037 and 039): one trigram index on the very expression the
    // search tests (name and email together, `userSearchText` in features/admin/users.ts), and for each sort column a
    // b-tree on (column, id), the list's ORDER BY exactly, read forwards for ascending and backwards for descending.
    index('profiles_search_trgm_idx').using('gin', sql`(${t.fullName} || ' ' || ${t.email}) gin_trgm_ops`),
    index('profiles_full_name_idx').on(t.fullName, t.id),
    index('profiles_email_idx').on(t.email, t.id),
    index('profiles_role_idx').on(t.role, t.id),
    index('profiles_class_idx').on(t.class, t.id),
    index('profiles_school_idx').on(t.school, t.id),
    index('profiles_subscription_idx').on(t.subscriptionPlan, t.subscriptionExpiresAt, t.id),
    index('profiles_created_at_idx').on(t.createdAt, t.id),
    check('profiles_role_check', isOneOf(t.role, ROLES)),
    check('profiles_class_check', sql`${t.class} is null or ${isOneOf(t.class, STUDENT_CLASSES)}`),
    check('profiles_plan_check', isOneOf(t.subscriptionPlan, PLAN_NAMES)),
    check('profiles_language_check', isOneOf(t.language, READER_LANGUAGES)),
    check('profiles_faculty_check', sql`${t.faculty} is null or ${isOneOf(t.faculty, ALL_FACULTIES)}`),
    check('profiles_faculty_class_check', sql`${t.faculty} is null or ${t.class} <> '10'`),
  ],
);
