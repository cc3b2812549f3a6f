import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempts,
  commissions,
  loginHistory,
  payments,
  profiles,
  referrals,
  securityEvents,
  sessions,
  studentActivity,
  subscriptionPlans,
  userProgress,
  users,
} from '../../db/schema';
import { hashPassword } from '../../platform/crypto';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY, HOUR } from '../../test/clock';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';
import { recordResponses } from '../../test/response-scan';

let t: TestApp;
let scan: ReturnType<typeof recordResponses>;
beforeAll(async () => {
  t = await buildTestApp();
  scan = recordResponses(t);
});
afterAll(() => t.close());

const captchaId = async () => ((await t.get('/api/auth/captcha')).json() as { id: string }).id;
async function signIn(email: string, password: string) {
  const response = await t.post('/api/auth/login', { email, password, captchaId: await captchaId(), captchaAnswer: 'ABCDE' });
  const cookie = response.cookies.find((c) => c.name === 'pariksha_session');
  return { response, cookie: cookie ? `pariksha_session=${cookie.value}` : undefined };
}
const track = (user: TestUser) => (scan.addSecret(user.token), user);

describe('GET /api/profile', () => {
  it('answers the signed-in user’s own profile', async () => {
    const student = track(await buildStudent(t, { fullName: 'Gita Rai', phone: '+9779801112233', school: 'Pokhara Campus' }));
    const response = await t.get('/api/profile', { as: student });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: student.id,
      fullName: 'Gita Rai',
      email: student.email,
      phone: '+9779801112233',
      class: '12',
      faculty: 'science',
      school: 'Pokhara Campus',
      role: 'student',
      subscriptionPlan: 'free',
      isPremium: false,
      referralCode: student.profile.referralCode,
    });
  });

  it('creates the default profile (User, student) for an account that has none, at sign-in', async () => {
    const email = `no-profile-${randomUUID()}@example.com`;
    // An account from before profiles existed (its email counted as confirmed by the migration).
    await t.db.insert(users).values({ email, passwordHash: await hashPassword('Lonely@Pass1'), emailVerifiedAt: t.clock.now() });
    const { response, cookie } = await signIn(email, 'Lonely@Pass1');
    expect(response.statusCode).toBe(200);
    const profile = (await t.get('/api/profile', { as: cookie })).json();
    expect(profile).toMatchObject({ fullName: 'User', role: 'student', email, class: null });
  });

  it('refuses a signed-out visitor, on every profile route', async () => {
    const requests = [
      t.get('/api/profile'),
      t.patch('/api/profile', { fullName: 'Nobody' }),
      t.get('/api/profile/achievements'),
      t.get('/api/profile/earnings'),
      t.put('/api/profile/password', { currentPassword: 'Old@Pass12', newPassword: 'New@Pass123', confirmPassword: 'New@Pass123' }),
      t.delete('/api/profile', { body: { password: 'Old@Pass12' } }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode, response.raw.req.url).toBe(401);
      expect(response.json().error.message).toBe('Auth session missing!');
    }
  });
});

describe('PATCH /api/profile', () => {
  it('changes personal details, tells open screens, and the session shows the new name', async () => {
    const student = track(await buildStudent(t));
    const response = await t.patch('/api/profile', { fullName: 'Hari Bahadur', phone: '985 123 4567', school: 'Butwal Campus', faculty: 'engineering' }, { as: student });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: 'Hari Bahadur', phone: '+9779851234567', school: 'Butwal Campus', faculty: 'engineering', class: '12' });
    expect(t.published.some((e) => e.topic === 'profiles' && e.ids.includes(student.id) && e.audience.kind === 'user')).toBe(true);
    expect((await t.get('/api/auth/session', { as: student })).json().user.fullName).toBe('Hari Bahadur');
  });

  it('clears the faculty when the class moves away from 12', async () => {
    const student = track(await buildStudent(t));
    const response = await t.patch('/api/profile', { class: '10' }, { as: student });
    expect(response.json()).toMatchObject({ class: '10', faculty: null });
  });

  it.each([
    [{ role: 'admin' }, 'role'],
    [{ subscriptionPlan: 'premium' }, 'subscriptionPlan'],
    [{ subscriptionExpiresAt: '2030-01-01T00:00:00.000Z' }, 'subscriptionExpiresAt'],
    [{ email: 'new@example.com' }, 'email'],
    [{ referralCode: 'MINE' }, 'referralCode'],
    [{ phone: '01-4412345' }, 'Enter a valid Nepali mobile number'],
    [{ fullName: '' }, 'Full name is required'],
    [{ class: '11' }, 'class'],
    [{ class: '10', faculty: 'science' }, 'Faculty applies only to Class 12'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const student = track(await buildStudent(t));
    const before = (await t.get('/api/profile', { as: student })).json();
    const response = await t.patch('/api/profile', body, { as: student });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect((await t.get('/api/profile', { as: student })).json()).toEqual(before);
  });

  it('refuses a faculty for a stored class other than 12', async () => {
    const student = track(await buildStudent(t, { class: '10', faculty: null }));
    const response = await t.patch('/api/profile', { faculty: 'science' }, { as: student });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'faculty_requires_class_12', message: 'Faculty applies only to Class 12' });
  });
});

