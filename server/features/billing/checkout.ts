import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GATEWAY_LABELS, rupeesToPaisa, type CreatePaymentBody, type CreatePaymentResponse } from '@common/billing';
import { isUniqueViolation } from '../../db/errors';
import { payments, profiles, subscriptionPlans } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { nepalDate } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { countAttempt, type RateLimitRule } from '../../platform/rate-limits';
import { loadGateway } from './gateway-settings';
import { GATEWAY_ADAPTERS } from './gateways';
import { canPayForPlan, isGatewayOffered } from './policy';
import { markPaymentUnpaid } from './settlement';

const INITIATE_FAILED = 'Failed to initiate payment. Please try again.';
/** Starting payments is limited per student: each start may call a gateway. */
const PAYMENT_START_LIMIT: RateLimitRule = { maxAttempts: 10, windowMs: 15 * 60_000, lockAfterAttempts: 30, lockoutMs: 15 * 60_000 };

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Our transaction id, e.g. PRK-261122-7KQ2M9XW4D: letters, digits and hyphens only (eSewa's rule), 21 characters
 * (FonePay's PRN allows 25), the Nepal date for people reading statements, and 50 random bits.
 */
export function newTransactionId(now: Date): string {
  let random = '';
  for (let i = 0; i < 10; i++) random += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `PRK-${nepalDate(now).slice(2).replaceAll('-', '')}-${random}`;
}

/**
 * Starts a payment for a plan: the amount and currency come from the plan (any amount the browser sends is ignored),
 * the row is stored pending with a unique transaction id, then the gateway's way in is prepared (Khalti is asked
 * server to server and its pidx stored). Answers what the browser needs to go on (seed 000 section 4).
 */
export async function createPayment(
  deps: Deps<'db' | 'clock' | 'config' | 'events'>,
  input: { userId: string; body: CreatePaymentBody },
): Promise<CreatePaymentResponse> {
  const { db } = deps;
  const now = deps.clock.now();
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, input.body.planId));
  if (!plan || !canPayForPlan(plan)) throw new AppError('validation_error', 'Please select a plan and payment method');
  const gateway = await loadGateway(deps, input.body.gateway);
  const context = gateway && isGatewayOffered(gateway.row, gateway.context !== null) ? gateway.context : null;
  if (!context) {
    throw new AppError('gateway_unavailable', `${GATEWAY_LABELS[input.body.gateway]} is not available right now. Please choose another payment method.`, 400);
  }
  if (!(await countAttempt(deps, `payment-start:${input.userId}`, PAYMENT_START_LIMIT)).allowed) {
    throw new AppError('rate_limited', 'Too many payment attempts. Please try again in 15 minutes.', 429);
  }
  const [customer] = await db.select({ name: profiles.fullName, email: profiles.email }).from(profiles).where(eq(profiles.id, input.userId));

  let payment: typeof payments.$inferSelect | undefined;
  for (let attempt = 1; !payment; attempt++) {
    try {
      [payment] = await db
        .insert(payments)
        .values({
          userId: input.userId,
          planId: plan.id,
          gateway: input.body.gateway,
          amountPaisa: rupeesToPaisa(plan.price),
          currency: plan.currency,
          status: 'pending',
          transactionUuid: newTransactionId(now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } catch (error) {
      if (!isUniqueViolation(error, 'payments_transaction_uuid_key') || attempt >= 3) throw error;
    }
  }

  try {
    const start = await GATEWAY_ADAPTERS[input.body.gateway].start(context, {
      id: payment.id,
      transactionUuid: payment.transactionUuid,
      amountPaisa: payment.amountPaisa,
      gatewayToken: null,
      planName: plan.displayName,
      createdAt: payment.createdAt,
      customer: customer ?? null,
    });
    if (start.gatewayToken) await db.update(payments).set({ gatewayToken: start.gatewayToken }).where(eq(payments.id, payment.id));
    await deps.events.publish({ topic: 'payments', ids: [payment.id], audience: { kind: 'user', userId: input.userId } });
    await deps.events.publish({ topic: 'payments', ids: [payment.id], audience: { kind: 'admins' } });
    return { success: true, paymentId: payment.id, redirectUrl: start.redirectUrl, paymentMethod: start.paymentMethod, formData: start.formData };
  } catch (error) {
    // The gateway refused or could not be reached: nothing was paid, and the attempt says why.
    await markPaymentUnpaid(deps, payment, { status: 'failed', reason: 'declined', response: { error: String(error) } });
    throw new AppError('payment_failed', INITIATE_FAILED, 502);
  }
}
