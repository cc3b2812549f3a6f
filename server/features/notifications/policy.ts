import type { NotificationAudience } from '@common/notifications';
import { hasActivePremium } from '@common/plans';

/** Who is looking: the parts of a signed-in user that decide which notifications reach them. */
export type NotificationViewer = {
  userId: string;
  role: string;
  subscriptionPlan: string;
  subscriptionExpiresAt: Date | null;
};

type AddressedNotification = {
  targetAudience: NotificationAudience;
  targetUserId: string | null;
  expiresAt: Date | null;
};

/** The broadcast audiences (all, students, premium_users) a viewer belongs to at `now`. */
export function broadcastAudiencesOf(viewer: NotificationViewer, now: Date): NotificationAudience[] {
  const audiences: NotificationAudience[] = ['all'];
  if (viewer.role === 'student') audiences.push('students');
  if (hasActivePremium(viewer, now)) audiences.push('premium_users');
  return audiences;
}

/** A notification with an expiry at or before `now` is no longer shown to anyone. */
export const isNotificationExpired = (notification: { expiresAt: Date | null }, now: Date) =>
  notification.expiresAt !== null && notification.expiresAt.getTime() <= now.getTime();

/**
 * A viewer receives a notification that has not expired and is addressed to them: to all, to students
 * (role student), to premium users (active premium by the clock) or to them by id.
 * The list queries apply the same rule in SQL (service.ts `addressedTo`).
 */
export function canReceiveNotification(viewer: NotificationViewer, notification: AddressedNotification, now: Date): boolean {
  if (isNotificationExpired(notification, now)) return false;
  if (notification.targetAudience === 'specific_user') return notification.targetUserId === viewer.userId;
  return broadcastAudiencesOf(viewer, now).includes(notification.targetAudience);
}
