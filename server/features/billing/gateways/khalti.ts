import { GatewayUnavailableError, callGateway, parseJsonObject } from './http';
import { stillPending, type CheckoutStart, type GatewayContext, type GatewayPayment, type GatewayVerdict } from './types';

/** Khalti refuses amounts under Rs. 10 (GATEWAYS.md 2.3). */
export const KHALTI_MIN_PAISA = 1000;

/** KHALTI_BASE_URL (with or without its trailing slash) and a path under it. */
const khaltiUrl = (context: GatewayContext, path: string) => `${context.endpoints.KHALTI_BASE_URL.replace(/\/+$/, '')}/${path}`;

const khaltiHeaders = (context: GatewayContext) => ({
  authorization: `Key ${context.credentials.secretKey}`,
  'content-type': 'application/json',
  accept: 'application/json',
});

/** Khalti's error answers are `{field: [messages]}` or `{detail}`; the first message says what was wrong. */
function khaltiErrorMessage(body: Record<string, unknown> | null): string {
  if (!body) return 'no readable answer';
  if (typeof body.detail === 'string') return body.detail;
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'error_key' && Array.isArray(value) && typeof value[0] === 'string') return `${key}: ${value[0]}`;
  }
  return 'unexpected answer';
}

/** Thrown when Khalti refuses to start a payment (bad key, validation error). */
export class KhaltiInitiateError extends Error {}

/**
 * KPG-2 initiate, server to server: amount in integer paisa, our transaction id as purchase_order_id, the return URL.
 * The pidx it answers is stored before the browser is sent to payment_url.
 */
export async function startKhaltiPayment(context: GatewayContext, payment: GatewayPayment): Promise<CheckoutStart> {
  if (!Number.isInteger(payment.amountPaisa) || payment.amountPaisa < KHALTI_MIN_PAISA) {
    throw new KhaltiInitiateError(`Khalti needs at least ${KHALTI_MIN_PAISA} paisa`);
  }
  const { origin } = context.endpoints;
  const answer = await callGateway(khaltiUrl(context, 'epayment/initiate/'), {
    method: 'POST',
    headers: khaltiHeaders(context),
    body: JSON.stringify({
      return_url: `${origin}/api/payment-returns/khalti`,
      website_url: origin,
      amount: payment.amountPaisa,
      purchase_order_id: payment.transactionUuid,
      purchase_order_name: `Pariksha ${payment.planName}`,
      ...(payment.customer ? { customer_info: { name: payment.customer.name, email: payment.customer.email } } : {}),
    }),
  });
  const body = parseJsonObject(answer.body);
  const pidx = body?.pidx;
  const paymentUrl = body?.payment_url;
  if (answer.status !== 200 || typeof pidx !== 'string' || typeof paymentUrl !== 'string' || !/^https?:\/\//.test(paymentUrl)) {
    if (answer.status >= 500) throw new GatewayUnavailableError(`Khalti answered ${answer.status}`);
    throw new KhaltiInitiateError(`Khalti refused the payment (${answer.status}): ${khaltiErrorMessage(body)}`);
  }
  return { paymentMethod: 'redirect', redirectUrl: paymentUrl, formData: null, gatewayToken: pidx };
}

/**
 * Lookup by pidx: the only word on a Khalti payment (its return parameters are unsigned). Completed is paid;
 * Expired and User canceled come back with HTTP 400, so 4xx bodies are read too; anything else waits (GATEWAYS.md 2.6).
 */
export async function checkKhaltiPayment(context: GatewayContext, payment: GatewayPayment): Promise<GatewayVerdict> {
  if (!payment.gatewayToken) return { outcome: 'unpaid', status: 'failed', reason: 'declined', response: null };
  const answer = await callGateway(khaltiUrl(context, 'epayment/lookup/'), {
    method: 'POST',
    headers: khaltiHeaders(context),
    body: JSON.stringify({ pidx: payment.gatewayToken }),
  });
  if (answer.status >= 500 || answer.status === 401 || answer.status === 403) {
    throw new GatewayUnavailableError(`Khalti lookup answered ${answer.status}`);
  }
  const body = parseJsonObject(answer.body);
  if (!body) return stillPending();
  if (body.pidx !== undefined && body.pidx !== payment.gatewayToken) return stillPending(body);
  const status = String(body.status ?? '').toLowerCase();
  switch (status) {
    case 'completed':
      return {
        outcome: 'paid',
        amountPaisa: typeof body.total_amount === 'number' && Number.isInteger(body.total_amount) ? body.total_amount : null,
        reference: typeof body.transaction_id === 'string' && body.transaction_id ? body.transaction_id : null,
        response: body,
      };
    case 'user canceled':
    case 'user cancelled':
      return { outcome: 'unpaid', status: 'cancelled', reason: 'cancelled', response: body };
    case 'expired':
      return { outcome: 'unpaid', status: 'expired', reason: 'expired', response: body };
    case 'canceled':
    case 'cancelled':
    case 'failed':
      return { outcome: 'unpaid', status: 'failed', reason: 'declined', response: body };
    case 'refunded':
    case 'partially refunded':
      return { outcome: 'unpaid', status: 'failed', reason: 'refunded', response: body };
    default:
      // Initiated, Pending, a 404 for an unknown pidx, or a status Khalti adds later: keep asking, never grant.
      return stillPending(body);
  }
}
