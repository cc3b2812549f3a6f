import type { SessionUser } from '@common/auth';
import type { Notification } from '@common/notifications';

/** A signed-in user as the session endpoint answers it: a free Class 12 science student unless overridden. */
export const buildSessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  email: 'student@example.com',
  fullName: 'Aarav Sharma',
  role: 'student',
  class: '12',
  faculty: 'science',
  subscriptionPlan: 'free',
  subscriptionExpiresAt: null,
  isPremium: false,
  language: 'en',
  ...overrides,
});

/** An unread info notification from an hour ago unless overridden. */
export const buildNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: crypto.randomUUID(),
  title: 'Board exam routines are out',
  message: 'Check the Upcoming Exams list on your dashboard.',
  type: 'info',
  createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  expiresAt: null,
  isRead: false,
  ...overrides,
});
