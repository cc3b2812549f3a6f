import { paisaToRupeeText, rupeeTextToPaisa } from '@common/billing';
import { nepalDate } from '../../../platform/clock';
import { callGateway } from './http';
import { hexDigestsMatch, hmacSha512Hex } from './signing';
import { stillPending, type CheckoutStart, type GatewayContext, type GatewayPayment, type GatewayVerdict } from './types';

/** The values of the request DV, in order (GATEWAYS.md 3.3). */
const REQUEST_FIELDS = ['PID', 'MD', 'PRN', 'AMT', 'CRN', 'DT', 'R1', 'R2', 'RU'] as const;
/** The values of the return DV, in order (GATEWAYS.md 3.4). */
export const RETURN_FIELDS = ['PRN', 'PID', 'PS', 'RC', 'UID', 'BC', 'INI', 'P_AMT', 'R_AMT'] as const;
/** The values of verificationMerchant's DV, in order (GATEWAYS.md 3.5 A). */
const VERIFY_FIELDS = ['PID', 'AMT', 'PRN', 'BID', 'UID'] as const;

/** hex HMAC-SHA512 over the raw (not URL-encoded) values joined with commas. */
export const fonepayDv = (secretKey: string, values: readonly string[]) => hmacSha512Hex(secretKey, values.join(','));

/** FONEPAY_BASE_URL with a path appended (the base may itself have a path). */
const fonepayUrl = (context: GatewayContext, path: string) => `${context.endpoints.FONEPAY_BASE_URL.replace(/\/+$/, '')}${path}`;

/** MM/DD/YYYY of the Nepal calendar day. */
function fonepayDate(at: Date): string {
  const [year, month, day] = nepalDate(at).split('-');
  return `${month}/${day}/${year}`;
}

/** The web redirect: every parameter URL-encoded in the query, the DV over their raw values. */
export function startFonepayPayment(context: GatewayContext, payment: GatewayPayment): CheckoutStart {
  const params: Record<(typeof REQUEST_FIELDS)[number], string> = {
    PID: context.credentials.merchantId!,
    MD: 'P',
    PRN: payment.transactionUuid,
    AMT: paisaToRupeeText(payment.amountPaisa),
    CRN: 'NPR',
    DT: fonepayDate(payment.createdAt),
    R1: `Pariksha ${payment.planName}`.slice(0, 160),
    R2: 'N/A',
    RU: `${context.endpoints.origin}/api/payment-returns/fonepay`,
  };
  const url = new URL(fonepayUrl(context, '/api/merchantRequest'));
  for (const name of REQUEST_FIELDS) url.searchParams.set(name, params[name]);
  url.searchParams.set('DV', fonepayDv(context.credentials.secretKey, REQUEST_FIELDS.map((name) => params[name])));
  return { paymentMethod: 'redirect', redirectUrl: url.toString(), formData: null };
}

export type FonepayReturn = Record<(typeof RETURN_FIELDS)[number], string> & { DV: string; BID: string };

/** The return's parameters, when every one the DV covers is there (BID, from the older flow, may be absent). */
export function readFonepayReturn(query: Record<string, unknown>): FonepayReturn | null {
  const read = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  const values: Partial<FonepayReturn> = { BID: read('BID') ?? '' };
  for (const name of [...RETURN_FIELDS, 'DV'] as const) {
    const value = read(name);
    if (value === undefined) return null;
    values[name] = value;
  }
  return values as FonepayReturn;
}

/** The return DV over the values exactly as received, compared case-insensitively in constant time. */
export const isFonepayReturnSigned = (secretKey: string, values: FonepayReturn) =>
  hexDigestsMatch(fonepayDv(secretKey, RETURN_FIELDS.map((name) => values[name])), values.DV);

/** The first text of an XML element, unescaped (verificationMerchant answers a flat `<response>`). */
function xmlElement(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  if (!match) return null;
  return match[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&').trim();
}

/**
 * verificationMerchant (GET, XML answer): needs the UID (and BID, if any) the browser brought back, so a payment
 * whose return never arrived cannot be checked and stays pending until it is abandoned (GATEWAYS.md 3.5).
 */
export async function checkFonepayPayment(context: GatewayContext, payment: GatewayPayment, returned?: { uid: string; bid: string }): Promise<GatewayVerdict> {
  const uid = returned?.uid ?? payment.gatewayToken;
  if (!uid) return stillPending();
  const values = {
    PID: context.credentials.merchantId!,
    AMT: paisaToRupeeText(payment.amountPaisa),
    PRN: payment.transactionUuid,
    BID: returned?.bid ?? '',
    UID: uid,
  };
  const url = new URL(fonepayUrl(context, '/api/merchantRequest/verificationMerchant'));
  for (const name of ['PRN', 'PID', 'BID', 'AMT', 'UID'] as const) url.searchParams.set(name, values[name]);
  url.searchParams.set('DV', fonepayDv(context.credentials.secretKey, VERIFY_FIELDS.map((name) => values[name])));
  const answer = await callGateway(url.toString(), { headers: { accept: 'application/xml' } });
  const response = Object.fromEntries(
    ['amount', 'bankCode', 'initiator', 'message', 'response_code', 'statusCode', 'success', 'txnAmount', 'uniqueId'].map((name) => [name, xmlElement(answer.body, name)]),
  );
  const responseCode = (response.response_code ?? '').toLowerCase();
  if (answer.status === 200 && responseCode === 'successful' && (response.success ?? 'true').toLowerCase() === 'true') {
    const amount = response.amount ?? response.txnAmount;
    return { outcome: 'paid', amountPaisa: amount ? rupeeTextToPaisa(amount) : null, reference: uid, response };
  }
  if (responseCode === 'failed') return { outcome: 'unpaid', status: 'failed', reason: 'declined', response };
  return stillPending(response);
}
