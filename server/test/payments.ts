import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { CreatePaymentResponse, GatewayName, Payment } from '@common/billing';
import { payments, subscriptionPlans } from '../db/schema';
import { buildTestApp, type TestApp } from './app';
import { startGatewayStandIns, type GatewayStandIns } from './gateway-stand-ins';

/**
 * The hooks of a test file that pays: starts the gateway stand-ins and a test app pointed at them (and `env`), hands both to `use`,
 * and after each test expects that the stand-ins refused nothing (they refuse whatever the protocols do not allow).
 */
export function useAppWithGatewayStandIns(use: (t: TestApp, standIns: GatewayStandIns) => void, env: Record<string, string> = {}) {
  let t: TestApp | undefined;
  let standIns: GatewayStandIns | undefined;
  beforeAll(async () => {
    standIns = await startGatewayStandIns();
    t = await buildTestApp({ env: { ...standIns.env, ...env } });
    use(t, standIns);
  });
  afterAll(async () => {
    await t?.close();
    await standIns?.close();
  });
  afterEach(() => {
    expect(standIns?.violations).toEqual([]);
  });
}

export async function premiumPlanId(t: TestApp) {
  const [plan] = await t.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.name, 'premium'));
  return plan!.id;
}

/** Starts a payment through the API as the student would (POST /api/payments), expecting 201. */
export async function startPayment(t: TestApp, user: { cookie: string }, gateway: GatewayName, extra: Record<string, unknown> = {}) {
  const response = await t.post('/api/payments', { planId: await premiumPlanId(t), gateway, ...extra }, { as: user });
  expect(response.statusCode, response.body).toBe(201);
  const start = response.json() as CreatePaymentResponse;
  const [row] = await t.db.select().from(payments).where(eq(payments.id, start.paymentId));
  return { start, row: row! };
}

/**
 * Takes the browser's part up to the gateway: posts eSewa's form to the stand-in, or opens FonePay's request URL
 * (Khalti was already asked by the server). The stand-in checks everything the protocol requires.
 */
export async function visitGateway(start: CreatePaymentResponse) {
  const response =
    start.paymentMethod === 'form_submit'
      ? await fetch(start.redirectUrl, { method: 'POST', body: new URLSearchParams(start.formData!) })
      : await fetch(start.redirectUrl);
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Where a return URL (absolute, on PUBLIC_URL) points inside the app. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** The payer's action at the gateway, answering the return URL the browser is sent to. */
export function payerAction(standIns: GatewayStandIns, gateway: GatewayName, row: typeof payments.$inferSelect, action: 'pay' | 'cancel') {
  if (gateway === 'esewa') return standIns.esewa[action](row.transactionUuid);
  if (gateway === 'khalti') return standIns.khalti[action](row.gatewayToken!);
  return standIns.fonepay[action](row.transactionUuid);
}

/** Follows a gateway return into the app: it must redirect (303) to /payment; answers that location. */
export async function followReturn(t: TestApp, returnUrl: string) {
  const response = await t.get(pathOf(returnUrl));
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location as string;
}

/** A whole payment for Premium through one gateway's stand-in, from the Pay button to /payment. */
export async function payForPremium(t: TestApp, standIns: GatewayStandIns, user: { cookie: string }, gateway: GatewayName, action: 'pay' | 'cancel' = 'pay') {
  const { start, row } = await startPayment(t, user, gateway);
  await visitGateway(start);
  const [current] = await t.db.select().from(payments).where(eq(payments.id, row.id));
  const returnUrl = payerAction(standIns, gateway, current!, action);
  const location = await followReturn(t, returnUrl);
  expect(location).toBe(`/payment?id=${row.id}`);
  const payment = await t.getOk<Payment>(`/api/payments/${row.id}`, { as: user });
  return { payment, returnUrl, row: current! };
}
