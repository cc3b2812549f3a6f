import { z } from 'zod';

export * from './notification-rules';

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_AUDIENCES = ['all', 'students', 'premium_users', 'specific_user'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 5000;
export const RECIPIENT_SEARCH_LIMIT = 10;

const FILL_IN_MESSAGE = 'Please fill in title and message';

/** A notification as its recipient sees it, with their own read state. */
export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListResponse = z.object({ notifications: z.array(NotificationSchema) });
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

export const UnreadCountResponse = z.object({ count: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

export const MarkAllReadResponse = z.object({ updated: z.number().int().nonnegative() });

export const NotificationRecipientSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.string(),
});
export type NotificationRecipient = z.infer<typeof NotificationRecipientSchema>;

/** A sent notification on the admin screen, with how many of its recipients have read it. */
export const SentNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  targetAudience: z.enum(NOTIFICATION_AUDIENCES),
  targetUser: NotificationRecipientSchema.nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  isExpired: z.boolean(),
  createdByName: z.string().nullable(),
  readCount: z.number().int().nonnegative(),
  recipientCount: z.number().int().nonnegative(),
});
export type SentNotification = z.infer<typeof SentNotificationSchema>;

/** The `:id` of the notification routes. */
export const NotificationParams = z.object({ id: z.uuid('Invalid notification id') });

/**
 * POST /api/admin/notifications (seed 001 section 5): title and message are required; the target user
 * is required for, and used only with, the specific_user audience; the expiry is optional.
 */
export const SendNotificationBody = z
  .strictObject({
    title: z.string({ error: FILL_IN_MESSAGE }).trim().min(1, FILL_IN_MESSAGE).max(NOTIFICATION_TITLE_MAX),
    message: z.string({ error: FILL_IN_MESSAGE }).trim().min(1, FILL_IN_MESSAGE).max(NOTIFICATION_MESSAGE_MAX),
    type: z.enum(NOTIFICATION_TYPES).default('info'),
    targetAudience: z.enum(NOTIFICATION_AUDIENCES).default('all'),
    targetUserId: z.uuid('Choose a valid user').nullish(),
    expiresAt: z.iso.datetime({ offset: true, message: 'Enter a valid expiry date and time' }).nullish(),
  })
  .refine((body) => body.targetAudience !== 'specific_user' || !!body.targetUserId, {
    message: 'Choose the user to notify',
    path: ['targetUserId'],
  })
  .transform((body) => ({
    ...body,
    targetUserId: body.targetAudience === 'specific_user' ? (body.targetUserId ?? null) : null,
    expiresAt: body.expiresAt ?? null,
  }));
export type SendNotificationInput = z.input<typeof SendNotificationBody>;
export type SendNotificationBody = z.output<typeof SendNotificationBody>;

export const RecipientSearchQuery = z.strictObject({
  search: z.string().trim().max(100).default(''),
});
