import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminGateway, Payment } from '@common/billing';
import type { Plan } from '@common/plans';
import { commissions, notifications, outbox, payments, paymentGateways, profiles, referrals, securityEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY, MINUTE } from '../../test/clock';
import { buildPastPaper } from '../../test/content-factories';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import type { GatewayStandIns } from '../../test/gateway-stand-ins';
import { followReturn, pathOf, payForPremium, premiumPlanId, startPayment, useAppWithGatewayStandIns, visitGateway } from '../../test/payments';
import { pdfText } from '../../test/pdf-text';
import { startSmtpStandIn } from '../../test/smtp-server';
import { reconcilePendingPayments, sendPremiumReminders } from './reconciliation';
import { TOO_MANY_RETURNS } from './routes';

let t: TestApp;
let standIns: GatewayStandIns;
// The flows below replay many returns from one address; the per-address limit has its own test, from others.
useAppWithGatewayStandIns(
  (app, stands) => {
    t = app;
    standIns = stands;
  },
  { RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' },
);

const profileOf = async (user: TestUser) => (await t.db.select().from(profiles).where(eq(profiles.id, user.id)))[0]!;
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const verificationFailures = (paymentId: string) =>
  t.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, 'payment_verification_failed'), sql`${securityEvents.details}->>'paymentId' = ${paymentId}`));
const expectGrantedNothing = async (user: TestUser) => {
  expect(await profileOf(user)).toMatchObject({ subscriptionPlan: 'free', subscriptionExpiresAt: null });
};
const in30Days = (from: Date) => new Date(from.getTime() + 30 * DAY);
/** The receipt mails queued for a user, in either language. */
const receiptMails = (user: TestUser) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, user.email), sql`${outbox.subject} in ('Your Pariksha payment receipt', 'तपाईंको परीक्षा भुक्तानी रसिद')`));

describe('plans and gateways', () => {
  it('lists the active plans, cheapest first, with prices in rupees and paisa', async () => {
    const { plans } = await t.getOk<{ plans: Plan[] }>('/api/billing/plans');
    expect(plans.map((plan) => [plan.name, plan.price, plan.pricePaisa, plan.currency])).toEqual([
      ['free', 0, 0, 'NPR'],
      ['premium', 100, 10_000, 'NPR'],
    ]);
    expect(plans[0]).toMatchObject({ aiQuestionsPerDay: 5, mockTestsPerMonth: 10, notesAccessLevel: 'limited' });
    expect(plans[1]).toMatchObject({ aiQuestionsPerDay: null, mockTestsPerMonth: null, notesAccessLevel: 'full', durationDays: 30 });
  });

  it('offers the active gateways, which use the published test credentials outside production', async () => {
    expect(await t.getOk('/api/billing/gateways')).toEqual({ gateways: [{ name: 'esewa' }, { name: 'khalti' }, { name: 'fonepay' }] });
  });
});

