import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { payments } from './billing';
import { createdAt, isOneOf, timestamptz } from './columns';

export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: uuid('referred_id').references(() => users.id, { onDelete: 'cascade' }),
    /** An emailed invite that has not signed up yet has no referred_id. */
    invitedEmail: text('invited_email'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('referrals_referred_id_key').on(t.referredId),
    check('referrals_status_check', isOneOf(t.status, ['pending', 'completed'])),
    check('referrals_not_self_check', sql`${t.referrerId} <> ${t.referredId}`),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
  ],
);

export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    check('commissions_status_check', isOneOf(t.status, ['pending', 'approved', 'paid'])),
    check('commissions_amount_check', sql`${t.amount} >= 0`),
    uniqueIndex('commissions_payment_key').on(t.paymentId),
    index('commissions_user_idx').on(t.userId),
  ],
);
