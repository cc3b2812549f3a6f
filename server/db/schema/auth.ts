import { sql } from 'drizzle-orm';
import { check, index, inet, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, timestamptz } from './columns';

/** Sign-in identities. Everything a person sees about themselves lives in profiles. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamptz('password_changed_at'),
    /** When the address was confirmed with a mailed code; null until then (signing in needs it while email OTP is on). */
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The last TOTP code entered at the API management gate in this session; the gate stays open 30 minutes from it. */
    mfaVerifiedAt: timestamptz('mfa_verified_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const VERIFICATION_PURPOSES = ['signup', 'signin'] as const;

/**
 * A sign-up or sign-in waiting for its codes (email, phone, admin TOTP): the browser holds the token in an httpOnly
 * cookie, only its hash is stored. Which steps remain is worked out from the account and the OTP settings each time.
 */
export const verificationTickets = pgTable(
  'verification_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('verification_tickets_purpose_check', isOneOf(t.purpose, VERIFICATION_PURPOSES)),
    index('verification_tickets_user_id_idx').on(t.userId),
    index('verification_tickets_expires_at_idx').on(t.expiresAt),
  ],
);

export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('captcha_challenges_expires_at_idx').on(t.expiresAt)],
);

/** One row per limited key (`login:<email>`, `signup:<ip>`); updated atomically with upserts. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamptz('window_started_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [check('rate_limits_attempts_check', sql`${t.attempts} >= 0`)],
);

export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_created_at_idx').on(t.createdAt),
    index('security_events_type_created_at_idx').on(t.eventType, t.createdAt),
  ],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: inet('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('login_history_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/**
 * The tokens of an emailed single-use link (features/auth/emailed-link.ts): only the token's SHA-256 stored, valid
 * until `expires_at`, spent or retired by setting `used_at`. One builder for the two tables, whose SQL is the same.
 */
function emailedLinkTokens<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull().unique(),
      expiresAt: timestamptz('expires_at').notNull(),
      usedAt: timestamptz('used_at'),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_user_id_idx`).on(t.userId)],
  );
}

/** Password reset links. */
export const passwordResetTokens = emailedLinkTokens('password_reset_tokens');

/** Emailed links that lift a sign-in lockout (decision 061). */
export const accountUnlockTokens = emailedLinkTokens('account_unlock_tokens');
