import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, isOneOf, timestamptz } from './columns';

/** Stored files (PDFs). The bytes live in file storage under storage_key; access always goes through the API. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('files_size_check', sql`${t.sizeBytes} >= 0`)],
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Every outgoing email. With SMTP configured it is delivered and marked sent; without, it stays as the dev outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    /** While a delivery is under way: no other delivery (this instance's sweep or another's) takes the message until then. */
    claimedUntil: timestamptz('claimed_until'),
  },
  (t) => [
    check('outbox_status_check', isOneOf(t.status, OUTBOX_STATUSES)),
    index('outbox_status_created_at_idx').on(t.status, t.createdAt),
    index('outbox_recipient_idx').on(t.recipient),
  ],
);

/**
 * What each running app instance measures of itself (event loop, memory, response times, open streams), upserted every few
 * seconds so the admin dashboard can show every instance that shares the database. Rows not updated for a minute are ignored.
 */
export const instanceMetrics = pgTable(
  'instance_metrics',
  {
    instanceId: text('instance_id').primaryKey(),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    reportedAt: timestamptz('reported_at').notNull(),
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('instance_metrics_reported_at_idx').on(t.reportedAt)],
);
