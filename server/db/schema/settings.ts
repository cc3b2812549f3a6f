import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { AI_PROVIDER_NAMES } from '@common/ai-providers';
import { createdAt, isOneOf, timestamptz, updatedAt } from './columns';

export const AI_PROVIDERS = AI_PROVIDER_NAMES;

export const systemSettings = pgTable('system_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').$type<Record<string, unknown>>().notNull(),
  description: text('description'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    apiKeyName: text('api_key_name').notNull(),
    /** AES-256-GCM under APP_SECRET; never sent to the browser. */
    apiKeyEncrypted: text('api_key_encrypted').notNull(),
    lastFour: text('last_four').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('api_keys_provider_check', isOneOf(t.provider, AI_PROVIDERS)), index('api_keys_provider_idx').on(t.provider)],
);

export const OTP_CHANNELS = ['email', 'phone'] as const;
export const OTP_STATUSES = ['pending', 'verified', 'expired', 'failed'] as const;

/** One-time codes sent for verification; the OTP statistics and recent list read these rows. */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('otp_requests_channel_check', isOneOf(t.channel, OTP_CHANNELS)),
    check('otp_requests_status_check', isOneOf(t.status, OTP_STATUSES)),
    check('otp_requests_attempts_check', sql`${t.attempts} >= 0`),
    index('otp_requests_created_idx').on(t.createdAt),
    index('otp_requests_user_idx').on(t.userId),
  ],
);