describe('POST /api/payments', () => {
  it('charges the plan’s price whatever amount the browser sends, and signs eSewa’s form over that amount', async () => {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'esewa', { amount: 1 });
    expect(row).toMatchObject({ amountPaisa: 10_000, currency: 'NPR', status: 'pending', gateway: 'esewa', userId: student.id });
    expect(row.transactionUuid).toMatch(/^PRK-\d{6}-[A-Z0-9]{10}$/);
    expect(start).toMatchObject({ success: true, paymentId: row.id, paymentMethod: 'form_submit', redirectUrl: standIns.env.ESEWA_FORM_URL });
    expect(start.formData).toMatchObject({
      amount: '100',
      total_amount: '100',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      transaction_uuid: row.transactionUuid,
      product_code: 'EPAYTEST',
      success_url: 'http://localhost:3000/api/payment-returns/esewa/success',
      failure_url: `http://localhost:3000/api/payment-returns/esewa/failure/${row.id}`,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    await visitGateway(start);
    expect(standIns.esewa.transactions.get(row.transactionUuid)?.totalAmount).toBe('100');
  });

  it('gives every payment its own transaction id', async () => {
    const student = await buildStudent(t);
    const ids = await Promise.all([0, 1, 2].map(async () => (await startPayment(t, student, 'fonepay')).row.transactionUuid));
    expect(new Set(ids).size).toBe(3);
  });

  it('registers a Khalti payment server to server (integer paisa, Authorization: Key) and stores its pidx', async () => {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'khalti', { amount: '5' });
    expect(start).toMatchObject({ paymentMethod: 'redirect', formData: null });
    expect(row.gatewayToken).toBeTruthy();
    expect(start.redirectUrl).toBe(`${standIns.origin}/khalti/pay/?pidx=${row.gatewayToken}`);
    expect(standIns.khalti.payments.get(row.gatewayToken!)).toMatchObject({ amount: 10_000, purchaseOrderId: row.transactionUuid });
  });

  it('builds FonePay’s redirect with the URL-encoded parameters and the DV over their raw values', async () => {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'fonepay');
    const url = new URL(start.redirectUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      PID: 'NBQM',
      MD: 'P',
      PRN: row.transactionUuid,
      AMT: '100',
      CRN: 'NPR',
      DT: '11/22/2026',
      R2: 'N/A',
      RU: 'http://localhost:3000/api/payment-returns/fonepay',
    });
    expect(url.search).toContain('RU=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Fpayment-returns%2Ffonepay');
    await visitGateway(start);
  });

  it('refuses visitors, the free plan, unknown gateways and switched-off gateways, creating nothing', async () => {
    const student = await buildStudent(t);
    const planId = await premiumPlanId(t);
    expect((await t.post('/api/payments', { planId, gateway: 'esewa' })).statusCode).toBe(401);
    const [free] = await t.db.select({ id: sql<string>`id` }).from(sql`subscription_plans`).where(sql`name = 'free'`);
    const freePlan = await t.post('/api/payments', { planId: free!.id, gateway: 'esewa' }, { as: student });
    expect(freePlan.statusCode).toBe(400);
    expect(freePlan.json().error.message).toBe('Please select a plan and payment method');
    const badGateway = await t.post('/api/payments', { planId, gateway: 'paypal' }, { as: student });
    expect(badGateway.statusCode).toBe(400);
    expect(badGateway.json().error.message).toContain('Please select a plan and payment method');

    await t.db.update(paymentGateways).set({ isActive: false }).where(eq(paymentGateways.gatewayName, 'fonepay'));
    try {
      const off = await t.post('/api/payments', { planId, gateway: 'fonepay' }, { as: student });
      expect(off.statusCode).toBe(400);
      expect(off.json().error).toEqual({ code: 'gateway_unavailable', message: 'FonePay is not available right now. Please choose another payment method.' });
      expect((await t.getOk<{ gateways: unknown[] }>('/api/billing/gateways')).gateways).toEqual([{ name: 'esewa' }, { name: 'khalti' }]);
    } finally {
      await t.db.update(paymentGateways).set({ isActive: true }).where(eq(paymentGateways.gatewayName, 'fonepay'));
    }
    expect(await t.db.select().from(payments).where(eq(payments.userId, student.id))).toEqual([]);
  });
});

