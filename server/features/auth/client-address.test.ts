import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildStudent } from '../../test/factories';

// Behind a load balancer (TRUST_PROXY=1) the client address comes from X-Forwarded-For.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

const captchaId = async () => ((await t.get('/api/auth/captcha')).json() as { id: string }).id;

describe('client address with TRUST_PROXY=1', () => {
  it('records the forwarded address in the login history', async () => {
    const student = await buildStudent(t);
    const response = await t.post(
      '/api/auth/login',
      { email: student.email, password: student.password, captchaId: await captchaId(), captchaAnswer: 'ABCDE' },
      { headers: { 'x-forwarded-for': '103.10.28.7', 'user-agent': 'Phone/2.0' } },
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(loginHistory).where(eq(loginHistory.userId, student.id));
    expect(row).toMatchObject({ ipAddress: '103.10.28.7', userAgent: 'Phone/2.0' });
  });

  it('keys the sign-up limit by the forwarded address', async () => {
    const signup = async (ip: string, n: number) =>
      t.post(
        '/api/auth/signup',
        {
          fullName: 'Forwarded Student',
          email: `forwarded-${ip}-${n}@example.com`,
          phone: '9801234567',
          class: '10',
          school: 'Lumbini School',
          password: 'Strong@Pass1',
          confirmPassword: 'Strong@Pass1',
          acceptTerms: true,
          captchaId: await captchaId(),
          captchaAnswer: 'ABCDE',
        },
        { headers: { 'x-forwarded-for': ip } },
      );
    for (let n = 0; n < 3; n++) expect((await signup('103.10.28.8', n)).statusCode).toBe(201);
    expect((await signup('103.10.28.8', 3)).statusCode).toBe(429);
    expect((await signup('103.10.28.9', 0)).statusCode).toBe(201);
  });
});
