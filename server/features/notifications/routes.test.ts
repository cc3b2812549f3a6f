import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@common/notifications';
import { userNotifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY, HOUR } from '../../test/clock';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

type Audience = 'all' | 'students' | 'premium_users' | 'specific_user';

/** Sends through the admin API, as the admin screen does. */
async function send(title: string, audience: Audience = 'all', extra: Record<string, unknown> = {}) {
  const response = await t.post('/api/admin/notifications', { title, message: `${title} body`, targetAudience: audience, ...extra }, { as: admin });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const listOf = async (user: TestUser) => {
  const response = await t.get('/api/notifications', { as: user });
  expect(response.statusCode).toBe(200);
  return (response.json() as { notifications: Notification[] }).notifications;
};
const titlesOf = async (user: TestUser) => (await listOf(user)).map((n) => n.title);
const unreadOf = async (user: TestUser) => (await t.get('/api/notifications/unread-count', { as: user })).json().count as number;

describe('GET /api/notifications', () => {
  it('shows each user exactly the notifications addressed to them, newest first', async () => {
    const free = await buildStudent(t);
    const premium = await buildPremiumStudent(t);
    const lapsed = await buildStudent(t, { subscriptionPlan: 'premium', subscriptionExpiresAt: new Date(t.clock.now().getTime() - DAY) });
    const otherAdmin = await buildAdmin(t);
    const tag = `audience-${Date.now()}`;
    await send(`${tag} all`, 'all');
    t.clock.advance(1000);
    await send(`${tag} students`, 'students');
    t.clock.advance(1000);
    await send(`${tag} premium`, 'premium_users');
    t.clock.advance(1000);
    await send(`${tag} for free`, 'specific_user', { targetUserId: free.id });

    const mine = async (user: TestUser) => (await titlesOf(user)).filter((title) => title.startsWith(tag));
    expect(await mine(free)).toEqual([`${tag} for free`, `${tag} students`, `${tag} all`]);
    expect(await mine(premium)).toEqual([`${tag} premium`, `${tag} students`, `${tag} all`]);
    expect(await mine(lapsed)).toEqual([`${tag} students`, `${tag} all`]);
    expect(await mine(otherAdmin)).toEqual([`${tag} all`]);
  });

  it('hides expired notifications by the clock and shows the newest 20 only', async () => {
    const student = await buildStudent(t);
    const unreadAtStart = await unreadOf(student);
    for (let n = 1; n <= 22; n++) {
      t.clock.advance(1000);
      await send(`Limit ${n}`, 'specific_user', { targetUserId: student.id });
    }
    const list = await listOf(student);
    expect(list).toHaveLength(20);
    expect(list[0]!.title).toBe('Limit 22');
    expect(list.every((n) => n.isRead === false)).toBe(true);
    expect(await unreadOf(student)).toBe(unreadAtStart + 22);

    t.clock.advance(1000);
    const soon = await send('Expires in an hour', 'specific_user', {
      targetUserId: student.id,
      expiresAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect((await listOf(student))[0]!.id).toBe(soon.id);
    const unreadBefore = await unreadOf(student);
    t.clock.advance(HOUR);
    expect((await listOf(student)).map((n) => n.id)).not.toContain(soon.id);
    expect(await unreadOf(student)).toBe(unreadBefore - 1);
  });

  it('refuses signed-out visitors', async () => {
    expect((await t.get('/api/notifications')).statusCode).toBe(401);
    expect((await t.get('/api/notifications/unread-count')).statusCode).toBe(401);
    expect((await t.post('/api/notifications/read-all')).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks one as read for this user only, keeps the first read time and tells their screens', async () => {
    const reader = await buildStudent(t);
    const classmate = await buildStudent(t);
    const { id } = await send('Exam routine published', 'students');
    const unreadBefore = await unreadOf(reader);

    const first = await t.post(`/api/notifications/${id}/read`, undefined, { as: reader });
    expect(first.statusCode).toBe(204);
    expect((await listOf(reader)).find((n) => n.id === id)?.isRead).toBe(true);
    expect(await unreadOf(reader)).toBe(unreadBefore - 1);
    expect((await listOf(classmate)).find((n) => n.id === id)?.isRead).toBe(false);
    expect(t.published.some((e) => e.topic === 'user_notifications' && e.ids.includes(id) && e.audience.kind === 'user' && e.audience.userId === reader.id)).toBe(true);

    const [stored] = await t.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, reader.id), eq(userNotifications.notificationId, id)));
    t.clock.advance(HOUR);
    expect((await t.post(`/api/notifications/${id}/read`, undefined, { as: reader })).statusCode).toBe(204);
    const [again] = await t.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, reader.id), eq(userNotifications.notificationId, id)));
    expect(again!.readAt).toEqual(stored!.readAt);
  });

  it('answers 404 for a notification not addressed to the user and writes nothing', async () => {
    const student = await buildStudent(t);
    const other = await buildStudent(t);
    const premiumOnly = await send('Premium webinar', 'premium_users');
    const forOther = await send('Your payment was received', 'specific_user', { targetUserId: other.id });
    const expired = await send('Old notice', 'all', { expiresAt: new Date(t.clock.now().getTime() + HOUR).toISOString() });
    t.clock.advance(2 * HOUR);

    for (const id of [premiumOnly.id, forOther.id, expired.id, '00000000-0000-4000-8000-00000000abcd']) {
      const response = await t.post(`/api/notifications/${id}/read`, undefined, { as: student });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const rows = await t.db.select().from(userNotifications).where(eq(userNotifications.userId, student.id));
    expect(rows).toEqual([]);
    expect((await listOf(other)).find((n) => n.id === forOther.id)?.isRead).toBe(false);
    expect((await t.post('/api/notifications/not-a-uuid/read', undefined, { as: student })).statusCode).toBe(400);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks every notification addressed to the user as read in one go, and only theirs', async () => {
    const student = await buildStudent(t);
    const other = await buildStudent(t);
    await send('Welcome week', 'students');
    await send('Just for you', 'specific_user', { targetUserId: student.id });
    await send('Just for the other', 'specific_user', { targetUserId: other.id });
    const { id: alreadyRead } = await send('Read earlier', 'all');
    await t.post(`/api/notifications/${alreadyRead}/read`, undefined, { as: student });
    const otherUnread = await unreadOf(other);
    const unread = await unreadOf(student);
    expect(unread).toBeGreaterThan(1);

    const response = await t.post('/api/notifications/read-all', undefined, { as: student });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: unread });
    expect(await unreadOf(student)).toBe(0);
    expect((await listOf(student)).every((n) => n.isRead)).toBe(true);
    expect(await unreadOf(other)).toBe(otherUnread);

    const again = await t.post('/api/notifications/read-all', undefined, { as: student });
    expect(again.json()).toEqual({ updated: 0 });
  });

  it('gives the same result when the user marks all from two tabs at once', async () => {
    const student = await buildStudent(t);
    await send('Parallel one', 'specific_user', { targetUserId: student.id });
    await send('Parallel two', 'specific_user', { targetUserId: student.id });
    const unread = await unreadOf(student);
    const responses = await Promise.all([1, 2, 3].map(() => t.post('/api/notifications/read-all', undefined, { as: student })));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.reduce((sum, r) => sum + (r.json().updated as number), 0)).toBeGreaterThanOrEqual(unread);
    expect(await unreadOf(student)).toBe(0);
    const rows = await t.db.select().from(userNotifications).where(eq(userNotifications.userId, student.id));
    expect(rows).toHaveLength(unread);
  });
});
