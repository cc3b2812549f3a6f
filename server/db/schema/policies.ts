import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { POLICY_TYPES } from '@common/policies';
import { createdAt, isOneOf, updatedAt } from './columns';

export const policyContent = pgTable(
  'policy_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyType: text('policy_type').notNull(),
    content: text('content').notNull(),
    version: integer('version').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('policy_content_type_check', isOneOf(t.policyType, POLICY_TYPES)),
    check('policy_content_version_check', sql`${t.version} >= 1`),
    check('policy_content_content_check', sql`length(trim(${t.content})) > 0`),
    uniqueIndex('policy_content_type_version_key').on(t.policyType, t.version),
    uniqueIndex('policy_content_one_active_key').on(t.policyType).where(sql`${t.isActive}`),
    index('policy_content_type_created_idx').on(t.policyType, t.createdAt),
  ],
);
