import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_AUDIENCES, NOTIFICATION_TYPES } from '@common/notifications';
import { users } from './auth';
import { createdAt, isOneOf, timestamptz } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('info'),
    targetAudience: text('target_audience').notNull().default('all'),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('notifications_type_check', isOneOf(t.type, NOTIFICATION_TYPES)),
    check('notifications_audience_check', isOneOf(t.targetAudience, NOTIFICATION_AUDIENCES)),
    check(
      'notifications_target_user_check',
      sql`(${t.targetAudience} = 'specific_user') = (${t.targetUserId} is not null)`,
    ),
    index('notifications_created_at_idx').on(t.createdAt),
    index('notifications_target_user_idx').on(t.targetUserId),
  ],
);

export const userNotifications = pgTable(
  'user_notifications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamptz('read_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] }), index('user_notifications_notification_idx').on(t.notificationId)],
);