describe('paying with each gateway', () => {
  it.each(['esewa', 'khalti', 'fonepay'] as const)('%s: a confirmed payment grants 30 days of premium, once, and tells the student', async (gateway) => {
    const student = await buildStudent(t);
    const now = t.clock.now();
    const { payment, returnUrl } = await payForPremium(t, standIns, student, gateway);
    expect(payment).toMatchObject({ status: 'success', reason: null, amountPaisa: 10_000, planName: 'Premium', gateway, premiumUntil: in30Days(now).toISOString() });
    expect(payment.gatewayReference).toBeTruthy();
    expect(await profileOf(student)).toMatchObject({ subscriptionPlan: 'premium', subscriptionExpiresAt: in30Days(now) });
    const label = { esewa: 'eSewa', khalti: 'Khalti', fonepay: 'FonePay' }[gateway];
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.targetUserId, student.id));
    expect(notification).toMatchObject({
      title: 'Payment successful',
      message: `Your payment of Rs. 100 through ${label} went through. Premium is active until 22 December 2026, 11:45 (Nepal time).`,
      type: 'success',
      targetAudience: 'specific_user',
    });
    const [receipt, ...more] = await receiptMails(student);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe('Your Pariksha payment receipt');
    for (const line of [
      'Amount paid: Rs. 100',
      `Paid with: ${label}`,
      `Receipt number: ${payment.transactionId}`,
      `Gateway reference: ${payment.gatewayReference}`,
      'Date: 22 November 2026, 11:45 (Nepal time)',
      'Premium is active until 22 December 2026, 11:45 (Nepal time).',
      `http://localhost:3000/api/payments/${payment.id}/receipt`,
      `http://localhost:3000/payment?id=${payment.id}`,
    ]) {
      expect(receipt!.textBody).toContain(line);
    }
    expect(t.published).toEqual(
      expect.arrayContaining([
        { topic: 'payments', ids: [payment.id], audience: { kind: 'user', userId: student.id } },
        { topic: 'profiles', ids: [student.id], audience: { kind: 'user', userId: student.id } },
      ]),
    );

    // The same return URL again (a reload, a replay) grants nothing more.
    t.clock.advance(MINUTE);
    try {
      expect(await followReturn(t, returnUrl)).toBe(`/payment?id=${payment.id}`);
      expect((await profileOf(student)).subscriptionExpiresAt).toEqual(in30Days(now));
      expect(await t.db.select().from(notifications).where(eq(notifications.targetUserId, student.id))).toHaveLength(1);
      expect(await receiptMails(student)).toHaveLength(1);
    } finally {
      t.clock.advance(-MINUTE);
    }
  });

  it('tells a Nepali student of their payment in Nepali (BS with AD beside it, Devanagari digits), and their English referrer of the referral in English', async () => {
    const referrer = await buildStudent(t, { language: 'en' });
    const student = await buildStudent(t, { language: 'ne', referredByCode: referrer.profile.referralCode });
    await payForPremium(t, standIns, student, 'khalti');
    const [paid] = await t.db.select().from(notifications).where(eq(notifications.targetUserId, student.id));
    expect(paid).toMatchObject({
      title: 'भुक्तानी सफल भयो',
      message: 'Khalti मार्फत तपाईंको रु. १०० को भुक्तानी सफल भयो। Premium २०८३ पुस ७ (२०२६ डिसे. २२), ११:४५ (नेपाल समय) सम्म सक्रिय छ।',
      type: 'success',
    });
    const [referral] = await t.db.select().from(notifications).where(eq(notifications.targetUserId, referrer.id));
    expect(referral).toMatchObject({
      title: 'Referral completed',
      message: 'A friend you referred has upgraded to Premium. Your Rs. 100 commission is pending approval.',
      type: 'success',
    });
  });

  it('a cancelled payment mails no receipt; each successful one mails its own', async () => {
    const student = await buildStudent(t);
    await payForPremium(t, standIns, student, 'khalti', 'cancel');
    expect(await receiptMails(student)).toEqual([]);
    const first = await payForPremium(t, standIns, student, 'esewa');
    const second = await payForPremium(t, standIns, student, 'fonepay');
    const mails = await receiptMails(student);
    expect(mails).toHaveLength(2);
    for (const { payment } of [first, second]) expect(mails.filter((mail) => mail.textBody.includes(payment.transactionId))).toHaveLength(1);
  });

  it('a second payment extends premium by 30 days from the current expiry, not from today', async () => {
    const student = await buildStudent(t);
    const now = t.clock.now();
    await payForPremium(t, standIns, student, 'khalti');
    const { payment } = await payForPremium(t, standIns, student, 'esewa');
    expect(payment.premiumUntil).toBe(new Date(now.getTime() + 60 * DAY).toISOString());
    expect((await profileOf(student)).subscriptionExpiresAt).toEqual(new Date(now.getTime() + 60 * DAY));
  });

  it('after premium has lapsed, a payment counts 30 days from now', async () => {
    const student = await buildStudent(t, { subscriptionPlan: 'premium', subscriptionExpiresAt: new Date(t.clock.now().getTime() - 5 * DAY) });
    await payForPremium(t, standIns, student, 'fonepay');
    expect((await profileOf(student)).subscriptionExpiresAt).toEqual(in30Days(t.clock.now()));
  });

  it.each(['esewa', 'khalti', 'fonepay'] as const)('%s: a cancelled payment grants nothing and says it was cancelled', async (gateway) => {
    const student = await buildStudent(t);
    const { payment } = await payForPremium(t, standIns, student, gateway, 'cancel');
    expect(payment).toMatchObject({ status: 'cancelled', reason: 'cancelled', premiumUntil: null });
    await expectGrantedNothing(student);
  });

  it('premium opens premium past papers once paid', async () => {
    const student = await buildStudent(t);
    const paper = await buildPastPaper(t, { isPremium: true });
    const download = () => t.post(`/api/past-papers/${paper.id}/download`, undefined, { as: student });
    expect((await download()).json().error.code).toBe('premium_required');
    await payForPremium(t, standIns, student, 'esewa');
    const opened = await download();
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
  });
});

