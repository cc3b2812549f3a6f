import type { GatewayName } from '@common/billing';
import { checkEsewaPayment, startEsewaPayment } from './esewa';
import { checkFonepayPayment, startFonepayPayment } from './fonepay';
import { checkKhaltiPayment, startKhaltiPayment } from './khalti';
import type { CheckoutStart, GatewayContext, GatewayPayment, GatewayVerdict } from './types';

export type GatewayAdapter = {
  /** Prepares the browser's way to the gateway (and, for Khalti, registers the payment there first). */
  start(context: GatewayContext, payment: GatewayPayment): CheckoutStart | Promise<CheckoutStart>;
  /** Asks the gateway's server what became of a payment. */
  check(context: GatewayContext, payment: GatewayPayment): Promise<GatewayVerdict>;
};

export const GATEWAY_ADAPTERS: Record<GatewayName, GatewayAdapter> = {
  esewa: { start: startEsewaPayment, check: checkEsewaPayment },
  khalti: { start: startKhaltiPayment, check: checkKhaltiPayment },
  fonepay: { start: startFonepayPayment, check: (context, payment) => checkFonepayPayment(context, payment) },
};