describe('GET /api/profile/achievements', () => {
  it('is empty for a new student', async () => {
    const student = track(await buildStudent(t));
    expect((await t.get('/api/profile/achievements', { as: student })).json()).toEqual({ achievements: [] });
  });

  it('is computed from the student’s own attempts, progress and notes, newest first', async () => {
    const student = track(await buildStudent(t));
    const other = track(await buildStudent(t));
    const start = new Date('2026-10-01T04:00:00.000Z');
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    const attempt = (userId: string, kind: 'practice' | 'mock_test', percentage: number, submittedAt: Date) => ({
      userId,
      kind,
      title: 'Physics practice',
      status: 'submitted',
      startedAt: new Date(submittedAt.getTime() - HOUR),
      deadlineAt: kind === 'mock_test' ? submittedAt : null,
      submittedAt,
      maxScore: 10,
      percentage,
    });
    await t.db.insert(attempts).values([
      attempt(student.id, 'practice', 60, at(0)),
      attempt(student.id, 'practice', 85, at(2)),
      attempt(student.id, 'mock_test', 70, at(3)),
      attempt(other.id, 'practice', 100, at(1)),
    ]);
    // Completions on 7 consecutive Nepal days (day 1 to day 7), with a gap before.
    await t.db.insert(userProgress).values(
      [-2, 1, 2, 3, 4, 5, 6, 7].map((day) => ({ userId: student.id, completed: true, score: 70, completedAt: at(day), progressData: { percentage: 70 } })),
    );
    const response = await t.get('/api/profile/achievements', { as: student });
    expect(response.json().achievements).toEqual([
      { key: 'streak_7', earnedAt: '2026-10-08T18:14:59.999Z' },
      { key: 'first_mock_test', earnedAt: at(3).toISOString() },
      { key: 'high_score', earnedAt: at(2).toISOString() },
      { key: 'first_practice', earnedAt: at(0).toISOString() },
    ]);

    await t.db.insert(studentActivity).values(
      [1, 2, 3, 4, 5].map((n) => ({ userId: student.id, activityType: 'notes', contentTitle: `Note ${n}`, completedAt: at(10 + n) })),
    );
    const after = (await t.get('/api/profile/achievements', { as: student })).json().achievements;
    expect(after[0]).toEqual({ key: 'notes_reader', earnedAt: at(15).toISOString() });
  });
});

describe('GET /api/profile/earnings', () => {
  it('is zero without referrals and sums the referrals and commissions of the user', async () => {
    const student = track(await buildStudent(t));
    expect((await t.get('/api/profile/earnings', { as: student })).json()).toEqual({
      totalReferrals: 0,
      completedReferrals: 0,
      pendingReferrals: 0,
      totalEarnings: 0,
      pendingEarnings: 0,
      paidEarnings: 0,
    });
    const friends = await Promise.all([buildStudent(t), buildStudent(t), buildStudent(t)]);
    const rows = await t.db
      .insert(referrals)
      .values(friends.map((friend, index) => ({ referrerId: student.id, referredId: friend.id, status: index < 2 ? 'completed' : 'pending' })))
      .returning();
    await t.db.insert(commissions).values([
      { userId: student.id, referralId: rows[0]!.id, amountPaisa: 10_000, status: 'paid' },
      { userId: student.id, referralId: rows[1]!.id, amountPaisa: 10_000, status: 'pending' },
    ]);
    expect((await t.get('/api/profile/earnings', { as: student })).json()).toEqual({
      totalReferrals: 3,
      completedReferrals: 2,
      pendingReferrals: 1,
      totalEarnings: 200,
      pendingEarnings: 100,
      paidEarnings: 100,
    });
  });
});

