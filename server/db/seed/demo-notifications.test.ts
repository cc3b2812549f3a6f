import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../schema';
import { DEMO_STUDENT, seedDemoAccounts } from './demo-accounts';
import { seedDemoNotifications } from './demo-notifications';
import { createSession, SESSION_COOKIE } from '../../platform/auth';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('seeds the demo notifications once, addressed so the free demo student sees the welcome and the exam notice', async () => {
  await seedDemoAccounts(t);
  await seedDemoNotifications(t);
  await seedDemoNotifications(t);

  const [student] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STUDENT.email));
  const { token } = await createSession(t, { userId: student!.id });
  const response = await t.get('/api/notifications', { as: `${SESSION_COOKIE}=${token}` });
  const titles = (response.json().notifications as { title: string }[]).map((n) => n.title);
  expect(titles).toEqual(['Board exam routines are out', 'Welcome to Pariksha!']);
  expect((await t.get('/api/notifications/unread-count', { as: `${SESSION_COOKIE}=${token}` })).json()).toEqual({ count: 2 });
});
