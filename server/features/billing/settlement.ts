import { and, eq, ne } from 'drizzle-orm';
import { GATEWAY_LABELS, type GatewayName, type PaymentReason } from '@common/billing';
import { REFERRAL_COMMISSION_PAISA } from '@common/referrals';
import { payments, subscriptionPlans } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { EventBus } from '../../platform/events';
import { recordSecurityEvent } from '../../platform/security-events';
import { createUserNotification, publishUserNotification } from '../notifications/service';
import { extendPremium } from '../profiles/service';
import { completeReferralOnPayment, publishReferralChange } from '../referrals/service';
import type { GatewayVerdict } from './gateways/types';
import { queueReceiptMail } from './receipt-mail';

export type PaymentRow = typeof payments.$inferSelect;
type SettleDeps = Deps<'db' | 'clock' | 'events' | 'config' | 'mailer'>;

/** Why a gateway's answer was not trusted. Each is recorded as a security event (ARCHITECTURE.md). */
export type VerificationProblem =
  | 'malformed'
  | 'unsigned_fields'
  | 'bad_signature'
  | 'wrong_product_code'
  | 'wrong_merchant'
  | 'unknown_transaction'
  | 'amount_mismatch'
  | 'return_not_confirmed';

export async function recordVerificationFailure(
  deps: Deps<'db' | 'clock'>,
  input: { gateway: GatewayName; problem: VerificationProblem; payment?: PaymentRow | null; ipAddress?: string; details?: Record<string, unknown> },
) {
  await recordSecurityEvent(deps, {
    eventType: 'payment_verification_failed',
    userId: input.payment?.userId ?? null,
    ipAddress: input.ipAddress ?? null,
    details: {
      gateway: input.gateway,
      reason: input.problem,
      paymentId: input.payment?.id ?? null,
      transactionId: input.payment?.transactionUuid ?? null,
      ...input.details,
    },
    at: deps.clock.now(),
  });
}

/** The student's payment list and the admins' views refetch. */
async function publishPaymentChange(events: EventBus, payment: PaymentRow) {
  if (payment.userId) await events.publish({ topic: 'payments', ids: [payment.id], audience: { kind: 'user', userId: payment.userId } });
  await events.publish({ topic: 'payments', ids: [payment.id], audience: { kind: 'admins' } });
}

/**
 * Grants what a confirmed payment bought, exactly once: in one transaction the payment turns successful (the
 * `status <> 'success'` update is the gate, so concurrent or replayed confirmations find nothing to do), premium runs
 * until max(now, current expiry) + the plan's days, the referral completes with its commission, the student is
 * notified and their receipt mail is queued. Events and the mail go out after commit. Returns the updated payment, or
 * null when it was already settled.
 */
async function settlePaymentSuccess(deps: SettleDeps, payment: PaymentRow, verdict: Extract<GatewayVerdict, { outcome: 'paid' }>) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'success', reason: null, verifiedAt: now, updatedAt: now, gatewayReference: verdict.reference ?? payment.gatewayReference, gatewayResponse: verdict.response })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'success')))
      .returning();
    if (!paid?.userId) return paid ? { paid, notifications: [], referral: null, receiptMailId: null } : null;
    const [plan] = await tx.select({ durationDays: subscriptionPlans.durationDays, displayName: subscriptionPlans.displayName }).from(subscriptionPlans).where(eq(subscriptionPlans.id, paid.planId));
    const premiumUntil = await extendPremium({ db: tx }, { userId: paid.userId, days: plan!.durationDays, now });
    const [settled] = await tx.update(payments).set({ premiumUntil }).where(eq(payments.id, paid.id)).returning();
    const referral = await completeReferralOnPayment({ db: tx }, { referredId: paid.userId, paymentId: paid.id, now });
    const receiptMailId = premiumUntil ? await queueReceiptMail({ ...deps, db: tx }, { ...settled!, verifiedAt: now, premiumUntil }, plan!.displayName) : null;
    const notifications = [
      await createUserNotification({ db: tx }, {
        userId: paid.userId,
        name: 'paymentSuccessful',
        params: { planName: plan!.displayName, amountPaisa: paid.amountPaisa, gateway: GATEWAY_LABELS[paid.gateway as GatewayName], premiumUntil },
        type: 'success',
        now,
      }),
    ];
    if (referral) {
      notifications.push(
        await createUserNotification({ db: tx }, {
          userId: referral.referrerId,
          name: 'referralCompleted',
          params: { commissionPaisa: REFERRAL_COMMISSION_PAISA },
          type: 'success',
          now,
        }),
      );
    }
    return { paid: settled!, notifications, referral, receiptMailId };
  });
  if (!outcome) return null;
  if (outcome.receiptMailId) void deps.mailer.deliver(outcome.receiptMailId);
  await publishPaymentChange(deps.events, outcome.paid);
  if (outcome.paid.userId) await deps.events.publish({ topic: 'profiles', ids: [outcome.paid.userId], audience: { kind: 'user', userId: outcome.paid.userId } });
  for (const notification of outcome.notifications) await publishUserNotification(deps.events, notification);
  if (outcome.referral) await publishReferralChange(deps.events, outcome.referral.referrerId, outcome.referral.commissionIds);
  return outcome.paid;
}

/** Records that a pending payment ended without payment (never touches one that succeeded). */
export async function markPaymentUnpaid(
  deps: Deps<'db' | 'clock' | 'events'>,
  payment: PaymentRow,
  input: { status: 'failed' | 'cancelled' | 'expired'; reason: PaymentReason; response?: Record<string, unknown> | null },
) {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(payments)
    .set({ status: input.status, reason: input.reason, updatedAt: now, ...(input.response ? { gatewayResponse: input.response } : {}) })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (row) await publishPaymentChange(deps.events, row);
  return row ?? null;
}

/** Notes that the gateway has not confirmed a pending payment yet; the reconciliation job asks again later. */
async function markPaymentAwaiting(deps: Deps<'db' | 'clock' | 'events'>, payment: PaymentRow, response: Record<string, unknown> | null) {
  if (payment.status !== 'pending' || payment.reason === 'awaiting_confirmation') return;
  const [row] = await deps.db
    .update(payments)
    .set({ reason: 'awaiting_confirmation', updatedAt: deps.clock.now(), ...(response ? { gatewayResponse: response } : {}) })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (row) await publishPaymentChange(deps.events, row);
}

/**
 * Acts on what the gateway's server said about a payment: paid with the stored amount grants it (once); paid with
 * another amount fails it and is a security event; unpaid records why; pending waits.
 */
export async function applyVerdict(deps: SettleDeps, payment: PaymentRow, verdict: GatewayVerdict, origin: { ipAddress?: string } = {}) {
  if (verdict.outcome === 'paid') {
    if (verdict.amountPaisa !== payment.amountPaisa) {
      await recordVerificationFailure(deps, {
        gateway: payment.gateway as GatewayName,
        problem: 'amount_mismatch',
        payment,
        ipAddress: origin.ipAddress,
        details: { expectedPaisa: payment.amountPaisa, reportedPaisa: verdict.amountPaisa },
      });
      await markPaymentUnpaid(deps, payment, { status: 'failed', reason: 'amount_mismatch', response: verdict.response });
      return;
    }
    await settlePaymentSuccess(deps, payment, verdict);
  } else if (verdict.outcome === 'unpaid') {
    await markPaymentUnpaid(deps, payment, verdict);
  } else {
    await markPaymentAwaiting(deps, payment, verdict.response);
  }
}
