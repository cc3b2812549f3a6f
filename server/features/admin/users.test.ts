import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_ACCOUNT_DELETE_MESSAGE, OWN_ROLE_MESSAGE, type AdminUser, type AdminUserCounts, type AdminUsersResponse, type AdminUsersTotal } from '@common/admin';
import type { PastPapersResponse } from '@common/content';
import { payments, profiles, securityEvents, sessions, subscriptionPlans, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY } from '../../test/clock';
import { buildPastPaper } from '../../test/content-factories';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildAdmin(t, { fullName: 'Sita Admin' });
});
afterAll(() => t.close());

const list = (query = '') => t.getOk<AdminUsersResponse>(`/api/admin/users${query}`, { as: admin });
const total = async (query = '') => (await t.getOk<AdminUsersTotal>(`/api/admin/users/total${query}`, { as: admin })).total;
const lastEvent = async (type: string) =>
  (await t.db.select().from(securityEvents).where(eq(securityEvents.eventType, type)).orderBy(desc(securityEvents.createdAt)).limit(1))[0];
const profileEvents = (userId: string) =>
  t.published.filter((event) => event.topic === 'profiles' && event.ids.includes(userId)).map((event) => event.audience);

describe('GET /api/admin/users', () => {
  let people: TestUser[];
  beforeAll(async () => {
    const names = ['Aarati Sharma', 'Bikash Thapa', 'Chandra Rai', 'Dipa Gurung', 'Eshan Karki'];
    people = [];
    for (const [index, fullName] of names.entries()) {
      people.push(await buildStudent(t, { fullName, email: `user-${index}-${fullName.split(' ')[0]!.toLowerCase()}@list.example.com`, school: `School ${5 - index}` }));
    }
    // Joined one day apart, in name order.
    for (const [index, person] of people.entries()) {
      await t.db.update(profiles).set({ createdAt: new Date(Date.parse('2026-11-01T00:00:00Z') + index * DAY) }).where(eq(profiles.id, person.id));
    }
  });

  it('searches names and emails for any part, in any case, taking % and _ literally', async () => {
    expect((await list('?search=THAPA')).users.map((user) => user.fullName)).toEqual(['Bikash Thapa']);
    expect((await list('?search=user-3-dipa@LIST')).users.map((user) => user.fullName)).toEqual(['Dipa Gurung']);
    expect(await total('?search=%40list.example')).toBe(5);
    expect((await list('?search=%40list.example')).users).toHaveLength(5);
    expect(await total('?search=%25')).toBe(0);
    expect(await total('?search=user_')).toBe(0);
    expect((await list('?search=user_')).users).toEqual([]);
    // Blank search means everyone.
    expect(await total('?search=%20%20')).toBe(await total());
  });

  it('finds the same users whether the text is long enough for the trigram index or not', async () => {
    const names = async (query: string) => (await list(query)).users.map((user) => user.fullName);
    // Two letters cannot use the index; three or more are looked up there first.
    expect(await names('?search=Ra&sort=name&order=asc')).toEqual(expect.arrayContaining(['Chandra Rai']));
    expect(await names('?search=dra%20r')).toEqual(['Chandra Rai']);
    expect(await names('?search=Rai&sort=name&order=asc')).toEqual(['Chandra Rai']);
    expect(await names('?search=-2-chandra@')).toEqual(['Chandra Rai']);
    // With a role filter, inside and outside the index path.
    expect(await names('?search=list.example&role=admin')).toEqual([]);
    expect(await total('?search=list.example&role=admin')).toBe(0);
    expect(await total('?search=list.example&role=student')).toBe(5);
    expect(await names('?search=ad&role=admin')).toEqual(['Sita Admin']);
  });

  it('filters by role, and lists each user with the table’s columns', async () => {
    const admins = await list('?role=admin');
    expect(admins.users.map((user) => user.id)).toEqual([admin.id]);
    const [student] = (await list('?search=Aarati')).users;
    expect(student).toEqual({
      id: people[0]!.id,
      fullName: 'Aarati Sharma',
      email: people[0]!.email,
      role: 'student',
      class: '12',
      faculty: 'science',
      school: 'School 5',
      subscriptionPlan: 'free',
      subscriptionExpiresAt: null,
      isPremium: false,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('sorts by any listed column both ways, newest first by default', async () => {
    const names = (response: AdminUsersResponse) => response.users.map((user) => user.fullName);
    const scoped = '?search=list.example.com';
    expect(names(await list(scoped))).toEqual(['Eshan Karki', 'Dipa Gurung', 'Chandra Rai', 'Bikash Thapa', 'Aarati Sharma']);
    expect(names(await list(`${scoped}&sort=name&order=asc`))).toEqual(['Aarati Sharma', 'Bikash Thapa', 'Chandra Rai', 'Dipa Gurung', 'Eshan Karki']);
    expect(names(await list(`${scoped}&sort=school&order=asc`))).toEqual(['Eshan Karki', 'Dipa Gurung', 'Chandra Rai', 'Bikash Thapa', 'Aarati Sharma']);
    expect(names(await list(`${scoped}&sort=email&order=desc`))[0]).toBe('Eshan Karki');
    // Descending is ascending reversed (the id breaks ties both ways), for every column.
    for (const sort of ['name', 'email', 'role', 'class', 'school', 'subscription', 'joined']) {
      const ascending = names(await list(`${scoped}&sort=${sort}&order=asc`));
      expect(ascending, sort).toHaveLength(5);
      expect(names(await list(`${scoped}&sort=${sort}&order=desc`)), sort).toEqual([...ascending].reverse());
    }
    const bad = await t.get('/api/admin/users?sort=password_hash', { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('sort');
  });

  it('pages with no overlap and a capped page size; the total is counted apart, once per filter', async () => {
    const scoped = '?search=list.example.com&sort=name&order=asc&pageSize=2';
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`${scoped}&page=${page}`)));
    expect(pages.map((page) => page.users.map((user) => user.fullName.split(' ')[0]))).toEqual([['Aarati', 'Bikash'], ['Chandra', 'Dipa'], ['Eshan'], []]);
    expect(pages.every((page) => page.pageSize === 2)).toBe(true);
    expect(await total('?search=list.example.com')).toBe(5);
    expect(await total('?role=admin')).toBe(1);
    for (const query of ['?pageSize=101', '?pageSize=0', '?page=0', '?page=abc', '?role=superuser']) {
      const response = await t.get(`/api/admin/users${query}`, { as: admin });
      expect(response.statusCode, query).toBe(400);
    }
    for (const query of ['?role=superuser', `?search=${'x'.repeat(101)}`]) {
      const response = await t.get(`/api/admin/users/total${query}`, { as: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message).toMatch(/role|100 characters/i);
    }
  });
});

describe('GET /api/admin/users/counts', () => {
  it('counts students, admins, running premium and accounts of the last 30 days', async () => {
    const before = await t.getOk<AdminUserCounts>('/api/admin/users/counts', { as: admin });
    const premium = await buildPremiumStudent(t);
    await buildStudent(t, { subscriptionPlan: 'premium', subscriptionExpiresAt: new Date(t.clock.now().getTime() - DAY) });
    const old = await buildStudent(t);
    await t.db.update(profiles).set({ createdAt: new Date(t.clock.now().getTime() - 31 * DAY) }).where(eq(profiles.id, old.id));
    await buildAdmin(t);
    const after = await t.getOk<AdminUserCounts>('/api/admin/users/counts', { as: admin });
    expect(after).toEqual({
      students: before.students + 3,
      admins: before.admins + 1,
      premiumUsers: before.premiumUsers + 1,
      newThisMonth: before.newThisMonth + 3,
    });
    expect(premium.id).toBeTruthy();
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it("makes a student an admin and back, logs who did it and tells the user's screens and the admins", async () => {
    const student = await buildStudent(t);
    const promoted = await t.patch(`/api/admin/users/${student.id}/role`, { role: 'admin' }, { as: admin });
    expect(promoted.statusCode).toBe(200);
    expect((promoted.json() as AdminUser).role).toBe('admin');
    expect(await lastEvent('role_changed')).toMatchObject({ userId: student.id, details: { adminId: admin.id, from: 'student', to: 'admin' } });
    await expect.poll(() => profileEvents(student.id)).toEqual([{ kind: 'user', userId: student.id }, { kind: 'admins' }]);
    // The new admin's own session works at once for admin screens; nothing was revoked.
    expect((await t.get('/api/admin/users/counts', { as: student })).statusCode).toBe(200);

    const demoted = await t.patch(`/api/admin/users/${student.id}/role`, { role: 'student' }, { as: admin });
    expect((demoted.json() as AdminUser).role).toBe('student');
    expect((await t.get('/api/admin/users/counts', { as: student })).statusCode).toBe(403);
    expect((await t.get('/api/auth/session', { as: student })).json().user.role).toBe('student');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, student.sessionId));
    expect(session!.revokedAt).toBeNull();
  });

  it('refuses to change one’s own role, so the last admin stays', async () => {
    const response = await t.patch(`/api/admin/users/${admin.id}/role`, { role: 'student' }, { as: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(OWN_ROLE_MESSAGE);
    const [row] = await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, admin.id));
    expect(row!.role).toBe('admin');
  });

  it('lets exactly one of two admins demoting each other at once win', async () => {
    const first = await buildAdmin(t);
    const second = await buildAdmin(t);
    const results = await Promise.all([
      t.patch(`/api/admin/users/${second.id}/role`, { role: 'student' }, { as: first }),
      t.patch(`/api/admin/users/${first.id}/role`, { role: 'student' }, { as: second }),
    ]);
    // The loser is refused (403) by the admin guard or, when both were past it, inside the transaction.
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 403]);
    const roles = await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, first.id));
    const others = await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, second.id));
    expect([roles[0]!.role, others[0]!.role].sort()).toEqual(['admin', 'student']);
  });

  it('answers 400 for a bad role or id and 404 for an unknown user, changing nothing', async () => {
    const student = await buildStudent(t);
    for (const body of [{ role: 'superadmin' }, {}, { role: 'admin', extra: 1 }]) {
      const response = await t.patch(`/api/admin/users/${student.id}/role`, body, { as: admin });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.patch('/api/admin/users/not-a-uuid/role', { role: 'admin' }, { as: admin })).statusCode).toBe(400);
    expect((await t.patch('/api/admin/users/00000000-0000-4000-8000-0000000000aa/role', { role: 'admin' }, { as: admin })).statusCode).toBe(404);
    const [row] = await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, student.id));
    expect(row!.role).toBe('student');
  });
});

