import { eq } from 'drizzle-orm';
import { readerLanguage } from '@common/academics';
import { GATEWAY_LABELS, type GatewayName } from '@common/billing';
import { paymentPagePath } from '@common/routes';
import { payments, profiles, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { composeMail } from '../../platform/mail-texts';

/**
 * Queues the receipt mail of a payment that has just granted premium, in the student's language (their profile's),
 * in the transaction that grants it: the settlement's gate makes that happen once per payment, and a mail that cannot
 * be delivered stays in the outbox for the sweep without touching the payment. Returns the outbox id, or null when
 * there is no account to write to.
 */
export async function queueReceiptMail(
  deps: Deps<'db' | 'config' | 'mailer'>,
  payment: typeof payments.$inferSelect & { verifiedAt: Date; premiumUntil: Date },
  planName: string,
): Promise<string | null> {
  if (!payment.userId) return null;
  const [account] = await deps.db
    .select({ email: users.email, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, payment.userId));
  if (!account) return null;
  const origin = new URL(deps.config.PUBLIC_URL).origin;
  const mail = composeMail(readerLanguage(account.language), 'paymentReceipt', {
    planName,
    amountPaisa: payment.amountPaisa,
    gateway: GATEWAY_LABELS[payment.gateway as GatewayName],
    receiptNumber: payment.transactionUuid,
    gatewayReference: payment.gatewayReference,
    paidAt: payment.verifiedAt,
    premiumUntil: payment.premiumUntil,
    receiptLink: `${origin}/api/payments/${encodeURIComponent(payment.id)}/receipt`,
    paymentLink: `${origin}${paymentPagePath(payment.id)}`,
  });
  return deps.mailer.enqueue({ to: account.email, ...mail }, deps.db);
}
