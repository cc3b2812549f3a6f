import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory } from '../../db/schema';
import { loadConfig } from '../../runtime';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildStudent } from '../../test/factories';

// Behind a load balancer the client address comes from X-Forwarded-For, but only from the entries our own proxies
// wrote: the left-most entries are whatever the client sent.
let hopCount: TestApp;
let proxyList: TestApp;
beforeAll(async () => {
  hopCount = await buildTestApp({ env: { TRUST_PROXY: '1' } });
  // Injected requests come from 127.0.0.1: that and the internal network are "our" proxies.
  proxyList = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } });
});
afterAll(async () => {
  await hopCount.close();
  await proxyList.close();
});

const captchaId = async (t: TestApp) => ((await t.get('/api/auth/captcha')).json() as { id: string }).id;

async function signInFrom(t: TestApp, forwardedFor: string) {
  const student = await buildStudent(t);
  const response = await t.post(
    '/api/auth/login',
    { email: student.email, password: student.password, captchaId: await captchaId(t), captchaAnswer: 'ABCDE' },
    { headers: { 'x-forwarded-for': forwardedFor, 'user-agent': 'Phone/2.0' } },
  );
  expect(response.statusCode).toBe(200);
  const [row] = await t.db.select().from(loginHistory).where(eq(loginHistory.userId, student.id));
  return row;
}

const signup = async (t: TestApp, forwardedFor: string, n: number) =>
  t.post(
    '/api/auth/signup',
    {
      fullName: 'Forwarded Student',
      email: `forwarded-${n}-${Math.random().toString(36).slice(2)}@example.com`,
      phone: '9801234567',
      class: '10',
      school: 'Lumbini School',
      password: 'Strong@Pass1',
      confirmPassword: 'Strong@Pass1',
      acceptTerms: true,
      captchaId: await captchaId(t),
      captchaAnswer: 'ABCDE',
    },
    { headers: { 'x-forwarded-for': forwardedFor } },
  );

describe('client address with TRUST_PROXY=1 (one load balancer)', () => {
  it('records the address the load balancer saw, ignoring a forged left-most entry', async () => {
    expect(await signInFrom(hopCount, '103.10.28.7')).toMatchObject({ ipAddress: '103.10.28.7', userAgent: 'Phone/2.0' });
    expect(await signInFrom(hopCount, '6.6.6.6, 103.10.28.7')).toMatchObject({ ipAddress: '103.10.28.7' });
  });

  it('keys the sign-up limit by the real client, whatever it forges', async () => {
    for (let n = 0; n < 3; n++) expect((await signup(hopCount, `6.6.6.${n}, 103.10.28.8`, n)).statusCode).toBe(201);
    expect((await signup(hopCount, '6.6.6.9, 103.10.28.8', 3)).statusCode).toBe(429);
    expect((await signup(hopCount, '103.10.28.9', 0)).statusCode).toBe(201);
  });
});

describe('client address with TRUST_PROXY as proxy addresses and CIDRs', () => {
  it('takes the right-most address that is not one of our proxies', async () => {
    expect(await signInFrom(proxyList, '6.6.6.6, 103.10.28.7, 10.1.2.3')).toMatchObject({ ipAddress: '103.10.28.7' });
    expect(await signInFrom(proxyList, '103.10.28.6')).toMatchObject({ ipAddress: '103.10.28.6' });
  });
});

describe('TRUST_PROXY values', () => {
  const parse = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY, DATA_DIR: hopCount.config.DATA_DIR }).TRUST_PROXY;

  it('reads off, a hop count or a list of addresses and CIDRs', () => {
    expect(parse('')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.5,::1, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8']);
  });

  it('refuses trusting every hop, and anything that is not an address', () => {
    expect(() => parse('true')).toThrow(/TRUST_PROXY must be a hop count .* not true \(every hop\)/);
    expect(() => parse('10.0.0.0/33, proxy.local')).toThrow(/not 10\.0\.0\.0\/33, proxy\.local/);
  });
});
