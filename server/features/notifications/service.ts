import { and, asc, desc, eq, gt, ilike, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readerLanguage } from '@common/academics';
import {
  NOTIFICATION_LIST_LIMIT,
  RECIPIENT_SEARCH_LIMIT,
  type Notification,
  type NotificationAudience,
  type NotificationRecipient,
  type NotificationType,
  type SendNotificationBody,
  type SentNotification,
} from '@common/notifications';
import type { Database } from '../../db/client';
import { notifications, profiles, userNotifications } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';
import { composeNotification, type NotificationName, type NotificationParams } from '../../platform/notification-texts';
import { AppError, notFound } from '../../platform/errors';
import type { Audience, EventBus } from '../../platform/events';
import { broadcastAudiencesOf, isNotificationExpired, type NotificationViewer } from './policy';
import type { UnreadCountCache } from './unread-counts';

/** SQL for "not expired and addressed to this viewer": the policy's canReceiveNotification, in the query. */
function addressedTo(viewer: NotificationViewer, now: Date): SQL {
  return and(
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)),
    or(
      and(inArray(notifications.targetAudience, broadcastAudiencesOf(viewer, now)), isNull(notifications.targetUserId)),
      eq(notifications.targetUserId, viewer.userId),
    ),
  )!;
}

const hasRead = (userId: string) =>
  sql`exists (select 1 from ${userNotifications} where ${userNotifications.notificationId} = ${notifications.id}
    and ${userNotifications.userId} = ${userId} and ${userNotifications.isRead})`;

/** The newest 20 notifications addressed to the viewer and not expired, each with the viewer's read state. */
export async function listNotificationsFor({ db, clock }: Deps<'db' | 'clock'>, viewer: NotificationViewer): Promise<Notification[]> {
  const now = clock.now();
  const rows = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      type: notifications.type,
      createdAt: notifications.createdAt,
      expiresAt: notifications.expiresAt,
      isRead: sql<boolean>`${hasRead(viewer.userId)}`,
    })
    .from(notifications)
    .where(addressedTo(viewer, now))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    type: row.type as NotificationType,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}

/**
 * How many notifications addressed to the viewer (and not expired) they have not read: from this instance's cache when
 * given and fresh (decision 072), else counted, with the first expiry among them so the cached count ends with it.
 */
export async function countUnreadNotifications(
  { db, clock, unreadCounts }: Deps<'db' | 'clock'> & { unreadCounts?: UnreadCountCache },
  viewer: NotificationViewer,
) {
  const now = clock.now();
  const audiences = broadcastAudiencesOf(viewer, now).join(' ');
  const cached = unreadCounts?.get(viewer.userId, audiences);
  if (cached !== undefined) return cached;
  const readAt = unreadCounts?.generation();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, firstExpiry: sql<Date | string | null>`min(${notifications.expiresAt})` })
    .from(notifications)
    .where(and(addressedTo(viewer, now), sql`not ${hasRead(viewer.userId)}`));
  const { count, firstExpiry } = row!;
  if (unreadCounts && readAt !== undefined) {
    unreadCounts.set(viewer.userId, readAt, { audiences, count, validUntil: firstExpiry === null ? Infinity : new Date(firstExpiry).getTime() });
  }
  return count;
}

/**
 * Marks the given notifications (or every one addressed to the viewer) as read in one upsert that selects
 * only notifications addressed to the viewer, so nobody can create read state for someone else's.
 * Returns the ids whose state changed; a first read keeps its read_at.
 */
async function upsertReadState(db: Database, viewer: NotificationViewer, now: Date, notificationId?: string) {
  const unreadAddressed = db
    .select({
      userId: sql<string>`${viewer.userId}::uuid`.as('user_id'),
      notificationId: sql<string>`${notifications.id}`.as('notification_id'),
      isRead: sql<boolean>`true`.as('is_read'),
      readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
    })
    .from(notifications)
    .where(
      and(
        addressedTo(viewer, now),
        notificationId ? eq(notifications.id, notificationId) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(userNotifications)
            .where(
              and(
                eq(userNotifications.notificationId, notifications.id),
                eq(userNotifications.userId, viewer.userId),
                eq(userNotifications.isRead, true),
              ),
            ),
        ),
      ),
    );
  const rows = await db
    .insert(userNotifications)
    .select(unreadAddressed)
    .onConflictDoUpdate({
      target: [userNotifications.userId, userNotifications.notificationId],
      set: { isRead: true, readAt: sql`coalesce(${userNotifications.readAt}, excluded.read_at)` },
    })
    .returning({ notificationId: userNotifications.notificationId });
  return rows.map((row) => row.notificationId);
}

