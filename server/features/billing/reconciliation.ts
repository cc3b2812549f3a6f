import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { PREMIUM_REMINDER_DAYS } from '@common/plans';
import type { GatewayName } from '@common/billing';
import { payments, paymentGateways, premiumReminders, profiles } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { createUserNotification, publishUserNotification } from '../notifications/service';
import { contextOf } from './gateway-settings';
import { GATEWAY_ADAPTERS } from './gateways';
import { askGateway, toGatewayPayment } from './returns';
import { applyVerdict, markPaymentUnpaid, type PaymentRow } from './settlement';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A payment is first asked about this long after it started (the payer may still be at the gateway). */
const FIRST_CHECK_AFTER_MS = 2 * MINUTE;
/** And then at most this often. */
const RECHECK_EVERY_MS = 5 * MINUTE;
/** A payment nobody finished within this time is abandoned (Khalti's links expire after 60 minutes). */
export const ABANDON_AFTER_MS = 60 * MINUTE;
const BATCH = 25;

type JobDeps = Deps<'db' | 'clock' | 'events' | 'config' | 'mailer'>;

/**
 * Claims pending payments that are due a check (FOR UPDATE SKIP LOCKED, so several instances share the work) and
 * stamps them, so each is asked about at most every 5 minutes.
 */
async function claimDuePayments(deps: JobDeps): Promise<PaymentRow[]> {
  const now = deps.clock.now();
  const due = deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lte(payments.createdAt, new Date(now.getTime() - FIRST_CHECK_AFTER_MS)),
        or(isNull(payments.checkedAt), lte(payments.checkedAt, new Date(now.getTime() - RECHECK_EVERY_MS))),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return deps.db.update(payments).set({ checkedAt: now }).where(sql`${payments.id} in (${due})`).returning();
}

/**
 * Asks the gateway about one pending payment and records the answer: paid is granted (through the same exactly-once
 * settlement as a return, so a return racing this grants once), unpaid is recorded, and a payment still unfinished an
 * hour after it started is expired as abandoned.
 */
export async function recheckPayment(deps: JobDeps, payment: PaymentRow, gateway: Pick<typeof paymentGateways.$inferSelect, 'gatewayName' | 'merchantId'> | undefined) {
  const context = gateway ? contextOf(deps.config, gateway) : null;
  const isAbandoned = deps.clock.now().getTime() - payment.createdAt.getTime() >= ABANDON_AFTER_MS;
  const verdict = context ? await askGateway(() => GATEWAY_ADAPTERS[payment.gateway as GatewayName].check(context, toGatewayPayment(payment))) : null;
  // eSewa says NOT_FOUND while the payer has not finished, too: only an hour's silence means abandoned.
  const isStillOpen = !verdict || verdict.outcome === 'pending' || (verdict.outcome === 'unpaid' && verdict.reason === 'abandoned');
  if (verdict && !isStillOpen) await applyVerdict(deps, payment, verdict);
  else if (isAbandoned) await markPaymentUnpaid(deps, payment, { status: 'expired', reason: 'abandoned', response: verdict?.response ?? null });
  else if (verdict) await applyVerdict(deps, payment, { outcome: 'pending', response: verdict.response });
}

/** Re-checks the pending payments that are due (see recheckPayment). Returns how many it looked at. */
export async function reconcilePendingPayments(deps: JobDeps): Promise<number> {
  const due = await claimDuePayments(deps);
  if (due.length === 0) return 0;
  const gateways = new Map((await deps.db.select().from(paymentGateways)).map((row) => [row.gatewayName, row]));
  for (const payment of due) await recheckPayment(deps, payment, gateways.get(payment.gateway));
  return due.length;
}

/**
 * Sends the 'Premium ends in 3 days' notification once per premium period: a reminder row keyed by user and expiry
 * is inserted with the notification in one transaction, and a conflict means it was sent already (a renewal moves
 * the expiry, so the new period gets its own reminder). Returns how many were sent.
 */
export async function sendPremiumReminders(deps: Deps<'db' | 'clock' | 'events'>): Promise<number> {
  const now = deps.clock.now();
  const ending = await deps.db
    .select({ userId: profiles.id, expiresAt: profiles.subscriptionExpiresAt })
    .from(profiles)
    .leftJoin(premiumReminders, and(eq(premiumReminders.userId, profiles.id), eq(premiumReminders.expiresAt, profiles.subscriptionExpiresAt)))
    .where(
      and(
        eq(profiles.subscriptionPlan, 'premium'),
        gt(profiles.subscriptionExpiresAt, now),
        lte(profiles.subscriptionExpiresAt, new Date(now.getTime() + PREMIUM_REMINDER_DAYS * DAY)),
        isNull(premiumReminders.userId),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const { userId, expiresAt } of ending) {
    const notification = await deps.db.transaction(async (tx) => {
      const [reminder] = await tx.insert(premiumReminders).values({ userId, expiresAt: expiresAt!, sentAt: now }).onConflictDoNothing().returning();
      if (!reminder) return null;
      return createUserNotification({ db: tx }, {
        userId,
        name: 'premiumEnding',
        params: { expiresAt: expiresAt! },
        type: 'warning',
        now,
      });
    });
    if (notification) {
      sent++;
      await publishUserNotification(deps.events, notification);
    }
  }
  return sent;
}

/**
 * Runs reconciliation and the renewal reminders every minute, and once at start (main.ts starts it like the attempt
 * sweeper). Returns the function that stops it and waits for a run in progress.
 */
export function startBillingJobs(
  deps: JobDeps,
  options: { log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void }; intervalMs?: number },
): () => Promise<void> {
  const { log, intervalMs = MINUTE } = options;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = (async () => {
      const checked = await reconcilePendingPayments(deps);
      const reminded = await sendPremiumReminders(deps);
      if (checked || reminded) log.info({ checked, reminded }, 'billing jobs: payments re-checked, reminders sent');
    })()
      .catch((error: unknown) => log.error({ err: error }, 'billing jobs failed; retrying at the next run'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
