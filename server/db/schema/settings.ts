import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * An account's TOTP authenticator (RFC 6238). The secret is sealed with AES-256-GCM under APP_SECRET; confirmed_at
 * is null while enrolment waits for its first code; last_used_step (unix time / 30 s) makes each code usable once.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One-time recovery codes given at TOTP enrolment, stored as SHA-256 hashes; each works once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_id_idx').on(t.userId)],
);

export const SMS_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Every text message sent (verification codes). With no SMS provider configured this table is the dev outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('pending'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    check('sms_outbox_status_check', isOneOf(t.status, SMS_STATUSES)),
    index('sms_outbox_recipient_created_at_idx').on(t.recipient, t.createdAt),
  ],
);