async function publishReadChange(events: EventBus, userId: string, ids: string[]) {
  await events.publish({ topic: 'user_notifications', ids, audience: { kind: 'user', userId } });
  // The admin list shows how many recipients read each notification.
  await events.publish({ topic: 'user_notifications', ids, audience: { kind: 'admins' } });
}

/**
 * Marks one notification as read for the viewer. A notification that is not addressed to them (or does
 * not exist, or has expired) answers 404, so nobody learns of it or touches another user's read state.
 */
export async function markNotificationRead({ db, clock, events }: Deps<'db' | 'clock' | 'events'>, viewer: NotificationViewer, notificationId: string) {
  const now = clock.now();
  const changed = await upsertReadState(db, viewer, now, notificationId);
  if (changed.length > 0) {
    await publishReadChange(events, viewer.userId, changed);
    return;
  }
  const [visible] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), addressedTo(viewer, now)));
  if (!visible) throw notFound('Notification');
}

/** Marks every notification addressed to the viewer as read, in one statement; returns how many changed. */
export async function markAllNotificationsRead({ db, clock, events }: Deps<'db' | 'clock' | 'events'>, viewer: NotificationViewer) {
  const changed = await upsertReadState(db, viewer, clock.now());
  if (changed.length > 0) await publishReadChange(events, viewer.userId, changed);
  return changed.length;
}

// ---- Admin: sending, listing and deleting ----

type NotificationRow = typeof notifications.$inferSelect;

/** Who an event about a notification goes to: its own audience, plus admins for their sent list. */
function eventAudiencesOf(notification: Pick<NotificationRow, 'targetAudience' | 'targetUserId'>): Audience[] {
  const own: Record<NotificationAudience, Audience> = {
    all: { kind: 'everyone' },
    students: { kind: 'students' },
    premium_users: { kind: 'premium' },
    specific_user: { kind: 'user', userId: notification.targetUserId ?? '' },
  };
  const audience = own[notification.targetAudience as NotificationAudience];
  return audience.kind === 'everyone' ? [audience] : [audience, { kind: 'admins' }];
}

async function publishNotificationChange(events: EventBus, notification: NotificationRow) {
  for (const audience of eventAudiencesOf(notification)) {
    await events.publish({ topic: 'notifications', ids: [notification.id], audience });
  }
}

const targetProfile = alias(profiles, 'target_profile');
const creatorProfile = alias(profiles, 'creator_profile');

/** How many users each broadcast audience reaches now (specific_user reaches one). */
async function countAudiences(db: Database, now: Date): Promise<Record<NotificationAudience, number>> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      students: sql<number>`(count(*) filter (where ${profiles.role} = 'student'))::int`,
      premium: sql<number>`(count(*) filter (where ${profiles.subscriptionPlan} = 'premium' and ${profiles.subscriptionExpiresAt} > ${now}))::int`,
    })
    .from(profiles);
  return { all: row!.all, students: row!.students, premium_users: row!.premium, specific_user: 1 };
}

const SENT_PAGE_SIZE = 50;

