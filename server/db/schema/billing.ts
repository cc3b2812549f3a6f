import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GATEWAY_NAMES, PAYMENT_REASONS, PAYMENT_STATUSES } from '@common/billing';
import { users } from './auth';
import { createdAt, isOneOf, timestamptz, updatedAt } from './columns';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'free' or 'premium': the value a profile's subscription_plan takes when this plan is active. */
    name: text('name').notNull().unique(),
    displayName: text('display_name').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NPR'),
    durationDays: integer('duration_days').notNull().default(30),
    isActive: boolean('is_active').notNull().default(true),
    aiAccess: boolean('ai_access').notNull().default(true),
    /** Null means unlimited. */
    aiQuestionsPerDay: integer('ai_questions_per_day'),
    /** Null means unlimited. */
    mockTestsPerMonth: integer('mock_tests_per_month'),
    notesAccessLevel: text('notes_access_level').notNull().default('limited'),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscription_plans_price_check', sql`${t.price} >= 0`),
    check('subscription_plans_notes_access_check', isOneOf(t.notesAccessLevel, ['full', 'limited'])),
    check('subscription_plans_ai_check', sql`${t.aiQuestionsPerDay} is null or ${t.aiQuestionsPerDay} >= 0`),
    check('subscription_plans_mock_check', sql`${t.mockTestsPerMonth} is null or ${t.mockTestsPerMonth} >= 0`),
  ],
);

export const paymentGateways = pgTable(
  'payment_gateways',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gatewayName: text('gateway_name').notNull().unique(),
    isActive: boolean('is_active').notNull().default(false),
    merchantId: text('merchant_id'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('payment_gateways_name_check', isOneOf(t.gatewayName, GATEWAY_NAMES))],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    gateway: text('gateway').notNull(),
    /** Integer paisa, copied from the plan when the payment is created (never from the browser). */
    amountPaisa: integer('amount_paisa').notNull(),
    currency: text('currency').notNull().default('NPR'),
    status: text('status').notNull().default('pending'),
    /** Why it failed, was cancelled or expired, or why it is still pending (common/billing PAYMENT_REASONS). */
    reason: text('reason'),
    /** Our id sent to the gateway (eSewa transaction_uuid, Khalti purchase_order_id, FonePay PRN). */
    transactionUuid: text('transaction_uuid').notNull(),
    /** The gateway's handle for the payment session before it is paid (Khalti pidx; FonePay UID once returned). */
    gatewayToken: text('gateway_token'),
    /** The gateway's reference of the completed transaction (eSewa ref id, Khalti transaction id, FonePay UID). */
    gatewayReference: text('gateway_reference'),
    gatewayResponse: jsonb('gateway_response').$type<Record<string, unknown>>(),
    /** The premium expiry this payment granted. */
    premiumUntil: timestamptz('premium_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    verifiedAt: timestamptz('verified_at'),
    /** When the reconciliation job last asked the gateway about this pending payment. */
    checkedAt: timestamptz('checked_at'),
  },
  (t) => [
    uniqueIndex('payments_transaction_uuid_key').on(t.transactionUuid),
    uniqueIndex('payments_gateway_token_key').on(t.gateway, t.gatewayToken),
    check('payments_gateway_check', isOneOf(t.gateway, GATEWAY_NAMES)),
    check('payments_status_check', isOneOf(t.status, PAYMENT_STATUSES)),
    check('payments_reason_check', sql`${t.reason} is null or ${isOneOf(t.reason, PAYMENT_REASONS)}`),
    check('payments_amount_check', sql`${t.amountPaisa} > 0`),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** One row per premium period whose 'ends in 3 days' reminder was sent, so each is sent once. */
export const premiumReminders = pgTable(
  'premium_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expiresAt] })],
);

export const USAGE_COUNTERS = ['ai_questions', 'mock_tests'] as const;

/** Plan quota usage per period ('2026-11-22' for a day, '2026-11' for a month), incremented atomically. */
export const planUsage = pgTable(
  'plan_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counter: text('counter').notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.counter, t.period] }),
    check('plan_usage_counter_check', isOneOf(t.counter, USAGE_COUNTERS)),
    check('plan_usage_used_check', sql`${t.used} >= 0`),
  ],
);
