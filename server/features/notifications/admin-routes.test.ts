import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentNotification } from '@common/notifications';
import { notifications, userNotifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { HOUR } from '../../test/clock';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildAdmin(t, { fullName: 'Sita Admin' });
});
afterAll(() => t.close());

const countRows = async () => (await t.db.select({ id: notifications.id }).from(notifications)).length;
const sentList = (query = '') => t.getOk<{ notifications: SentNotification[]; nextCursor: string | null }>(`/api/admin/notifications${query}`, { as: admin });

describe('POST /api/admin/notifications', () => {
  it('sends to an audience, stores who sent it and tells that audience and the admins', async () => {
    const response = await t.post(
      '/api/admin/notifications',
      { title: '  Board exam routine  ', message: 'Class 12 exams start on 15 Baisakh.', type: 'warning', targetAudience: 'students' },
      { as: admin },
    );
    expect(response.statusCode).toBe(201);
    const sent = response.json() as SentNotification;
    expect(sent).toMatchObject({
      title: 'Board exam routine',
      type: 'warning',
      targetAudience: 'students',
      targetUser: null,
      expiresAt: null,
      createdByName: 'Sita Admin',
      readCount: 0,
    });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, sent.id));
    expect(row).toMatchObject({ createdBy: admin.id, targetUserId: null });
    const events = () => t.published.filter((e) => e.topic === 'notifications' && e.ids.includes(sent.id)).map((e) => e.audience);
    await expect.poll(events).toEqual([{ kind: 'students' }, { kind: 'admins' }]);
  });

  it('sends to one chosen user, ignoring a target for the other audiences', async () => {
    const student = await buildStudent(t, { fullName: 'Maya Gurung' });
    const response = await t.post(
      '/api/admin/notifications',
      { title: 'Your payment is confirmed', message: 'Premium is active.', type: 'success', targetAudience: 'specific_user', targetUserId: student.id },
      { as: admin },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().targetUser).toMatchObject({ id: student.id, fullName: 'Maya Gurung', email: student.email });
    // On PostgreSQL the events come back through LISTEN/NOTIFY, after the answer.
    expect(t.published.some((e) => e.topic === 'notifications' && e.audience.kind === 'user' && e.audience.userId === student.id)).toBe(true);

    const toAll = await t.post('/api/admin/notifications', { title: 'Hello', message: 'Hi all', targetAudience: 'all', targetUserId: student.id }, { as: admin });
    expect(toAll.statusCode).toBe(201);
    expect(toAll.json()).toMatchObject({ targetAudience: 'all', targetUser: null, type: 'info' });
    expect(t.published.filter((e) => e.ids.includes(toAll.json().id)).map((e) => e.audience)).toEqual([{ kind: 'everyone' }]);
  });

  it("refuses a missing title or message with 'Please fill in title and message' and stores nothing", async () => {
    const before = await countRows();
    for (const body of [
      { title: '', message: 'Body' },
      { title: 'Title', message: '   ' },
      { message: 'No title' },
    ]) {
      const response = await t.post('/api/admin/notifications', body, { as: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Please fill in title and message');
    }
    expect(await countRows()).toBe(before);
  });

  it('refuses specific_user without a target, an unknown target, a past expiry and unknown fields', async () => {
    const before = await countRows();
    const base = { title: 'T', message: 'M' };
    const noTarget = await t.post('/api/admin/notifications', { ...base, targetAudience: 'specific_user' }, { as: admin });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().error.message).toContain('Choose the user to notify');

    const unknown = await t.post(
      '/api/admin/notifications',
      { ...base, targetAudience: 'specific_user', targetUserId: '00000000-0000-4000-8000-0000000000ff' },
      { as: admin },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('The selected user does not exist');

    const past = await t.post('/api/admin/notifications', { ...base, expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString() }, { as: admin });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('The expiry must be in the future');

    const badType = await t.post('/api/admin/notifications', { ...base, type: 'urgent' }, { as: admin });
    expect(badType.statusCode).toBe(400);
    const extra = await t.post('/api/admin/notifications', { ...base, createdBy: admin.id }, { as: admin });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toContain('createdBy');
    expect(await countRows()).toBe(before);
  });

  it('keeps an optional expiry in the future', async () => {
    const expiresAt = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString();
    const response = await t.post('/api/admin/notifications', { title: 'Until tomorrow', message: 'M', expiresAt }, { as: admin });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ expiresAt, isExpired: false });
    t.clock.advance(25 * HOUR);
    const listed = (await sentList()).notifications.find((n) => n.id === response.json().id);
    expect(listed?.isExpired).toBe(true);
    t.clock.advance(-25 * HOUR);
  });
});