/** Sent notifications, newest first, 50 a page, each with its target user and how many recipients read it. */
export async function listSentNotifications(
  { db, clock }: Deps<'db' | 'clock'>,
  cursor?: string,
): Promise<{ notifications: SentNotification[]; nextCursor: string | null }> {
  const now = clock.now();
  const after = cursor ? decodeKeysetCursor(cursor) : null;
  const rows = await db
    .select({
      notification: notifications,
      target: { id: targetProfile.id, fullName: targetProfile.fullName, email: targetProfile.email, role: targetProfile.role },
      createdByName: creatorProfile.fullName,
      readCount: sql<number>`(select count(*) from ${userNotifications} where ${userNotifications.notificationId} = ${notifications.id} and ${userNotifications.isRead})::int`,
    })
    .from(notifications)
    .leftJoin(targetProfile, eq(targetProfile.id, notifications.targetUserId))
    .leftJoin(creatorProfile, eq(creatorProfile.id, notifications.createdBy))
    .where(after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}, ${after.id}::uuid)` : undefined)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(SENT_PAGE_SIZE + 1);
  const audienceSizes = await countAudiences(db, now);
  const page = rows.slice(0, SENT_PAGE_SIZE);
  return {
    notifications: page.map((row) => toSentNotification(row.notification, { ...row, audienceSizes, now })),
    nextCursor: rows.length > SENT_PAGE_SIZE ? encodeKeysetCursor(page.at(-1)!.notification) : null,
  };
}

function toSentNotification(
  row: NotificationRow,
  extra: {
    target: NotificationRecipient | null;
    createdByName: string | null;
    readCount: number;
    audienceSizes: Record<NotificationAudience, number>;
    now: Date;
  },
): SentNotification {
  const audience = row.targetAudience as NotificationAudience;
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type as NotificationType,
    targetAudience: audience,
    targetUser: extra.target?.id ? extra.target : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isExpired: isNotificationExpired(row, extra.now),
    createdByName: extra.createdByName,
    readCount: extra.readCount,
    recipientCount: extra.audienceSizes[audience],
  };
}

/**
 * Sends a notification (seed 001 section 5): the target user must exist, the expiry must be in the future.
 * Recipients' open screens and every admin's sent list hear of it after the insert commits.
 */
export async function sendNotification(
  { db, clock, events }: Deps<'db' | 'clock' | 'events'>,
  input: SendNotificationBody & { adminId: string },
) {
  const now = clock.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError('validation_error', 'The expiry must be in the future');
  }
  const { row, target } = await db.transaction(async (tx) => {
    let target: NotificationRecipient | null = null;
    if (input.targetUserId) {
      // KEY SHARE keeps the user from being deleted before the notification row commits.
      const [found] = await tx
        .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email, role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, input.targetUserId))
        .for('key share');
      if (!found) throw new AppError('validation_error', 'The selected user does not exist');
      target = found;
    }
    const [row] = await tx
      .insert(notifications)
      .values({
        title: input.title,
        message: input.message,
        type: input.type,
        targetAudience: input.targetAudience,
        targetUserId: input.targetUserId,
        expiresAt,
        createdBy: input.adminId,
        createdAt: now,
      })
      .returning();
    return { row: row!, target };
  });
  await publishNotificationChange(events, row);
  const [creator] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, input.adminId));
  return toSentNotification(row, { target, createdByName: creator?.fullName ?? null, readCount: 0, audienceSizes: await countAudiences(db, now), now });
}

/** Deletes a notification (and everyone's read state of it); its recipients' screens drop it. */
export async function deleteNotification({ db, events }: Deps<'db' | 'events'>, notificationId: string) {
  const [row] = await db.delete(notifications).where(eq(notifications.id, notificationId)).returning();
  if (!row) throw notFound('Notification');
  await publishNotificationChange(events, row);
}

/** Users whose name or email contains the search text, for the specific-user picker. */
export async function searchRecipients({ db }: Deps<'db'>, search: string): Promise<NotificationRecipient[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(search ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined)
    .orderBy(asc(profiles.fullName), asc(profiles.email))
    .limit(RECIPIENT_SEARCH_LIMIT);
}

/**
 * A notification for one user, written in the caller's transaction (a payment confirmation, a renewal reminder), in
 * the user's language (their profile's) as it is then: the stored text does not follow a later switch (decision 091).
 * Announce it with publishUserNotification after the transaction commits.
 */
export async function createUserNotification<Name extends NotificationName>(
  { db }: Deps<'db'>,
  input: { userId: string; name: Name; params: NotificationParams[Name]; type: NotificationType; now: Date },
): Promise<NotificationRow> {
  const [reader] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, input.userId));
  const { title, message } = composeNotification(readerLanguage(reader?.language), input.name, input.params);
  const [row] = await db
    .insert(notifications)
    .values({
      title,
      message,
      type: input.type,
      targetAudience: 'specific_user',
      targetUserId: input.userId,
      createdAt: input.now,
    })
    .returning();
  return row!;
}

/** Tells the recipient's open screens (and the admins' sent list) of a notification made by createUserNotification. */
export const publishUserNotification = (events: EventBus, notification: NotificationRow) => publishNotificationChange(events, notification);
