import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Notification } from '@common/notifications';
import { notifications, userNotifications } from '../../db/schema';
import type { AppEvent } from '../../platform/events';
import { buildSecondInstance, buildTestApp, type SecondInstance, type TestApp } from '../../test/app';
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

/** The badge count an instance answers for this user (the route every signed-in screen polls). */
const unreadOn = async (app: TestApp['app'], user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: { cookie: user.cookie } })).json().count as number;

/** A notification written straight into the database, announced to nobody (as a forgetful writer would). */
async function insertSilently(db: TestApp['db'], userId: string, title: string) {
  await db.insert(notifications).values({ title, message: title, type: 'info', targetAudience: 'specific_user', targetUserId: userId, createdAt: t.clock.now() });
}

describe('the unread count served from memory (decision 072)', () => {
  it('answers from memory, and every change that reaches the user shows on the very next request', async () => {
    const student = await buildStudent(t);
    const start = await unreadOf(student);
    // Proof the count is cached: a row nobody announced is not counted yet.
    await insertSilently(t.db, student.id, 'Unannounced');
    expect(await unreadOf(student)).toBe(start);

    // Each announced change drops the entry before its request answers, so the next count is made afresh.
    const toAll = await send('Cache: to all');
    expect(await unreadOf(student)).toBe(start + 2);
    await send('Cache: to students', 'students');
    expect(await unreadOf(student)).toBe(start + 3);
    await send('Cache: to this student', 'specific_user', { targetUserId: student.id });
    expect(await unreadOf(student)).toBe(start + 4);
    await send('Cache: to premium users', 'premium_users');
    expect(await unreadOf(student)).toBe(start + 4);

    expect((await t.post(`/api/notifications/${toAll.id}/read`, undefined, { as: student })).statusCode).toBe(204);
    expect(await unreadOf(student)).toBe(start + 3);
    const toDelete = await send('Cache: deleted soon', 'students');
    expect(await unreadOf(student)).toBe(start + 4);
    expect((await t.delete(`/api/admin/notifications/${toDelete.id}`, { as: admin })).statusCode).toBe(204);
    expect(await unreadOf(student)).toBe(start + 3);
    expect((await t.post('/api/notifications/read-all', undefined, { as: student })).statusCode).toBe(200);
    expect(await unreadOf(student)).toBe(0);
  });

  it("keeps each user's count apart: one user reading changes nobody else's", async () => {
    const reader = await buildStudent(t);
    const classmate = await buildStudent(t);
    const { id } = await send('Cache: shared notice', 'students');
    const classmateBefore = await unreadOf(classmate);
    const readerBefore = await unreadOf(reader);
    await t.post(`/api/notifications/${id}/read`, undefined, { as: reader });
    expect(await unreadOf(reader)).toBe(readerBefore - 1);
    expect(await unreadOf(classmate)).toBe(classmateBefore);
  });

  it('ends a cached count when a counted notification expires or premium ends by the clock', async () => {
    const premium = await buildPremiumStudent(t, { subscriptionExpiresAt: new Date(t.clock.now().getTime() + 3 * HOUR) });
    // A free student sees the same broadcasts but neither the premium ones nor the premium student's own.
    const free = await buildStudent(t);
    await send('Cache: expires in an hour', 'specific_user', { targetUserId: premium.id, expiresAt: new Date(t.clock.now().getTime() + HOUR).toISOString() });
    await send('Cache: premium webinar', 'premium_users');
    const withBoth = await unreadOf(premium);
    expect(withBoth).toBeGreaterThanOrEqual((await unreadOf(free)) + 2);
    t.clock.advance(HOUR);
    expect(await unreadOf(premium)).toBe(withBoth - 1);
    t.clock.advance(2 * HOUR);
    expect(await unreadOf(premium)).toBe(await unreadOf(free));
  });

  it('counts again after a role or plan change made by an admin', async () => {
    const student = await buildStudent(t);
    await send('Cache: for premium only', 'premium_users');
    const free = await unreadOf(student);
    expect((await t.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'premium' }, { as: admin })).statusCode).toBe(200);
    const asPremium = await unreadOf(student);
    expect(asPremium).toBeGreaterThan(free);
    expect((await t.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'free' }, { as: admin })).statusCode).toBe(200);
    expect(await unreadOf(student)).toBe(free);
  });
});

/**
 * Two instances on one PostgreSQL database: what changes through A reaches B's cached counts through the events they
 * share, so B's next request after hearing it counts afresh.
 */
describe.skipIf(inject('testDatabase').kind !== 'postgres')('the unread count across two instances (needs TEST_DATABASE_URL)', () => {
  let b: SecondInstance;
  // What B has heard: "topic audience id", the audience being a user's id or its kind.
  const heardOnB = new Set<string>();
  beforeAll(async () => {
    if (inject('testDatabase').kind !== 'postgres') return;
    b = await buildSecondInstance(t);
    b.events.subscribe((event: AppEvent) => {
      const audience = event.audience.kind === 'user' ? event.audience.userId : event.audience.kind;
      for (const id of event.ids) heardOnB.add(`${event.topic} ${audience} ${id}`);
    });
  });
  afterAll(() => b?.close());

  /** Waits until B has heard the event, then answers B's next count for the user. */
  async function unreadOnBAfter(user: TestUser, topic: AppEvent['topic'], audience: string, id: string) {
    await expect.poll(() => heardOnB.has(`${topic} ${audience} ${id}`)).toBe(true);
    return unreadOn(b.app, user);
  }

  it('shows on B a notification sent, read, marked all read and deleted on A', async () => {
    const student = await buildStudent(t);
    const start = await unreadOn(b.app, student);
    await insertSilently(t.db, student.id, 'Unannounced on B');
    expect(await unreadOn(b.app, student)).toBe(start);

    const broadcast = await send('Two instances: to all');
    expect(await unreadOnBAfter(student, 'notifications', 'everyone', broadcast.id)).toBe(start + 2);
    const personal = await send('Two instances: to this student', 'specific_user', { targetUserId: student.id });
    expect(await unreadOnBAfter(student, 'notifications', student.id, personal.id)).toBe(start + 3);

    expect((await t.post(`/api/notifications/${broadcast.id}/read`, undefined, { as: student })).statusCode).toBe(204);
    expect(await unreadOnBAfter(student, 'user_notifications', student.id, broadcast.id)).toBe(start + 2);

    const doomed = await send('Two instances: deleted soon', 'students');
    expect(await unreadOnBAfter(student, 'notifications', 'students', doomed.id)).toBe(start + 3);
    heardOnB.clear();
    expect((await t.delete(`/api/admin/notifications/${doomed.id}`, { as: admin })).statusCode).toBe(204);
    expect(await unreadOnBAfter(student, 'notifications', 'students', doomed.id)).toBe(start + 2);

    expect((await t.post('/api/notifications/read-all', undefined, { as: student })).statusCode).toBe(200);
    expect(await unreadOnBAfter(student, 'user_notifications', student.id, personal.id)).toBe(0);
  });
});