describe('returns that prove nothing', () => {
  /** eSewa's success return with its decoded data changed by `edit`. */
  async function tamperedEsewaReturn(edit: (json: Record<string, string>) => Record<string, string>) {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'esewa');
    await visitGateway(start);
    const returnUrl = new URL(standIns.esewa.pay(row.transactionUuid));
    const json = JSON.parse(Buffer.from(returnUrl.searchParams.get('data')!, 'base64').toString('utf8')) as Record<string, string>;
    returnUrl.searchParams.set('data', Buffer.from(JSON.stringify(edit(json))).toString('base64'));
    return { student, row, location: await followReturn(t, returnUrl.toString()) };
  }

  it('eSewa data with a changed amount is refused, grants nothing and is a security event', async () => {
    const { student, row, location } = await tamperedEsewaReturn((json) => ({ ...json, total_amount: '1.0' }));
    expect(location).toBe(`/payment?id=${row.id}`);
    expect(await paymentRow(row.id)).toMatchObject({ status: 'pending', premiumUntil: null });
    await expectGrantedNothing(student);
    expect((await verificationFailures(row.id)).map((event) => event.details.reason)).toEqual(['bad_signature']);
  });

  it('eSewa data with a forged signature is refused the same way', async () => {
    const { student, row } = await tamperedEsewaReturn((json) => ({ ...json, signature: Buffer.alloc(32, 7).toString('base64') }));
    await expectGrantedNothing(student);
    expect((await verificationFailures(row.id)).map((event) => event.details.reason)).toEqual(['bad_signature']);
  });

  it('eSewa data whose signed list leaves out the status is refused', async () => {
    const { student, row } = await tamperedEsewaReturn((json) => ({ ...json, signed_field_names: 'transaction_uuid,total_amount,product_code' }));
    await expectGrantedNothing(student);
    expect((await verificationFailures(row.id)).map((event) => event.details.reason)).toEqual(['unsigned_fields']);
  });

  it('garbage or missing eSewa data answers /payment with an error and is a security event', async () => {
    const before = (await t.db.select().from(securityEvents).where(eq(securityEvents.eventType, 'payment_verification_failed'))).length;
    for (const query of ['', '?data=not-base64!', `?data=${Buffer.from('{"a":').toString('base64')}`]) {
      const response = await t.get(`/api/payment-returns/esewa/success${query}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/payment?error=invalid_return');
    }
    const after = (await t.db.select().from(securityEvents).where(eq(securityEvents.eventType, 'payment_verification_failed'))).length;
    expect(after - before).toBe(3);
  });

  it('a Khalti return that claims Completed while lookup says Pending grants nothing and is a security event', async () => {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'khalti');
    await visitGateway(start);
    const location = await followReturn(t, standIns.khalti.forgedReturn(row.gatewayToken!, 'Pending'));
    expect(location).toBe(`/payment?id=${row.id}`);
    expect(await paymentRow(row.id)).toMatchObject({ status: 'pending', reason: 'awaiting_confirmation' });
    await expectGrantedNothing(student);
    expect((await verificationFailures(row.id)).map((event) => event.details.reason)).toEqual(['return_not_confirmed']);
  });

  it('a Khalti return for a pidx we never issued finds nothing', async () => {
    const response = await t.get('/api/payment-returns/khalti?pidx=unknownpidx&status=Completed&amount=10000');
    expect(response.headers.location).toBe('/payment?error=unknown_payment');
  });

  it('a Khalti lookup that reports another amount fails the payment as a mismatch and is a security event', async () => {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'khalti');
    await visitGateway(start);
    standIns.khalti.setStatus(row.gatewayToken!, 'Completed', 1000);
    await followReturn(t, `http://localhost:3000/api/payment-returns/khalti?pidx=${row.gatewayToken}&status=Completed`);
    expect(await paymentRow(row.id)).toMatchObject({ status: 'failed', reason: 'amount_mismatch' });
    await expectGrantedNothing(student);
    expect((await verificationFailures(row.id)).map((event) => event.details.reason)).toEqual(['amount_mismatch']);
  });

  it('a FonePay return with a wrong DV grants nothing and is a security event', async () => {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'fonepay');
    await visitGateway(start);
    const returnUrl = new URL(standIns.fonepay.pay(row.transactionUuid));
    returnUrl.searchParams.set('DV', 'AB'.repeat(64));
    expect(await followReturn(t, returnUrl.toString())).toBe(`/payment?id=${row.id}`);
    expect(await paymentRow(row.id)).toMatchObject({ status: 'pending', premiumUntil: null });
    await expectGrantedNothing(student);
    expect((await verificationFailures(row.id)).map((event) => event.details.reason)).toEqual(['bad_signature']);
  });

  it('a FonePay return whose signed values were altered (the paid flag on a cancel) is refused', async () => {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'fonepay');
    await visitGateway(start);
    const returnUrl = new URL(standIns.fonepay.cancel(row.transactionUuid));
    returnUrl.searchParams.set('PS', 'true');
    returnUrl.searchParams.set('RC', 'successful');
    await followReturn(t, returnUrl.toString());
    await expectGrantedNothing(student);
    expect((await verificationFailures(row.id)).map((event) => event.details.reason)).toEqual(['bad_signature']);
  });
});

