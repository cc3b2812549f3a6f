import { z } from 'zod';

/** The wallet gateways (seed 000 section 3); their protocols are described in GATEWAYS.md. */
export const GATEWAY_NAMES = ['esewa', 'khalti', 'fonepay'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];
export const GatewayNameSchema = z.enum(GATEWAY_NAMES);

/** Brand names, written as the gateways write them (not translated). */
export const GATEWAY_LABELS: Record<GatewayName, string> = { esewa: 'eSewa', khalti: 'Khalti', fonepay: 'FonePay' };

/** Each gateway's developer documentation, linked from the admin gateway screen. */
export const GATEWAY_DOCUMENTATION: Record<GatewayName, string> = {
  esewa: 'https://developer.esewa.com.np/pages/Epay',
  khalti: 'https://docs.khalti.com/khalti-epayment/',
  fonepay: 'https://fonepay.com/',
};

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Why a payment did not succeed (or is still pending), stored with it and explained on /payment.
 * `awaiting_confirmation`: the gateway has not confirmed yet; the reconciliation job keeps asking.
 */
export const PAYMENT_REASONS = [
  'awaiting_confirmation',
  'cancelled',
  'declined',
  'expired',
  'abandoned',
  'refunded',
  'amount_mismatch',
] as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[number];

// ---- Money: amounts are integer paisa (1 rupee = 100 paisa) everywhere they are stored or sent ----

/** Rupees (a plan's price, up to 2 decimals) as integer paisa, without floating-point drift. */
export const rupeesToPaisa = (rupees: number) => Math.round(rupees * 100);

/**
 * An amount as the rupee text sent to a gateway: whole rupees without decimals (as eSewa's and FonePay's own
 * examples write them), otherwise two decimals. The same text goes into the form and the signed message.
 */
export function paisaToRupeeText(paisa: number): string {
  if (!Number.isInteger(paisa) || paisa < 0) throw new RangeError(`Not an amount in paisa: ${paisa}`);
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * A rupee amount written by a gateway ("100", "100.0", "1,000.00", 100) as paisa, or null when it is not an
 * amount. Used only to compare with the stored amount; signatures are always checked over the text as received.
 */
export function rupeeTextToPaisa(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.replace(/0+$/, '').length > 2) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

// ---- Gateways and payments ----

/** A gateway a student may pay with now (active and with credentials). */
export const OfferedGatewaySchema = z.object({ name: GatewayNameSchema });
export const OfferedGatewayListResponse = z.object({ gateways: z.array(OfferedGatewaySchema) });
export type OfferedGateway = z.infer<typeof OfferedGatewaySchema>;

/**
 * POST /api/payments (seed 000's create-payment: planId, gateway, amount). The amount is accepted for
 * compatibility and ignored: the server always charges the plan's own price.
 */
export const CreatePaymentBody = z.strictObject({
  planId: z.uuid('Please select a plan and payment method'),
  gateway: z.enum(GATEWAY_NAMES, 'Please select a plan and payment method'),
  amount: z.unknown().optional().describe('Ignored: the plan’s price is charged'),
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBody>;

/** How the browser goes on to the gateway: a POSTed form (eSewa) or a plain navigation (Khalti, FonePay). */
export const PAYMENT_METHODS = ['form_submit', 'redirect'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CreatePaymentResponse = z.object({
  success: z.literal(true),
  paymentId: z.string(),
  redirectUrl: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The form fields to POST to redirectUrl when paymentMethod is form_submit. */
  formData: z.record(z.string(), z.string()).nullable(),
});
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponse>;

export const PaymentSchema = z.object({
  id: z.string(),
  planName: z.string(),
  gateway: GatewayNameSchema,
  amountPaisa: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  reason: z.enum(PAYMENT_REASONS).nullable(),
  transactionId: z.string(),
  gatewayReference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  verifiedAt: z.iso.datetime().nullable(),
  /** The premium expiry this payment granted. */
  premiumUntil: z.iso.datetime().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentListResponse = z.object({ payments: z.array(PaymentSchema) });
export const PaymentParams = z.object({ id: z.uuid('Invalid payment id') });

/** The 'Free plan activated!' answer: the plan the profile now has. */
export const FreePlanResponse = z.object({ subscriptionPlan: z.string(), subscriptionExpiresAt: z.iso.datetime().nullable() });
export type FreePlanResponse = z.infer<typeof FreePlanResponse>;

/** Why a gateway return could not be matched to a payment (the /payment page explains it). */
export const RETURN_ERRORS = ['unknown_payment', 'invalid_return'] as const;
export type ReturnError = (typeof RETURN_ERRORS)[number];

// ---- Admin gateway settings ----

/** Where a gateway's secret comes from: the environment, the published test credentials (not in production), or nowhere. */
export const CREDENTIAL_SOURCES = ['environment', 'test', 'missing'] as const;
export type CredentialSource = (typeof CREDENTIAL_SOURCES)[number];

export const AdminGatewaySchema = z.object({
  id: z.string(),
  gatewayName: GatewayNameSchema,
  isActive: z.boolean(),
  merchantId: z.string().nullable(),
  /** The merchant id payments use now: the saved one, or the test merchant's when running on test credentials. */
  effectiveMerchantId: z.string().nullable(),
  credentialSource: z.enum(CREDENTIAL_SOURCES),
  /** Students are offered it: active, with a secret (or test credentials). */
  isOffered: z.boolean(),
  /** The variable the secret is read from. Never the secret itself. */
  secretVariable: z.string(),
  updatedAt: z.iso.datetime(),
});
export type AdminGateway = z.infer<typeof AdminGatewaySchema>;
export const AdminGatewayListResponse = z.object({ gateways: z.array(AdminGatewaySchema) });

/** eSewa product codes and FonePay PIDs: letters, digits, hyphen and underscore (FonePay allows 3-20 characters). */
const MerchantIdSchema = z
  .string()
  .trim()
  .max(20, 'Merchant ID must be at most 20 characters')
  .regex(/^[A-Za-z0-9_-]*$/, 'Merchant ID may contain only letters, digits, hyphens and underscores');

/** PUT /api/admin/payment-gateways/:id: the whole editable row (seed 001: active switch and merchant id). */
export const UpdateGatewayBody = z.strictObject({
  isActive: z.boolean(),
  merchantId: MerchantIdSchema.nullable().transform((value) => (value ? value : null)),
});
export type UpdateGatewayBody = z.input<typeof UpdateGatewayBody>;
export const GatewayParams = z.object({ id: z.uuid('Invalid gateway id') });
