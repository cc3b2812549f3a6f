import { eq, inArray } from 'drizzle-orm';
import type { NotificationAudience, NotificationType } from '@common/notifications';
import { notifications, users } from '../schema';
import { DEMO_ADMIN } from './demo-accounts';
import type { DemoSeedContext } from './index';

const HOUR = 60 * 60 * 1000;

type DemoNotification = { title: string; message: string; type: NotificationType; targetAudience: NotificationAudience; hoursAgo: number };

const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    title: 'Welcome to Pariksha!',
    message:
      'Start with the notes for your class, practise MCQs unit by unit, and sit a timed mock test when you feel ready. Your dashboard keeps track of your progress and study streak.',
    type: 'success',
    targetAudience: 'all',
    hoursAgo: 72,
  },
  {
    title: 'Board exam routines are out',
    message:
      'The SEE and NEB Class 12 exam routines have been published. Check the Upcoming Exams list on your dashboard, plan your revision backwards from the first paper, and practise past papers under exam timing.',
    type: 'warning',
    targetAudience: 'students',
    hoursAgo: 20,
  },
  {
    title: 'New full-length mock tests for Premium',
    message:
      'Premium members can now take new full-length mock tests in Physics, Chemistry and Mathematics, marked instantly with explanations for every question.',
    type: 'info',
    targetAudience: 'premium_users',
    hoursAgo: 4,
  },
];

/** Three real notifications from the demo admin: a welcome to all, an exam notice to students, a premium notice. */
export async function seedDemoNotifications({ db, clock }: DemoSeedContext) {
  const titles = DEMO_NOTIFICATIONS.map((n) => n.title);
  const [existing] = await db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.title, titles)).limit(1);
  if (existing) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
  const now = clock.now().getTime();
  await db.insert(notifications).values(
    DEMO_NOTIFICATIONS.map(({ hoursAgo, ...notification }) => ({
      ...notification,
      createdAt: new Date(now - hoursAgo * HOUR),
      createdBy: admin?.id ?? null,
    })),
  );
}
