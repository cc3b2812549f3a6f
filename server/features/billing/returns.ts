import { and, eq } from 'drizzle-orm';
import { rupeeTextToPaisa, type GatewayName, type ReturnError } from '@common/billing';
import { paymentPagePath } from '@common/routes';
import { payments } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { loadGateway } from './gateway-settings';
import { decodeEsewaData, checkEsewaPayment, verifyEsewaCallback } from './gateways/esewa';
import { checkFonepayPayment, isFonepayReturnSigned, readFonepayReturn } from './gateways/fonepay';
import { GatewayUnavailableError } from './gateways/http';
import { checkKhaltiPayment } from './gateways/khalti';
import { stillPending, type GatewayPayment, type GatewayVerdict } from './gateways/types';
import { applyVerdict, markPaymentUnpaid, recordVerificationFailure, type PaymentRow } from './settlement';

/**
 * The browser comes back from a gateway to one of these routes (by GET, maybe without our session cookie), which
 * verify what it brings, settle the payment found by its own id, and answer where the browser goes next: /payment
 * with the payment's id, or with an error when no payment of ours matches.
 */
type ReturnDeps = Deps<'db' | 'clock' | 'events' | 'config' | 'mailer'>;
type ReturnOrigin = { ipAddress: string };

const errorPagePath = (error: ReturnError) => `/payment?error=${error}`;

export const toGatewayPayment = (payment: PaymentRow, planName = ''): GatewayPayment => ({
  id: payment.id,
  transactionUuid: payment.transactionUuid,
  amountPaisa: payment.amountPaisa,
  gatewayToken: payment.gatewayToken,
  planName,
  createdAt: payment.createdAt,
  customer: null,
});

/** Asks the gateway; a gateway that cannot be reached leaves the payment pending for the reconciliation job. */
export async function askGateway(check: () => Promise<GatewayVerdict>): Promise<GatewayVerdict> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof GatewayUnavailableError) return stillPending();
    throw error;
  }
}

async function findPayment(deps: ReturnDeps, gateway: GatewayName, where: { transactionUuid?: string; id?: string; gatewayToken?: string }) {
  const condition = where.id
    ? eq(payments.id, where.id)
    : where.gatewayToken
      ? eq(payments.gatewayToken, where.gatewayToken)
      : eq(payments.transactionUuid, where.transactionUuid ?? '');
  const [payment] = await deps.db.select().from(payments).where(and(eq(payments.gateway, gateway), condition));
  return payment ?? null;
}

/**
 * eSewa's success_url: `data` is decoded keeping each value's raw text, its signature checked over its own
 * signed_field_names, its product code and amount compared with ours, and then the status API is asked, which
 * alone settles the payment. A forged or altered `data` changes nothing and is a security event.
 */
export async function handleEsewaSuccess(deps: ReturnDeps, query: { data?: string }, origin: ReturnOrigin): Promise<string> {
  const gateway = await loadGateway(deps, 'esewa');
  if (!gateway?.context) return errorPagePath('invalid_return');
  const { context } = gateway;
  const fields = query.data ? decodeEsewaData(query.data) : null;
  const payment = fields?.get('transaction_uuid') ? await findPayment(deps, 'esewa', { transactionUuid: fields.get('transaction_uuid') }) : null;
  if (!fields) {
    await recordVerificationFailure(deps, { gateway: 'esewa', problem: 'malformed', ipAddress: origin.ipAddress });
    return errorPagePath('invalid_return');
  }
  const verified = verifyEsewaCallback(fields, { secretKey: context.credentials.secretKey, productCode: context.credentials.merchantId! });
  if (!verified.ok) {
    await recordVerificationFailure(deps, { gateway: 'esewa', problem: verified.problem, payment, ipAddress: origin.ipAddress, details: { data: Object.fromEntries(fields) } });
    return payment ? paymentPagePath(payment.id) : errorPagePath('invalid_return');
  }
  if (!payment) {
    await recordVerificationFailure(deps, { gateway: 'esewa', problem: 'unknown_transaction', ipAddress: origin.ipAddress, details: { transactionUuid: verified.callback.transactionUuid } });
    return errorPagePath('unknown_payment');
  }
  if (rupeeTextToPaisa(verified.callback.totalAmountText) !== payment.amountPaisa) {
    await recordVerificationFailure(deps, { gateway: 'esewa', problem: 'amount_mismatch', payment, ipAddress: origin.ipAddress, details: { totalAmount: verified.callback.totalAmountText } });
    await markPaymentUnpaid(deps, payment, { status: 'failed', reason: 'amount_mismatch', response: verified.callback.fields });
    return paymentPagePath(payment.id);
  }
  await applyVerdict(deps, payment, await askGateway(() => checkEsewaPayment(context, toGatewayPayment(payment))), origin);
  return paymentPagePath(payment.id);
}

/**
 * eSewa's failure_url (after a cancel, a failure or a still-pending payment) carries nothing signed, only our payment
 * id in its path: the status API decides. A session eSewa no longer knows was cancelled by the payer.
 */