describe('GET /api/admin/notifications', () => {
  it('lists sent notifications newest first with how many recipients have read each', async () => {
    const readers = await Promise.all([buildStudent(t), buildStudent(t), buildPremiumStudent(t)]);
    t.clock.advance(1000);
    const { id } = (await t.post('/api/admin/notifications', { title: 'Read count check', message: 'M', targetAudience: 'students' }, { as: admin })).json();
    for (const reader of readers.slice(0, 2)) await t.post(`/api/notifications/${id}/read`, undefined, { as: reader });

    const { notifications: list } = await sentList();
    expect(list[0]).toMatchObject({ id, title: 'Read count check', readCount: 2 });
    const studentCount = list[0]!.recipientCount;
    expect(studentCount).toBeGreaterThanOrEqual(3);
    const times = list.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(t.published.some((e) => e.topic === 'user_notifications' && e.audience.kind === 'admins')).toBe(true);
  });

  it('pages through the list 50 at a time without gaps or repeats', async () => {
    for (let n = 0; n < 55; n++) {
      t.clock.advance(1000);
      await t.post('/api/admin/notifications', { title: `Page ${n}`, message: 'M' }, { as: admin });
    }
    const total = await countRows();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await sentList(cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
      expect(page.notifications.length).toBeLessThanOrEqual(50);
      seen.push(...page.notifications.map((n) => n.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    for (const cursor of ['garbage', '2026-11-22T06:00:00.000Z_not-a-uuid', '2026-11-22T06:00:00.000Z_', '-271821-04-20T00:00:00.000Z_00000000-0000-0000-0000-000000000000', `${seen[0]}_x_y`]) {
      const response = await t.get(`/api/admin/notifications?cursor=${encodeURIComponent(cursor)}`, { as: admin });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error).toEqual({ code: 'validation_error', message: 'Invalid cursor' });
    }
  });
});

describe('DELETE /api/admin/notifications/:id', () => {
  it('deletes the notification with everyone’s read state and tells its audience', async () => {
    const student = await buildStudent(t);
    const { id } = (await t.post('/api/admin/notifications', { title: 'To delete', message: 'M', targetAudience: 'specific_user', targetUserId: student.id }, { as: admin })).json();
    await t.post(`/api/notifications/${id}/read`, undefined, { as: student });

    const response = await t.delete(`/api/admin/notifications/${id}`, { as: admin });
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(notifications).where(eq(notifications.id, id))).toEqual([]);
    expect(await t.db.select().from(userNotifications).where(eq(userNotifications.notificationId, id))).toEqual([]);
    const audiences = t.published.filter((e) => e.topic === 'notifications' && e.ids.includes(id)).map((e) => e.audience);
    expect(audiences.slice(-2)).toEqual([{ kind: 'user', userId: student.id }, { kind: 'admins' }]);

    const again = await t.delete(`/api/admin/notifications/${id}`, { as: admin });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/admin/notifications/recipients', () => {
  it('finds users by part of their name or email, case-insensitively', async () => {
    const student = await buildStudent(t, { fullName: 'Bishnu Thapa Magar' });
    const byName = (await t.get('/api/admin/notifications/recipients?search=thapa%20mag', { as: admin })).json();
    expect(byName.map((u: { id: string }) => u.id)).toContain(student.id);
    const byEmail = (await t.get(`/api/admin/notifications/recipients?search=${encodeURIComponent(student.email.slice(0, 14).toUpperCase())}`, { as: admin })).json();
    expect(byEmail.map((u: { id: string }) => u.id)).toContain(student.id);
    expect(byEmail[0]).toEqual({ id: expect.any(String), fullName: expect.any(String), email: expect.any(String), role: expect.any(String) });
    const wildcard = (await t.get('/api/admin/notifications/recipients?search=%25', { as: admin })).json();
    expect(wildcard).toEqual([]);
  });
});

describe('admin notification routes', () => {
  it('refuse students and signed-out visitors', async () => {
    const student = await buildStudent(t);
    const before = await countRows();
    const { id } = (await t.post('/api/admin/notifications', { title: 'Kept', message: 'M' }, { as: admin })).json();
    for (const as of [student, undefined]) {
      const expected = as ? 403 : 401;
      expect((await t.post('/api/admin/notifications', { title: 'x', message: 'y' }, { as })).statusCode).toBe(expected);
      expect((await t.get('/api/admin/notifications', { as })).statusCode).toBe(expected);
      expect((await t.delete(`/api/admin/notifications/${id}`, { as })).statusCode).toBe(expected);
      expect((await t.get('/api/admin/notifications/recipients?search=a', { as })).statusCode).toBe(expected);
    }
    expect(await countRows()).toBe(before + 1);
  });
});
