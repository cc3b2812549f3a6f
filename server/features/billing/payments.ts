import { desc, eq } from 'drizzle-orm';
import type { GatewayName, Payment, PaymentReason, PaymentStatus } from '@common/billing';
import { payments, subscriptionPlans } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { countAttempt, type RateLimitRule } from '../../platform/rate-limits';
import { loadGateway } from './gateway-settings';
import { canViewPayment } from './policy';
import { recheckPayment } from './reconciliation';
import type { PaymentRow } from './settlement';

const HISTORY_LIMIT = 50;
const RECHECK_LIMIT: RateLimitRule = { maxAttempts: 20, windowMs: 10 * 60_000, lockAfterAttempts: 60, lockoutMs: 10 * 60_000 };

function toPayment(row: PaymentRow, planName: string): Payment {
  return {
    id: row.id,
    planName,
    gateway: row.gateway as GatewayName,
    amountPaisa: row.amountPaisa,
    currency: row.currency,
    status: row.status as PaymentStatus,
    reason: row.reason as PaymentReason | null,
    transactionId: row.transactionUuid,
    gatewayReference: row.gatewayReference,
    createdAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
  };
}

const withPlan = (deps: Deps<'db'>) =>
  deps.db.select({ payment: payments, planName: subscriptionPlans.displayName }).from(payments).innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId));

/** The student's payments, newest first (the history on /subscription). */
export async function listOwnPayments(deps: Deps<'db'>, userId: string): Promise<Payment[]> {
  const rows = await withPlan(deps).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(HISTORY_LIMIT);
  return rows.map((row) => toPayment(row.payment, row.planName));
}

/** One of the student's own payments with its plan's name; another's answers 404, as if it did not exist. */
export async function findOwnPayment(deps: Deps<'db'>, viewer: { userId: string }, paymentId: string) {
  const [row] = await withPlan(deps).where(eq(payments.id, paymentId));
  if (!row || !canViewPayment(viewer, row.payment)) throw notFound('Payment');
  return row;
}

export async function getOwnPayment(deps: Deps<'db'>, viewer: { userId: string }, paymentId: string): Promise<Payment> {
  const row = await findOwnPayment(deps, viewer, paymentId);
  return toPayment(row.payment, row.planName);
}

/**
 * "Check again" on /payment: asks the gateway now about one of the student's pending payments (the reconciliation
 * job would, within minutes). Limited per student, since each check calls the gateway.
 */
export async function recheckOwnPayment(deps: Deps<'db' | 'clock' | 'events' | 'config' | 'mailer'>, viewer: { userId: string }, paymentId: string): Promise<Payment> {
  const { payment } = await findOwnPayment(deps, viewer, paymentId);
  if (payment.status === 'pending') {
    const decision = await countAttempt(deps, `payment-check:${viewer.userId}`, RECHECK_LIMIT);
    if (!decision.allowed) throw new AppError('rate_limited', 'Too many checks. Please wait a few minutes: we keep checking for you.', 429);
    const gateway = await loadGateway(deps, payment.gateway as GatewayName);
    await recheckPayment(deps, payment, gateway?.row);
  }
  return getOwnPayment(deps, viewer, paymentId);
}