describe('exactly once', () => {
  it('20 simultaneous deliveries of one valid callback grant premium once and create one commission', async () => {
    const referrer = await buildStudent(t);
    const student = await buildStudent(t, { referredByCode: referrer.profile.referralCode });
    const { start, row } = await startPayment(t, student, 'esewa');
    await visitGateway(start);
    const returnPath = pathOf(standIns.esewa.pay(row.transactionUuid));
    const responses = await Promise.all(Array.from({ length: 20 }, () => t.get(returnPath)));
    expect(responses.map((response) => response.headers.location)).toEqual(Array(20).fill(`/payment?id=${row.id}`));
    expect((await profileOf(student)).subscriptionExpiresAt).toEqual(in30Days(t.clock.now()));
    expect(await t.db.select().from(commissions).where(eq(commissions.userId, referrer.id))).toEqual([
      expect.objectContaining({ kind: 'referral', amountPaisa: 10_000, status: 'pending', paymentId: row.id }),
    ]);
    expect(await t.db.select().from(notifications).where(eq(notifications.targetUserId, student.id))).toHaveLength(1);
    const [referral] = await t.db.select().from(referrals).where(eq(referrals.referredId, student.id));
    expect(referral).toMatchObject({ status: 'completed', referrerId: referrer.id });
    expect(await receiptMails(student)).toHaveLength(1);
  });

  it('a return racing the reconciliation job grants once', async () => {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'khalti');
    await visitGateway(start);
    const returnPath = pathOf(standIns.khalti.pay(row.gatewayToken!));
    t.clock.advance(3 * MINUTE);
    try {
      await Promise.all([t.get(returnPath), reconcilePendingPayments(t), t.get(returnPath), reconcilePendingPayments(t)]);
      expect((await profileOf(student)).subscriptionExpiresAt).toEqual(in30Days(t.clock.now()));
      expect(await paymentRow(row.id)).toMatchObject({ status: 'success' });
      expect(await t.db.select().from(notifications).where(eq(notifications.targetUserId, student.id))).toHaveLength(1);
      expect(await receiptMails(student)).toHaveLength(1);
    } finally {
      t.clock.advance(-3 * MINUTE);
    }
  });
});

describe('reconciliation', () => {
  it('settles a payment whose return never came, and expires one abandoned for an hour', async () => {
    const paid = await buildStudent(t);
    const abandoned = await buildStudent(t);
    const paidStart = await startPayment(t, paid, 'khalti');
    const abandonedStart = await startPayment(t, abandoned, 'esewa');
    await visitGateway(paidStart.start);
    standIns.khalti.pay(paidStart.row.gatewayToken!);

    t.clock.advance(MINUTE);
    try {
      await reconcilePendingPayments(t);
      expect(await paymentRow(paidStart.row.id)).toMatchObject({ status: 'pending', checkedAt: null });
      t.clock.advance(2 * MINUTE);
      await reconcilePendingPayments(t);
      expect(await paymentRow(paidStart.row.id)).toMatchObject({ status: 'success' });
      expect((await profileOf(paid)).subscriptionPlan).toBe('premium');
      expect(await receiptMails(paid)).toHaveLength(1);
      // eSewa does not know the abandoned one (its form was never posted): it waits for the hour.
      expect(await paymentRow(abandonedStart.row.id)).toMatchObject({ status: 'pending', reason: 'awaiting_confirmation' });
      t.clock.advance(60 * MINUTE);
      await reconcilePendingPayments(t);
      expect(await paymentRow(abandonedStart.row.id)).toMatchObject({ status: 'expired', reason: 'abandoned' });
      await expectGrantedNothing(abandoned);
    } finally {
      t.clock.advance(-63 * MINUTE);
    }
  });

  it('“Check again” asks the gateway about my pending payment now', async () => {
    const student = await buildStudent(t);
    const { start, row } = await startPayment(t, student, 'esewa');
    await visitGateway(start);
    expect((await t.post(`/api/payments/${row.id}/check`, undefined, { as: student })).json()).toMatchObject({ status: 'pending' });
    standIns.esewa.pay(row.transactionUuid);
    expect((await t.post(`/api/payments/${row.id}/check`, undefined, { as: student })).json()).toMatchObject({ status: 'success' });
  });
});

