import { paisaToRupeeText, rupeeTextToPaisa } from '@common/billing';
import { safeEqual } from '../../../platform/crypto';
import { callGateway, parseJsonObject } from './http';
import { readFlatJsonObject } from './raw-json';
import { hmacSha256Base64 } from './signing';
import { stillPending, type CheckoutStart, type GatewayContext, type GatewayPayment, type GatewayVerdict } from './types';

/** The request's signed fields, in the order eSewa requires (GATEWAYS.md 1.3). */
const REQUEST_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'] as const;
/** A callback's signed list must cover these, or its signature proves nothing about the payment. */
const CALLBACK_REQUIRED_FIELDS = ['transaction_uuid', 'total_amount', 'product_code', 'status'] as const;

/** `name=value` for each signed field, in the order of the list, joined with commas. */
export function esewaMessage(fields: ReadonlyMap<string, string> | Record<string, string>, names: readonly string[]): string {
  const get = (name: string) => (fields instanceof Map ? fields.get(name) : (fields as Record<string, string>)[name]);
  return names.map((name) => `${name}=${get(name) ?? ''}`).join(',');
}

export const esewaSignature = (secretKey: string, message: string) => hmacSha256Base64(secretKey, message);

/** eSewa's return URLs: success carries the signed `data`; failure carries nothing, so our payment id is in its path. */
export const esewaReturnUrls = (origin: string, paymentId: string) => ({
  success_url: `${origin}/api/payment-returns/esewa/success`,
  failure_url: `${origin}/api/payment-returns/esewa/failure/${paymentId}`,
});

/** The ePay v2 form: every field, the charges at 0, and the signature over total_amount, transaction_uuid and product_code. */
export function startEsewaPayment(context: GatewayContext, payment: GatewayPayment): CheckoutStart {
  const amount = paisaToRupeeText(payment.amountPaisa);
  const fields: Record<string, string> = {
    amount,
    tax_amount: '0',
    product_service_charge: '0',
    product_delivery_charge: '0',
    total_amount: amount,
    transaction_uuid: payment.transactionUuid,
    product_code: context.credentials.merchantId!,
    ...esewaReturnUrls(context.endpoints.origin, payment.id),
    signed_field_names: REQUEST_SIGNED_FIELDS.join(','),
  };
  fields.signature = esewaSignature(context.credentials.secretKey, esewaMessage(fields, REQUEST_SIGNED_FIELDS));
  return { paymentMethod: 'form_submit', redirectUrl: context.endpoints.ESEWA_FORM_URL, formData: fields };
}

export type EsewaCallback = { transactionUuid: string; status: string; totalAmountText: string; transactionCode: string | null; fields: Record<string, string> };

/** Why a callback's `data` was refused; each is a security event. */
export type EsewaCallbackProblem = 'malformed' | 'unsigned_fields' | 'wrong_product_code' | 'bad_signature';

/** Decodes `data` (base64 JSON) keeping the raw text of each value; null when it is not a flat JSON object. */
export function decodeEsewaData(data: string): Map<string, string> | null {
  // A '+' that reached us unencoded in the query string was read as a space.
  data = data.replaceAll(' ', '+');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(data)) return null;
  return readFlatJsonObject(Buffer.from(data, 'base64').toString('utf8'));
}

/**
 * Checks a success callback: the signature over its own signed_field_names (with the amount's text exactly as sent),
 * a signed list that covers the transaction, amount, product and status, and our product code.
 */
export function verifyEsewaCallback(
  fields: Map<string, string>,
  expected: { secretKey: string; productCode: string },
): { ok: true; callback: EsewaCallback } | { ok: false; problem: EsewaCallbackProblem } {
  const signedNames = fields.get('signed_field_names')?.split(',') ?? [];
  const signature = fields.get('signature');
  if (!signature || CALLBACK_REQUIRED_FIELDS.some((name) => !fields.has(name))) return { ok: false, problem: 'malformed' };
  if (CALLBACK_REQUIRED_FIELDS.some((name) => !signedNames.includes(name)) || signedNames.some((name) => !fields.has(name))) {
    return { ok: false, problem: 'unsigned_fields' };
  }
  if (!safeEqual(esewaSignature(expected.secretKey, esewaMessage(fields, signedNames)), signature)) return { ok: false, problem: 'bad_signature' };
  if (fields.get('product_code') !== expected.productCode) return { ok: false, problem: 'wrong_product_code' };
  return {
    ok: true,
    callback: {
      transactionUuid: fields.get('transaction_uuid')!,
      status: fields.get('status')!,
      totalAmountText: fields.get('total_amount')!,
      transactionCode: fields.get('transaction_code') ?? null,
      fields: Object.fromEntries(fields),
    },
  };
}

/**
 * Asks eSewa's status API (GET, no signature) about a payment, with the amount text we signed.
 * COMPLETE is paid; PENDING and AMBIGUOUS wait; NOT_FOUND (the session ended unpaid) and CANCELED did not pay;
 * refunds are refunded; an outage answer or anything unknown waits (GATEWAYS.md 1.7).
 */
export async function checkEsewaPayment(context: GatewayContext, payment: GatewayPayment): Promise<GatewayVerdict> {
  const url = new URL(context.endpoints.ESEWA_STATUS_URL);
  url.searchParams.set('product_code', context.credentials.merchantId!);
  url.searchParams.set('total_amount', paisaToRupeeText(payment.amountPaisa));
  url.searchParams.set('transaction_uuid', payment.transactionUuid);
  const answer = await callGateway(url.toString(), { headers: { accept: 'application/json' } });
  const body = parseJsonObject(answer.body);
  if (!body) return stillPending();
  const status = String(body.status ?? '').toUpperCase();
  const totalAmount = body.total_amount ?? body.totalAmount;
  const reference = body.ref_id ?? body.refId;
  switch (status) {
    case 'COMPLETE':
      return {
        outcome: 'paid',
        amountPaisa: typeof totalAmount === 'number' || typeof totalAmount === 'string' ? rupeeTextToPaisa(totalAmount) : null,
        reference: typeof reference === 'string' && reference ? reference : null,
        response: body,
      };
    case 'NOT_FOUND':
      return { outcome: 'unpaid', status: 'expired', reason: 'abandoned', response: body };
    case 'CANCELED':
      return { outcome: 'unpaid', status: 'failed', reason: 'declined', response: body };
    case 'FULL_REFUND':
    case 'PARTIAL_REFUND':
      return { outcome: 'unpaid', status: 'failed', reason: 'refunded', response: body };
    default:
      return stillPending(body);
  }
}