describe('PATCH /api/admin/users/:id/subscription', () => {
  it('assigns premium for 30 days, which unlocks premium papers at once, and cancelling locks them again', async () => {
    const student = await buildStudent(t);
    const paper = await buildPastPaper(t, { isPremium: true });
    const isLocked = async () =>
      (await t.getOk<PastPapersResponse>('/api/past-papers', { as: student })).papers.find((item) => item.id === paper.id)!.locked;
    expect(await isLocked()).toBe(true);

    const assigned = await t.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'premium' }, { as: admin });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      subscriptionPlan: 'premium',
      isPremium: true,
      subscriptionExpiresAt: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect(await isLocked()).toBe(false);
    expect(await lastEvent('subscription_changed')).toMatchObject({ userId: student.id, details: { adminId: admin.id, plan: 'premium' } });
    await expect.poll(() => profileEvents(student.id)).toEqual([{ kind: 'user', userId: student.id }, { kind: 'admins' }]);

    const cancelled = await t.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'free' }, { as: admin });
    expect(cancelled.json()).toMatchObject({ subscriptionPlan: 'free', subscriptionExpiresAt: null, isPremium: false });
    expect(await isLocked()).toBe(true);
    await expect.poll(() => profileEvents(student.id)).toHaveLength(4);
  });

  it('answers 400 for an unknown plan and 404 for an unknown user', async () => {
    const student = await buildStudent(t);
    expect((await t.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'gold' }, { as: admin })).statusCode).toBe(400);
    expect((await t.patch('/api/admin/users/00000000-0000-4000-8000-0000000000aa/subscription', { plan: 'premium' }, { as: admin })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes a user like account deletion does (sessions gone, payments kept without the person) and logs the admin', async () => {
    const student = await buildStudent(t);
    const [plan] = await t.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.name, 'premium'));
    const [payment] = await t.db
      .insert(payments)
      .values({ userId: student.id, planId: plan!.id, gateway: 'khalti', amountPaisa: 10_000, status: 'success', transactionUuid: `del-${student.id}` })
      .returning();
    const response = await t.delete(`/api/admin/users/${student.id}`, { as: admin });
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, student.id))).toEqual([]);
    expect((await t.get('/api/auth/session', { as: student })).json().user).toBeNull();
    const [kept] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept!.userId).toBeNull();
    expect(await lastEvent('account_deleted')).toMatchObject({ userId: null, details: { adminId: admin.id, role: 'student' } });
    expect(t.published.some((event) => event.topic === 'users' && event.ids.includes(student.id))).toBe(true);
    expect((await t.delete(`/api/admin/users/${student.id}`, { as: admin })).statusCode).toBe(404);
  });

  it('refuses an admin deleting themselves', async () => {
    const response = await t.delete(`/api/admin/users/${admin.id}`, { as: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(OWN_ACCOUNT_DELETE_MESSAGE);
    expect(await t.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('deletes another admin while another remains', async () => {
    const other = await buildAdmin(t);
    expect((await t.delete(`/api/admin/users/${other.id}`, { as: admin })).statusCode).toBe(204);
    expect(await t.db.select().from(profiles).where(and(eq(profiles.id, other.id)))).toEqual([]);
  });
});

describe('admin user routes', () => {
  it('refuse students (403) and visitors (401), changing nothing', async () => {
    const student = await buildStudent(t);
    const target = await buildStudent(t);
    for (const as of [student, undefined]) {
      const expected = as ? 403 : 401;
      expect((await t.get('/api/admin/users', { as })).statusCode).toBe(expected);
      expect((await t.get('/api/admin/users/counts', { as })).statusCode).toBe(expected);
      expect((await t.get('/api/admin/users/total', { as })).statusCode).toBe(expected);
      expect((await t.patch(`/api/admin/users/${target.id}/role`, { role: 'admin' }, { as })).statusCode).toBe(expected);
      expect((await t.patch(`/api/admin/users/${target.id}/subscription`, { plan: 'premium' }, { as })).statusCode).toBe(expected);
      expect((await t.delete(`/api/admin/users/${target.id}`, { as })).statusCode).toBe(expected);
    }
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row).toMatchObject({ role: 'student', subscriptionPlan: 'free' });
  });
});