describe('premium reminders', () => {
  it('reminds once, 3 days before premium ends, and again for the next period', async () => {
    const student = await buildPremiumStudent(t, { subscriptionExpiresAt: new Date(t.clock.now().getTime() + 2 * DAY) });
    const reminders = () => t.db.select().from(notifications).where(and(eq(notifications.targetUserId, student.id), eq(notifications.title, 'Your Premium plan ends soon')));
    await sendPremiumReminders(t);
    await sendPremiumReminders(t);
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]!.message).toBe('Premium ends on 24 November 2026, 11:45 (Nepal time). Renew it on the Subscription page to keep unlimited access.');
    await payForPremium(t, standIns, student, 'khalti');
    await sendPremiumReminders(t);
    expect(await reminders()).toHaveLength(1);
    t.clock.advance(30 * DAY);
    try {
      await sendPremiumReminders(t);
      expect(await reminders()).toHaveLength(2);
    } finally {
      t.clock.advance(-30 * DAY);
    }
  });

  it('reminds a Nepali student in Nepali, with the day in Bikram Sambat and AD beside it', async () => {
    const student = await buildPremiumStudent(t, { language: 'ne', subscriptionExpiresAt: new Date(t.clock.now().getTime() + 2 * DAY) });
    await sendPremiumReminders(t);
    const [reminder, ...more] = await t.db.select().from(notifications).where(eq(notifications.targetUserId, student.id));
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      title: 'तपाईंको प्रिमियम योजना चाँडै सकिँदैछ',
      message: 'प्रिमियम २०८३ मङ्सिर ८ (२०२६ नोभे. २४), ११:४५ (नेपाल समय) मा सकिन्छ। असीमित पहुँच कायम राख्न सदस्यता पेजबाट नवीकरण गर्नुहोस्।',
      type: 'warning',
    });
  });

  it('does not remind a premium that ends later than 3 days from now', async () => {
    const student = await buildPremiumStudent(t);
    await sendPremiumReminders(t);
    expect(await t.db.select().from(notifications).where(eq(notifications.targetUserId, student.id))).toEqual([]);
  });
});

describe('history and receipts', () => {
  it('lists my payments newest first, and only mine', async () => {
    const student = await buildStudent(t);
    const other = await buildStudent(t);
    await payForPremium(t, standIns, other, 'esewa');
    await payForPremium(t, standIns, student, 'khalti', 'cancel');
    t.clock.advance(MINUTE);
    try {
      await payForPremium(t, standIns, student, 'fonepay');
    } finally {
      t.clock.advance(-MINUTE);
    }
    const { payments: list } = await t.getOk<{ payments: Payment[] }>('/api/payments', { as: student });
    expect(list.map((payment) => [payment.gateway, payment.status])).toEqual([
      ['fonepay', 'success'],
      ['khalti', 'cancelled'],
    ]);
  });

  it('a successful payment has a PDF receipt; a cancelled one, another student’s and a visitor get none', async () => {
    const student = await buildStudent(t, { fullName: 'Sita Sharma' });
    const { payment } = await payForPremium(t, standIns, student, 'esewa');
    const response = await t.get(`/api/payments/${payment.id}/receipt`, { as: student });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="pariksha-receipt-${payment.transactionId}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of ['Payment receipt', payment.transactionId, 'Sita Sharma', 'Rs. 100', 'eSewa', payment.gatewayReference!, 'Paid']) expect(text).toContain(expected);

    const cancelled = await payForPremium(t, standIns, student, 'khalti', 'cancel');
    expect((await t.get(`/api/payments/${cancelled.payment.id}/receipt`, { as: student })).statusCode).toBe(404);
    const other = await buildStudent(t);
    expect((await t.get(`/api/payments/${payment.id}/receipt`, { as: other })).statusCode).toBe(404);
    expect((await t.get(`/api/payments/${payment.id}`, { as: other })).statusCode).toBe(404);
    expect((await t.get(`/api/payments/${payment.id}/receipt`)).statusCode).toBe(401);
  });

  it('prints a name written in Devanagari on the receipt', async () => {
    const student = await buildStudent(t, { fullName: 'सीता पौडेल' });
    const { payment } = await payForPremium(t, standIns, student, 'khalti');
    const response = await t.get(`/api/payments/${payment.id}/receipt`, { as: student });
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('सीता पौडेल');
  });

  it('prints a Nepali reader’s receipt in Nepali: labels, Devanagari digits and the Bikram Sambat day with AD beside it', async () => {
    t.clock.set('2026-11-22T06:00:00.000Z');
    const student = await buildStudent(t, { fullName: 'Sita Sharma', language: 'ne' });
    const { payment } = await payForPremium(t, standIns, student, 'esewa');
    const text = await pdfText((await t.get(`/api/payments/${payment.id}/receipt`, { as: student })).rawPayload);
    // Words chosen without ि or a reph, which pdf.js reads in drawing order (decision 078).
    for (const expected of [payment.transactionId, 'Sita Sharma', 'भुक्तानी माध्यम', 'योजना', '१००', 'eSewa', '२०८३', '(२०२६ नोभे. २२), ११:४५ (नेपाल समय)', 'पृष्ठ १ / १']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Payment receipt|Receipt number|Amount paid|Nepal time|Rs\.|Page \d|November/);
  });
});

