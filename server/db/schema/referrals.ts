import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMMISSION_KINDS, COMMISSION_STATUSES } from '@common/referrals';
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
    /** An emailed invite (lower case); it has no referred_id until the friend signs up through the link. */
    invitedEmail: text('invited_email'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('referrals_referred_id_key').on(t.referredId),
    uniqueIndex('referrals_invited_email_key').on(t.referrerId, t.invitedEmail),
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
    /** 'referral' (Rs. 100 for a completed referral) or 'monthly_bonus' (the Limited Time Bonus). */
    kind: text('kind').notNull().default('referral'),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The Nepal calendar month (YYYY-MM) a monthly bonus was earned in. */
    bonusMonth: text('bonus_month'),
    amountPaisa: integer('amount_paisa').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    approvedAt: timestamptz('approved_at'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamptz('paid_at'),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('commissions_status_check', isOneOf(t.status, COMMISSION_STATUSES)),
    check('commissions_kind_check', isOneOf(t.kind, COMMISSION_KINDS)),
    check('commissions_amount_check', sql`${t.amountPaisa} >= 0`),
    uniqueIndex('commissions_payment_key').on(t.paymentId),
    // Exactly once: one commission per referral, one bonus per student and month.
    uniqueIndex('commissions_referral_key').on(t.referralId).where(sql`kind = 'referral'`),
    uniqueIndex('commissions_bonus_month_key').on(t.userId, t.bonusMonth).where(sql`kind = 'monthly_bonus'`),
    index('commissions_user_idx').on(t.userId),
    index('commissions_status_created_idx').on(t.status, t.createdAt),
  ],
);
