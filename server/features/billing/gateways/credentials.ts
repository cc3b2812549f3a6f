import type { CredentialSource, GatewayName } from '@common/billing';
import type { Config } from '../../../config';

/**
 * The gateways' published test credentials (GATEWAYS.md 1.4, 2.2, 3.6). Used only outside production and only
 * when no secret is configured, so `npm start` can pay against the real UAT endpoints.
 */
export const TEST_CREDENTIALS: Record<GatewayName, { merchantId: string | null; secretKey: string }> = {
  esewa: { merchantId: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' },
  // Khalti identifies the merchant by its secret key alone.
  khalti: { merchantId: null, secretKey: 'live_secret_key_68791341fdd94846a146f0457ff7b455' },
  // Fonepay's own sample app dev merchant; its key reproduces the real dev return captured in GATEWAYS.md 3.4.
  fonepay: { merchantId: 'NBQM', secretKey: 'a7e3512f5032480a83137793cb2021dc' },
};

export const SECRET_VARIABLES = {
  esewa: 'ESEWA_SECRET_KEY',
  khalti: 'KHALTI_SECRET_KEY',
  fonepay: 'FONEPAY_SECRET_KEY',
} as const satisfies Record<GatewayName, keyof Config>;

/** Whether a gateway needs a merchant id from the admin screen (eSewa's product code, FonePay's PID). */
export const needsMerchantId = (gateway: GatewayName) => gateway !== 'khalti';

export type GatewayCredentials = { source: Exclude<CredentialSource, 'missing'>; secretKey: string; merchantId: string | null };

/**
 * The secret and merchant id a gateway uses now: the secret from the environment with the saved merchant id; without
 * a secret, outside production, the published test credentials (and the test merchant id when none is saved).
 * Null when the gateway cannot take payments (production without a secret, or without the merchant id it needs).
 */
export function resolveCredentials(
  config: Pick<Config, 'NODE_ENV' | 'ESEWA_SECRET_KEY' | 'KHALTI_SECRET_KEY' | 'FONEPAY_SECRET_KEY'>,
  gateway: GatewayName,
  savedMerchantId: string | null,
): GatewayCredentials | null {
  const secretKey = config[SECRET_VARIABLES[gateway]];
  const credentials: GatewayCredentials | null = secretKey
    ? { source: 'environment', secretKey, merchantId: savedMerchantId }
    : config.NODE_ENV === 'production'
      ? null
      : { source: 'test', secretKey: TEST_CREDENTIALS[gateway].secretKey, merchantId: savedMerchantId ?? TEST_CREDENTIALS[gateway].merchantId };
  if (credentials && needsMerchantId(gateway) && !credentials.merchantId) return null;
  return credentials;
}
