import type { PaymentMethod, PaymentReason } from '@common/billing';
import type { GatewayCredentials } from './credentials';

/** What a gateway adapter needs to know of a payment. */
export type GatewayPayment = {
  id: string;
  transactionUuid: string;
  amountPaisa: number;
  /** Khalti's pidx, or FonePay's UID once the browser has come back. */
  gatewayToken: string | null;
  planName: string;
  createdAt: Date;
  customer: { name: string; email: string } | null;
};

export type GatewayEndpoints = {
  ESEWA_FORM_URL: string;
  ESEWA_STATUS_URL: string;
  KHALTI_BASE_URL: string;
  FONEPAY_BASE_URL: string;
  /** The site's own origin, for return URLs. */
  origin: string;
};

export type GatewayContext = { credentials: GatewayCredentials; endpoints: GatewayEndpoints };

/** How the browser goes on to the gateway once the payment row exists. */
export type CheckoutStart = {
  paymentMethod: PaymentMethod;
  redirectUrl: string;
  formData: Record<string, string> | null;
  /** A handle the gateway gave us before the browser left (Khalti's pidx), stored with the payment. */
  gatewayToken?: string;
};

/**
 * What the gateway's own server says about a payment, after any signature is checked:
 * paid (with the amount it says was paid), still pending, or finished without payment.
 */
export type GatewayVerdict =
  | { outcome: 'paid'; amountPaisa: number | null; reference: string | null; response: Record<string, unknown> }
  | { outcome: 'pending'; response: Record<string, unknown> | null }
  | { outcome: 'unpaid'; status: 'failed' | 'cancelled' | 'expired'; reason: PaymentReason; response: Record<string, unknown> | null };

export const stillPending = (response: Record<string, unknown> | null = null): GatewayVerdict => ({ outcome: 'pending', response });
