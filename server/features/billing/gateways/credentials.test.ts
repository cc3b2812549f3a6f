import { describe, expect, it } from 'vitest';
import { resolveCredentials, TEST_CREDENTIALS } from './credentials';

const env = (overrides: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'development' as 'development' | 'production' | 'test',
  ESEWA_SECRET_KEY: undefined,
  KHALTI_SECRET_KEY: undefined,
  FONEPAY_SECRET_KEY: undefined,
  ...overrides,
});

describe('resolveCredentials', () => {
  it('outside production without a secret: the published test credentials, and the test merchant when none is saved', () => {
    expect(resolveCredentials(env(), 'esewa', null)).toEqual({ source: 'test', secretKey: TEST_CREDENTIALS.esewa.secretKey, merchantId: 'EPAYTEST' });
    expect(resolveCredentials(env(), 'fonepay', 'MYPID')).toEqual({ source: 'test', secretKey: TEST_CREDENTIALS.fonepay.secretKey, merchantId: 'MYPID' });
    expect(resolveCredentials(env(), 'khalti', null)).toEqual({ source: 'test', secretKey: TEST_CREDENTIALS.khalti.secretKey, merchantId: null });
  });

  it('a configured secret is used with the saved merchant id, in any environment', () => {
    expect(resolveCredentials(env({ NODE_ENV: 'production', ESEWA_SECRET_KEY: 'real' }), 'esewa', 'SHOP')).toEqual({ source: 'environment', secretKey: 'real', merchantId: 'SHOP' });
    expect(resolveCredentials(env({ KHALTI_SECRET_KEY: 'live_secret_key_x' }), 'khalti', null)).toEqual({ source: 'environment', secretKey: 'live_secret_key_x', merchantId: null });
  });

  it('cannot take payments in production without a secret, nor with a secret but no merchant id where one is needed', () => {
    expect(resolveCredentials(env({ NODE_ENV: 'production' }), 'khalti', null)).toBeNull();
    expect(resolveCredentials(env({ NODE_ENV: 'production' }), 'esewa', 'SHOP')).toBeNull();
    expect(resolveCredentials(env({ FONEPAY_SECRET_KEY: 'real' }), 'fonepay', null)).toBeNull();
  });
});
