import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCommission, ReferralOverview } from '@common/referrals';
import { commissions, outbox, referrals, securityEvents, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { DAY } from '../../test/clock';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';
import type { GatewayStandIns } from '../../test/gateway-stand-ins';
import { payForPremium, useAppWithGatewayStandIns } from '../../test/payments';
import { mailedCode, submitCode, verificationCookieOf } from '../../test/verification';

let t: TestApp;
let standIns: GatewayStandIns;
useAppWithGatewayStandIns((app, stands) => {
  t = app;
  standIns = stands;
});

const overviewOf = (user: TestUser) => t.getOk<ReferralOverview>('/api/referrals', { as: user });
const freshEmail = () => `friend-${randomBytes(5).toString('hex')}@example.com`;
let signupAddress = 0;

/**
 * The friend signs up through the sign-up API with the code from the link (each from its own address: sign-ups are
 * limited per IP) and confirms the address with the mailed code, as the sign-up page leads them to.
 */
async function signUpWithCode(email: string, code: string) {
  const { id: captchaId } = (await t.get('/api/auth/captcha')).json() as { id: string };
  const response = await t.request('POST', '/api/auth/signup', {
    remoteAddress: `198.51.100.${++signupAddress}`,
    body: {
      fullName: 'Hari Gurung',
      email,
      phone: '+977 9841234567',
      class: '12',
      faculty: 'science',
      school: 'Pokhara Higher Secondary School',
      password: 'Strong@Pass1',
      confirmPassword: 'Strong@Pass1',
      acceptTerms: true,
      captchaId,
      captchaAnswer: 'ABCDE',
      referralCode: code,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const confirmed = await submitCode(t, verificationCookieOf(response), await mailedCode(t, email));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user!;
}

describe('GET /api/referrals', () => {
  it('starts at zero with the student’s link and code', async () => {
    const student = await buildStudent(t);
    expect(await overviewOf(student)).toEqual({
      code: student.profile.referralCode,
      link: `http://localhost:3000/signup?ref=${student.profile.referralCode}`,
      stats: {
        totalReferrals: 0,
        successfulSignups: 0,
        pendingInvites: 0,
        completedReferrals: 0,
        totalEarningsPaisa: 0,
        pendingEarningsPaisa: 0,
        approvedEarningsPaisa: 0,
        paidEarningsPaisa: 0,
      },
      recent: [],
      bonus: { month: '2026-11', completedThisMonth: 0, target: 3, rewardPaisa: 20_000, isEarned: false },
    });
    expect((await t.get('/api/referrals')).statusCode).toBe(401);
  });
});

describe('POST /api/referrals/invites', () => {
  it('emails the link and records a pending invite; inviting again re-sends without a second invite', async () => {
    const student = await buildStudent(t, { fullName: 'Asha Karki' });
    const email = freshEmail();
    const response = await t.post('/api/referrals/invites', { email: email.toUpperCase() }, { as: student });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail).toMatchObject({ subject: 'Asha Karki invited you to Pariksha' });
    expect(mail!.textBody).toContain(`http://localhost:3000/signup?ref=${student.profile.referralCode}`);
    expect(t.published).toContainEqual({ topic: 'referrals', ids: [expect.any(String)], audience: { kind: 'user', userId: student.id } });

    expect((await t.post('/api/referrals/invites', { email }, { as: student })).statusCode).toBe(201);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, email))).toHaveLength(2);
    const overview = await overviewOf(student);
    expect(overview.stats).toMatchObject({ totalReferrals: 1, pendingInvites: 1, successfulSignups: 0 });
    expect(overview.recent).toEqual([{ id: expect.any(String), name: email, stage: 'invited', createdAt: t.clock.now().toISOString(), completedAt: null }]);
  });

  it('refuses an empty or malformed address, one’s own, and one that already has an account', async () => {
    const student = await buildStudent(t);
    const other = await buildStudent(t);
    for (const [email, status, code, message] of [
      ['', 400, 'validation_error', 'Enter an email address'],
      ['not-an-email', 400, 'validation_error', 'Enter a valid email address'],
      [student.email, 400, 'self_invite', 'You cannot invite yourself'],
      [other.email, 409, 'already_registered', 'This person already has a Pariksha account'],
    ] as const) {
      const response = await t.post('/api/referrals/invites', { email }, { as: student });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(response.json().error.message).toContain(message);
    }
    expect((await overviewOf(student)).stats.totalReferrals).toBe(0);
    expect((await t.post('/api/referrals/invites', { email: freshEmail() })).statusCode).toBe(401);
  });

  it('allows 10 invitations per student a day, and 2 a day to one address', async () => {
    const student = await buildStudent(t);
    for (let i = 0; i < 10; i++) expect((await t.post('/api/referrals/invites', { email: freshEmail() }, { as: student })).statusCode).toBe(201);
    const refused = await t.post('/api/referrals/invites', { email: freshEmail() }, { as: student });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('You have sent too many invitations today. Please try again tomorrow.');

    const address = freshEmail();
    for (const inviter of [await buildStudent(t), await buildStudent(t)]) expect((await t.post('/api/referrals/invites', { email: address }, { as: inviter })).statusCode).toBe(201);
    expect((await t.post('/api/referrals/invites', { email: address }, { as: await buildStudent(t) })).statusCode).toBe(429);

    t.clock.advance(DAY + 1000);
    try {
      expect((await t.post('/api/referrals/invites', { email: freshEmail() }, { as: student })).statusCode).toBe(201);
    } finally {
      t.clock.advance(-(DAY + 1000));
    }
  });
});