describe('PUT /api/profile/password', () => {
  it('needs the current password, signs out every other session and keeps this one', async () => {
    const student = track(await buildStudent(t));
    const elsewhere = await signIn(student.email, student.password);
    const wrong = await t.put('/api/profile/password', { currentPassword: 'Nope@Pass1', newPassword: 'Fresh@Pass9', confirmPassword: 'Fresh@Pass9' }, { as: student });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'invalid_password', message: 'Current password is incorrect' });

    const response = await t.put(
      '/api/profile/password',
      { currentPassword: student.password, newPassword: 'Fresh@Pass9', confirmPassword: 'Fresh@Pass9' },
      { as: student },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully!' });
    expect((await t.get('/api/auth/session', { as: student })).json().user.id).toBe(student.id);
    expect((await t.get('/api/auth/session', { as: elsewhere.cookie })).json().user).toBeNull();
    // The other session's open screens are told, so its event stream closes and the tab signs out.
    const revokedIds = (await t.db.select().from(sessions).where(eq(sessions.userId, student.id))).filter((row) => row.revokedAt).map((row) => row.id);
    expect(revokedIds).toHaveLength(1);
    expect(t.published).toContainEqual({ topic: 'session_revoked', ids: revokedIds, audience: { kind: 'session', sessionId: revokedIds[0] } });
    expect((await signIn(student.email, student.password)).response.statusCode).toBe(401);
    expect((await signIn(student.email, 'Fresh@Pass9')).response.statusCode).toBe(200);
    const events = await t.db.select().from(securityEvents).where(and(eq(securityEvents.userId, student.id), eq(securityEvents.eventType, 'password_changed')));
    expect(events).toHaveLength(1);
  });

  it.each([
    [{ newPassword: 'short1!', confirmPassword: 'short1!' }, 'Password must be at least 8 characters long'],
    [{ newPassword: 'alllowercase', confirmPassword: 'alllowercase' }, 'Password is too weak. Please create a stronger password.'],
    [{ newPassword: 'Fresh@Pass9', confirmPassword: 'Fresh@Pass8' }, 'Passwords do not match.'],
    [{ newPassword: 'Test@2026pass', confirmPassword: 'Test@2026pass' }, 'New password must be different from the current password'],
  ])('refuses %j', async (passwords, message) => {
    const student = track(await buildStudent(t));
    const response = await t.put('/api/profile/password', { currentPassword: student.password, ...passwords }, { as: student });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('limits guesses of the current password', async () => {
    const student = track(await buildStudent(t));
    const guess = () => t.put('/api/profile/password', { currentPassword: 'Guess@Pass1', newPassword: 'Fresh@Pass9', confirmPassword: 'Fresh@Pass9' }, { as: student });
    const responses = await Promise.all(Array.from({ length: 7 }, guess));
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(5);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().error).toEqual({ code: 'password_check_rate_limited', message: 'Too many attempts. Please try again in 15 minutes.' });
  });
});

describe('DELETE /api/profile', () => {
  it('refuses a wrong password and keeps the account', async () => {
    const student = track(await buildStudent(t));
    const response = await t.delete('/api/profile', { as: student, body: { password: 'Wrong@Pass1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Current password is incorrect');
    expect(await t.db.select().from(users).where(eq(users.id, student.id))).toHaveLength(1);
  });

  it('deletes the account and its personal data, keeps anonymous payments, and ends the session', async () => {
    const student = track(await buildStudent(t));
    await signIn(student.email, 'Wrong@Pass1');
    await signIn(student.email, student.password);
    const [plan] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, 'premium'));
    const [payment] = await t.db
      .insert(payments)
      .values({ userId: student.id, planId: plan!.id, gateway: 'esewa', amountPaisa: 10_000, status: 'success', transactionUuid: randomUUID() })
      .returning();

    const sessionIds = (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, student.id))).map((row) => row.id);
    const response = await t.delete('/api/profile', { as: student, body: { password: student.password } });
    expect(response.statusCode).toBe(204);
    for (const sessionId of sessionIds) expect(t.published).toContainEqual({ topic: 'session_revoked', ids: [sessionId], audience: { kind: 'session', sessionId } });
    expect(response.cookies.find((c) => c.name === 'pariksha_session')!.value).toBe('');
    expect((await t.get('/api/auth/session', { as: student })).json().user).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.id, student.id))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, student.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, student.id))).toEqual([]);
    expect(await t.db.select().from(loginHistory).where(eq(loginHistory.userId, student.id))).toEqual([]);
    const [kept] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({ userId: null, amountPaisa: 10_000, status: 'success' });
    expect(await t.db.select().from(securityEvents).where(eq(securityEvents.email, student.email))).toEqual([]);
    expect((await signIn(student.email, student.password)).response.statusCode).toBe(401);
  });

  it('refuses to delete the last admin, and of two admins deleting themselves at once only one goes', async () => {
    const first = track(await buildAdmin(t));
    const second = track(await buildAdmin(t));
    await t.db.update(profiles).set({ role: 'student' }).where(and(eq(profiles.role, 'admin'), ne(profiles.id, first.id), ne(profiles.id, second.id)));
    const responses = await Promise.all(
      [first, second].map((admin) => t.delete('/api/profile', { as: admin, body: { password: admin.password } })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toEqual({
      code: 'last_admin',
      message: 'You are the only administrator. Make another account an admin before deleting this one.',
    });
    expect(await t.db.select().from(profiles).where(eq(profiles.role, 'admin'))).toHaveLength(1);
  });

  it('refuses a body without the password', async () => {
    const student = track(await buildStudent(t));
    expect((await t.delete('/api/profile', { as: student, body: {} })).statusCode).toBe(400);
  });
});

describe('responses of this suite', () => {
  it('never carry a password hash, a session token or a captcha answer', () => {
    scan.expectNoSecretsInBodies();
  });
});