export async function handleEsewaFailure(deps: ReturnDeps, paymentId: string, origin: ReturnOrigin): Promise<string> {
  const payment = await findPayment(deps, 'esewa', { id: paymentId });
  if (!payment) return errorPagePath('unknown_payment');
  const gateway = await loadGateway(deps, 'esewa');
  if (payment.status !== 'pending' || !gateway?.context) return paymentPagePath(payment.id);
  const { context } = gateway;
  const verdict = await askGateway(() => checkEsewaPayment(context, toGatewayPayment(payment)));
  const cancelled = verdict.outcome === 'unpaid' && verdict.reason === 'abandoned';
  await applyVerdict(deps, payment, cancelled ? { ...verdict, status: 'cancelled', reason: 'cancelled' } : verdict, origin);
  return paymentPagePath(payment.id);
}

/**
 * Khalti's return_url: nothing in it is signed, so only the pidx is used, to find our payment; the lookup API decides.
 * A return that claims Completed while the lookup does not confirm it is a security event.
 */
export async function handleKhaltiReturn(deps: ReturnDeps, query: Record<string, unknown>, origin: ReturnOrigin): Promise<string> {
  const pidx = typeof query.pidx === 'string' ? query.pidx : '';
  const payment = pidx ? await findPayment(deps, 'khalti', { gatewayToken: pidx }) : null;
  if (!payment) {
    await recordVerificationFailure(deps, { gateway: 'khalti', problem: 'unknown_transaction', ipAddress: origin.ipAddress, details: { pidx } });
    return errorPagePath('unknown_payment');
  }
  const gateway = await loadGateway(deps, 'khalti');
  if (!gateway?.context) return paymentPagePath(payment.id);
  const { context } = gateway;
  const verdict = await askGateway(() => checkKhaltiPayment(context, toGatewayPayment(payment)));
  if (query.status === 'Completed' && verdict.outcome !== 'paid' && payment.status !== 'success') {
    await recordVerificationFailure(deps, { gateway: 'khalti', problem: 'return_not_confirmed', payment, ipAddress: origin.ipAddress, details: { lookup: verdict.response } });
  }
  await applyVerdict(deps, payment, verdict, origin);
  return paymentPagePath(payment.id);
}

/**
 * FonePay's return to RU: its DV is checked over the values exactly as received; a successful one is confirmed with
 * verificationMerchant (which needs the UID it brought, so the UID is kept for the reconciliation job); a signed
 * failure or cancel is recorded as such. A wrong DV, merchant or amount changes nothing and is a security event.
 */
export async function handleFonepayReturn(deps: ReturnDeps, query: Record<string, unknown>, origin: ReturnOrigin): Promise<string> {
  const values = readFonepayReturn(query);
  const payment = values ? await findPayment(deps, 'fonepay', { transactionUuid: values.PRN }) : null;
  const gateway = await loadGateway(deps, 'fonepay');
  if (!values || !gateway?.context) {
    await recordVerificationFailure(deps, { gateway: 'fonepay', problem: 'malformed', payment, ipAddress: origin.ipAddress, details: { query } });
    return errorPagePath('invalid_return');
  }
  const { context } = gateway;
  if (!isFonepayReturnSigned(context.credentials.secretKey, values)) {
    await recordVerificationFailure(deps, { gateway: 'fonepay', problem: 'bad_signature', payment, ipAddress: origin.ipAddress, details: { query } });
    return payment ? paymentPagePath(payment.id) : errorPagePath('invalid_return');
  }
  if (values.PID !== context.credentials.merchantId) {
    await recordVerificationFailure(deps, { gateway: 'fonepay', problem: 'wrong_merchant', payment, ipAddress: origin.ipAddress, details: { pid: values.PID } });
    return payment ? paymentPagePath(payment.id) : errorPagePath('invalid_return');
  }
  if (!payment) {
    await recordVerificationFailure(deps, { gateway: 'fonepay', problem: 'unknown_transaction', ipAddress: origin.ipAddress, details: { prn: values.PRN } });
    return errorPagePath('unknown_payment');
  }
  if (values.PS !== 'true' || values.RC.toLowerCase() !== 'successful') {
    const cancelled = values.RC.toLowerCase() === 'cancel';
    await markPaymentUnpaid(deps, payment, { status: cancelled ? 'cancelled' : 'failed', reason: cancelled ? 'cancelled' : 'declined', response: { ...values } });
    return paymentPagePath(payment.id);
  }
  if (rupeeTextToPaisa(values.R_AMT) !== payment.amountPaisa) {
    await recordVerificationFailure(deps, { gateway: 'fonepay', problem: 'amount_mismatch', payment, ipAddress: origin.ipAddress, details: { requested: values.R_AMT, paid: values.P_AMT } });
    await markPaymentUnpaid(deps, payment, { status: 'failed', reason: 'amount_mismatch', response: { ...values } });
    return paymentPagePath(payment.id);
  }
  // Kept so the reconciliation job can ask verificationMerchant again if FonePay does not answer now.
  await deps.db
    .update(payments)
    .set({ gatewayToken: values.UID })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  const verdict = await askGateway(() => checkFonepayPayment(context, toGatewayPayment(payment), { uid: values.UID, bid: values.BID }));
  await applyVerdict(deps, payment, verdict, origin);
  return paymentPagePath(payment.id);
}