describe('from invitation to commission', () => {
  it('the invited friend signs up from the link and pays: a completed referral and a pending Rs. 100 commission', async () => {
    const referrer = await buildStudent(t);
    const email = freshEmail();
    await t.post('/api/referrals/invites', { email }, { as: referrer });
    const friend = await signUpWithCode(email, referrer.profile.referralCode);
    expect((await overviewOf(referrer)).stats).toMatchObject({ totalReferrals: 1, successfulSignups: 1, pendingInvites: 0, completedReferrals: 0 });
    expect((await overviewOf(referrer)).recent[0]).toMatchObject({ name: 'Hari Gurung', stage: 'signed_up' });

    const session = await t.post('/api/auth/login', {
      email,
      password: 'Strong@Pass1',
      captchaId: ((await t.get('/api/auth/captcha')).json() as { id: string }).id,
      captchaAnswer: 'ABCDE',
    });
    const signedIn = { cookie: `pariksha_session=${session.cookies.find((c) => c.name === 'pariksha_session')!.value}` };
    expect(friend.id).toBeTruthy();
    await payForPremium(t, standIns, signedIn, 'khalti');

    const overview = await overviewOf(referrer);
    expect(overview.stats).toMatchObject({ completedReferrals: 1, totalEarningsPaisa: 10_000, pendingEarningsPaisa: 10_000 });
    expect(overview.recent[0]).toMatchObject({ stage: 'completed', completedAt: t.clock.now().toISOString() });
    expect(await t.getOk('/api/profile/earnings', { as: referrer })).toEqual({
      totalReferrals: 1,
      completedReferrals: 1,
      pendingReferrals: 0,
      totalEarnings: 100,
      pendingEarnings: 100,
      paidEarnings: 0,
    });
    // A second payment of the same friend completes nothing more.
    await payForPremium(t, standIns, signedIn, 'esewa');
    expect(await t.db.select().from(commissions).where(eq(commissions.userId, referrer.id))).toHaveLength(1);
  });

  it('a sign-up with one’s own code or an unknown code records no referral', async () => {
    const stranger = await signUpWithCode(freshEmail(), 'NOSUCHCODE');
    expect(await t.db.select().from(referrals).where(eq(referrals.referredId, stranger.id))).toEqual([]);
  });

  it('the third referral completed in a Nepal calendar month earns the Rs. 200 bonus, once that month', async () => {
    const referrer = await buildStudent(t);
    const friends = await Promise.all([0, 1, 2, 3].map(() => buildStudent(t, { referredByCode: referrer.profile.referralCode })));
    await payForPremium(t, standIns, friends[0]!, 'esewa');
    await payForPremium(t, standIns, friends[1]!, 'khalti');
    expect((await overviewOf(referrer)).bonus).toMatchObject({ completedThisMonth: 2, isEarned: false });
    await payForPremium(t, standIns, friends[2]!, 'fonepay');
    await payForPremium(t, standIns, friends[3]!, 'esewa');
    const rows = await t.db.select().from(commissions).where(eq(commissions.userId, referrer.id));
    expect(rows.filter((row) => row.kind === 'referral')).toHaveLength(4);
    expect(rows.filter((row) => row.kind === 'monthly_bonus')).toEqual([expect.objectContaining({ amountPaisa: 20_000, bonusMonth: '2026-11', status: 'pending' })]);
    const overview = await overviewOf(referrer);
    expect(overview.bonus).toMatchObject({ completedThisMonth: 4, isEarned: true });
    expect(overview.stats.totalEarningsPaisa).toBe(60_000);
    expect(overview.recent).toHaveLength(4);
  });

  it('three completions at the same moment still earn the bonus exactly once', async () => {
    const referrer = await buildStudent(t);
    const friends = await Promise.all([0, 1, 2].map(() => buildStudent(t, { referredByCode: referrer.profile.referralCode })));
    await Promise.all(friends.map((friend, index) => payForPremium(t, standIns, friend, (['esewa', 'khalti', 'fonepay'] as const)[index]!)));
    const rows = await t.db.select().from(commissions).where(eq(commissions.userId, referrer.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['monthly_bonus', 'referral', 'referral', 'referral']);
  });
});

describe('admin commissions', () => {
  async function pendingCommission() {
    const referrer = await buildStudent(t, { fullName: 'Maya Tamang' });
    const friend = await buildStudent(t, { referredByCode: referrer.profile.referralCode, fullName: 'Bikash Rai' });
    await payForPremium(t, standIns, friend, 'esewa');
    const [row] = await t.db.select().from(commissions).where(eq(commissions.userId, referrer.id));
    return { referrer, commission: row! };
  }

  it('lists commissions with who earned them and for whom, and the totals', async () => {
    const admin = await buildAdmin(t);
    const { referrer, commission } = await pendingCommission();
    const { commissions: list, totals } = await t.getOk<{ commissions: AdminCommission[]; totals: Record<string, number> }>('/api/admin/commissions?status=pending', { as: admin });
    expect(list.find((row) => row.id === commission.id)).toEqual({
      id: commission.id,
      kind: 'referral',
      status: 'pending',
      amountPaisa: 10_000,
      referrer: { id: referrer.id, fullName: 'Maya Tamang', email: referrer.email },
      referredName: 'Bikash Rai',
      createdAt: t.clock.now().toISOString(),
      approvedAt: null,
      paidAt: null,
    });
    expect(list.every((row) => row.status === 'pending')).toBe(true);
    expect(totals.pendingPaisa).toBeGreaterThanOrEqual(10_000);
  });

  it('approves, then marks paid, each step once and as a security event; the student’s earnings follow', async () => {
    const admin = await buildAdmin(t);
    const { referrer, commission } = await pendingCommission();
    expect((await t.post(`/api/admin/commissions/${commission.id}/mark-paid`, undefined, { as: admin })).statusCode).toBe(409);
    const approved = await t.post(`/api/admin/commissions/${commission.id}/approve`, undefined, { as: admin });
    expect(approved.json()).toEqual({ id: commission.id, status: 'approved' });
    const again = await t.post(`/api/admin/commissions/${commission.id}/approve`, undefined, { as: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This commission is approved and cannot be marked approved');
    expect((await overviewOf(referrer)).stats).toMatchObject({ pendingEarningsPaisa: 0, approvedEarningsPaisa: 10_000 });

    expect((await t.post(`/api/admin/commissions/${commission.id}/mark-paid`, undefined, { as: admin })).json()).toEqual({ id: commission.id, status: 'paid' });
    expect((await t.getOk<{ paidEarnings: number }>('/api/profile/earnings', { as: referrer })).paidEarnings).toBe(100);
    const events = await t.db.select().from(securityEvents).where(and(eq(securityEvents.userId, admin.id)));
    expect(events.map((event) => event.eventType).sort()).toEqual(['commission_approved', 'commission_paid']);
    expect(events[0]!.details).toMatchObject({ commissionId: commission.id, studentId: referrer.id, amountPaisa: 10_000 });
    expect(t.published).toContainEqual({ topic: 'referrals', ids: [commission.id], audience: { kind: 'user', userId: referrer.id } });
  });

  it('is for admins only; an unknown commission answers 404', async () => {
    const student = await buildStudent(t);
    const admin = await buildAdmin(t);
    const { commission } = await pendingCommission();
    expect((await t.get('/api/admin/commissions', { as: student })).statusCode).toBe(403);
    expect((await t.post(`/api/admin/commissions/${commission.id}/approve`, undefined, { as: student })).statusCode).toBe(403);
    expect((await t.post('/api/admin/commissions/00000000-0000-4000-8000-000000000000/approve', undefined, { as: admin })).statusCode).toBe(404);
    expect((await t.get('/api/admin/commissions?status=lost', { as: admin })).statusCode).toBe(400);
    expect((await t.db.select().from(commissions).where(eq(commissions.id, commission.id)))[0]!.status).toBe('pending');
  });
});