describe('the receipt mail', () => {
  it('reaches a Nepali student in Nepali through SMTP, once, whichever callbacks race', async () => {
    const smtp = await startSmtpStandIn();
    const mailing = await buildTestApp({ env: { ...standIns.env, SMTP_URL: smtp.url, RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' } });
    try {
      mailing.clock.set('2026-11-22T06:00:00.000Z');
      const student = await buildStudent(mailing, { language: 'ne' });
      const { start, row } = await startPayment(mailing, student, 'fonepay');
      await visitGateway(start);
      const returnPath = pathOf(standIns.fonepay.pay(row.transactionUuid));
      mailing.clock.advance(3 * MINUTE);
      await Promise.all([mailing.get(returnPath), reconcilePendingPayments(mailing), mailing.get(returnPath), mailing.get(returnPath)]);
      const [settled] = await mailing.db.select().from(payments).where(eq(payments.id, row.id));
      expect(settled).toMatchObject({ status: 'success' });

      const mail = await smtp.waitForMail(student.email, { subject: 'तपाईंको परीक्षा भुक्तानी रसिद' });
      for (const line of [
        'तिरेको रकम: रु. १००',
        'भुक्तानी माध्यम: FonePay',
        `रसिद नम्बर: ${row.transactionUuid}`,
        `गेटवे सन्दर्भ: ${settled!.gatewayReference}`,
        'मिति: २०८३ मङ्सिर ६ (२०२६ नोभे. २२), ११:४८ (नेपाल समय)',
        'Premium २०८३ पुस ७ (२०२६ डिसे. २२), ११:४८ (नेपाल समय) सम्म सक्रिय छ।',
        `http://localhost:3000/api/payments/${row.id}/receipt`,
      ]) {
        expect(mail.text).toContain(line);
      }
      // A sweep while the delivery may still be finishing sends nothing more: one receipt, delivered.
      await mailing.mailer.deliverPending();
      await expect
        .poll(async () => (await mailing.db.select().from(outbox).where(eq(outbox.recipient, student.email))).map((message) => message.status))
        .toEqual(['sent']);
      await mailing.mailer.deliverPending();
      expect(smtp.messages.filter((message) => message.to.includes(student.email))).toHaveLength(1);
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });

  it('stays queued when the mail server is down, and the payment is granted all the same', async () => {
    const down = await buildTestApp({ env: { ...standIns.env, SMTP_URL: 'smtp://127.0.0.1:9', RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' } });
    try {
      const student = await buildStudent(down);
      const { payment } = await payForPremium(down, standIns, student, 'khalti');
      expect(payment.status).toBe('success');
      expect((await down.db.select().from(profiles).where(eq(profiles.id, student.id)))[0]).toMatchObject({ subscriptionPlan: 'premium' });
      await down.mailer.deliverPending();
      const [queued, ...more] = await down.db.select().from(outbox).where(eq(outbox.recipient, student.email));
      expect(more).toEqual([]);
      expect(queued).toMatchObject({ subject: 'Your Pariksha payment receipt', status: 'pending' });
      expect(queued!.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      await down.close();
    }
  });
});

describe('POST /api/billing/free-plan', () => {
  it('records the free plan (an expired premium turns free) and keeps a running premium', async () => {
    const lapsed = await buildStudent(t, { subscriptionPlan: 'premium', subscriptionExpiresAt: new Date(t.clock.now().getTime() - DAY) });
    expect((await t.post('/api/billing/free-plan', undefined, { as: lapsed })).json()).toEqual({ subscriptionPlan: 'free', subscriptionExpiresAt: null });
    expect(await profileOf(lapsed)).toMatchObject({ subscriptionPlan: 'free', subscriptionExpiresAt: null });

    const premium = await buildPremiumStudent(t);
    const response = await t.post('/api/billing/free-plan', undefined, { as: premium });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'premium_active',
      message: 'Your Premium plan stays active until 22 Dec 2026; you will be on the Free plan after that.',
    });
    expect((await profileOf(premium)).subscriptionPlan).toBe('premium');
    expect((await t.post('/api/billing/free-plan')).statusCode).toBe(401);
  });
});

describe('admin gateway settings', () => {
  it('lists each gateway’s state without any secret', async () => {
    const admin = await buildAdmin(t);
    const response = await t.get('/api/admin/payment-gateways', { as: admin });
    expect(response.statusCode).toBe(200);
    const { gateways } = response.json() as { gateways: AdminGateway[] };
    expect(gateways.map((gateway) => [gateway.gatewayName, gateway.credentialSource, gateway.effectiveMerchantId, gateway.isOffered, gateway.secretVariable])).toEqual([
      ['esewa', 'test', 'EPAYTEST', true, 'ESEWA_SECRET_KEY'],
      ['khalti', 'test', null, true, 'KHALTI_SECRET_KEY'],
      ['fonepay', 'test', 'NBQM', true, 'FONEPAY_SECRET_KEY'],
    ]);
    for (const secret of ['8gBm/:&EnhH.1/q', 'live_secret_key_68791341fdd94846a146f0457ff7b455', 'a7e3512f5032480a83137793cb2021dc']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('saves the Active switch and merchant id, records a security event and tells open screens', async () => {
    const admin = await buildAdmin(t);
    const [khalti] = await t.db.select().from(paymentGateways).where(eq(paymentGateways.gatewayName, 'khalti'));
    try {
      const response = await t.put(`/api/admin/payment-gateways/${khalti!.id}`, { isActive: false, merchantId: 'pariksha-shop' }, { as: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ gatewayName: 'khalti', isActive: false, merchantId: 'pariksha-shop', isOffered: false });
      expect((await t.getOk<{ gateways: unknown[] }>('/api/billing/gateways')).gateways).not.toContainEqual({ name: 'khalti' });
      const [event] = await t.db.select().from(securityEvents).where(and(eq(securityEvents.eventType, 'gateway_settings_updated'), eq(securityEvents.userId, admin.id)));
      expect(event!.details).toMatchObject({ gateway: 'khalti', before: { isActive: true, merchantId: null }, after: { isActive: false, merchantId: 'pariksha-shop' } });
      expect(t.published).toContainEqual({ topic: 'payment_gateways', ids: [khalti!.id], audience: { kind: 'everyone' } });
    } finally {
      await t.db.update(paymentGateways).set({ isActive: true, merchantId: null }).where(eq(paymentGateways.id, khalti!.id));
    }
  });

  it('refuses a malformed merchant id, an unknown gateway and non-admins', async () => {
    const admin = await buildAdmin(t);
    const student = await buildStudent(t);
    const [esewa] = await t.db.select().from(paymentGateways).where(eq(paymentGateways.gatewayName, 'esewa'));
    const bad = await t.put(`/api/admin/payment-gateways/${esewa!.id}`, { isActive: true, merchantId: 'no spaces!' }, { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Merchant ID may contain only letters, digits, hyphens and underscores');
    expect((await t.put('/api/admin/payment-gateways/00000000-0000-4000-8000-000000000000', { isActive: true, merchantId: null }, { as: admin })).statusCode).toBe(404);
    expect((await t.put(`/api/admin/payment-gateways/${esewa!.id}`, { isActive: false, merchantId: null }, { as: student })).statusCode).toBe(403);
    expect((await t.get('/api/admin/payment-gateways', { as: student })).statusCode).toBe(403);
    expect((await t.db.select().from(paymentGateways).where(eq(paymentGateways.id, esewa!.id)))[0]).toMatchObject({ isActive: true, merchantId: null });
  });
});

describe('production without secrets', () => {
  it('offers no gateway and says so on the admin screen', async () => {
    const production = await buildTestApp({ env: { ...standIns.env, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      expect(await production.getOk('/api/billing/gateways')).toEqual({ gateways: [] });
      const admin = await buildAdmin(production);
      const { gateways } = await production.getOk<{ gateways: AdminGateway[] }>('/api/admin/payment-gateways', { as: admin });
      expect(gateways.map((gateway) => [gateway.credentialSource, gateway.isOffered])).toEqual([
        ['missing', false],
        ['missing', false],
        ['missing', false],
      ]);
    } finally {
      await production.close();
    }
  });
});


describe('payment returns from one address', () => {
  it('answer 429 past 30 in ten minutes, without writing more rows; other addresses are not affected', async () => {
    const from = (remoteAddress: string) => t.get('/api/payment-returns/khalti?pidx=not-a-payment-of-ours', { remoteAddress });
    const rowsBefore = async () => (await t.db.select({ id: securityEvents.id }).from(securityEvents)).length;
    for (let n = 0; n < 30; n++) expect((await from('198.51.100.23')).statusCode).toBe(303);
    const rows = await rowsBefore();
    const refused = await from('198.51.100.23');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_RETURNS);
    expect(await rowsBefore()).toBe(rows);
    expect((await from('198.51.100.24')).statusCode).toBe(303);
  });
});
