import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OTP_SETTINGS, type OtpSettings, type OtpStatistics } from '@common/otp';
import { otpRequests, securityEvents, smsOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { MINUTE } from '../../test/clock';
import { buildAdmin, type TestUser } from '../../test/factories';
import { totpCode } from '../../test/mfa';
import { recordResponses } from '../../test/response-scan';
import { CODE_MAIL_SUBJECTS } from '../../test/code-messages';
import { startSmtpStandIn } from '../../test/smtp-server';
import { codeInMessage, submitCode, textedCode, verificationCookieOf } from '../../test/verification';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startSmtpStandIn>>;
let scan: ReturnType<typeof recordResponses>;
let admin: TestUser;

beforeAll(async () => {
  mail = await startSmtpStandIn();
  t = await buildTestApp({ env: { SMTP_URL: mail.url, RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' } });
  scan = recordResponses(t);
  admin = await buildAdmin(t);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const setOtpSettings = async (changes: Partial<OtpSettings>) => {
  const response = await t.put('/api/admin/settings/otp', { ...DEFAULT_OTP_SETTINGS, ...changes }, { as: admin });
  expect(response.statusCode, response.body).toBe(200);
};
beforeEach(() => setOtpSettings({}));

let counter = 0;
const captcha = async () => ((await t.get('/api/auth/captcha')).json() as { id: string }).id;

async function signUp(overrides: Record<string, unknown> = {}) {
  const email = `otp-${Date.now()}-${counter++}@example.com`;
  const phone = `+97798${String(10_000_000 + counter).slice(-8)}`;
  const response = await t.post('/api/auth/signup', {
    fullName: 'Kabita Shrestha',
    email,
    phone,
    class: '10',
    school: 'Bhanubhakta School',
    password: 'Kabita@2026',
    confirmPassword: 'Kabita@2026',
    acceptTerms: true,
    captchaId: await captcha(),
    captchaAnswer: 'ABCDE',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, phone, password: 'Kabita@2026', response, cookie: verificationCookieOf(response) };
}

const login = async (email: string, password: string) => t.post('/api/auth/login', { email, password, captchaId: await captcha(), captchaAnswer: 'ABCDE' });
const sessionCookieOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((c) => c.name === 'pariksha_session');
const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((c) => c.name === 'pariksha_device');

/** The newest code mailed to an address through the SMTP stand-in. */
async function codeFromMail(email: string) {
  await expect.poll(() => mail.messages.some((message) => message.to.includes(email)), { timeout: 10_000 }).toBe(true);
  const received = mail.messages.filter((message) => message.to.includes(email)).at(-1)!;
  expect(CODE_MAIL_SUBJECTS).toContain(received.subject);
  return codeInMessage(received.text);
}

const statistics = () => t.getOk<OtpStatistics>('/api/admin/settings/otp/statistics', { as: admin });
const toDevanagari = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));
const DEVANAGARI = /[\u0900-\u097F]/;

describe('a new account with email OTP on', () => {
  it('cannot sign in until it enters the code mailed over SMTP; then it signs in', async () => {
    const before = await statistics();
    const account = await signUp();
    expect(account.response.json().verification).toMatchObject({ step: 'email', destination: expect.stringMatching(/^o•+@example\.com$/), codeLength: 6 });
    const code = await codeFromMail(account.email);
    expect(code).toMatch(/^\d{6}$/);

    // The right password is not enough: 202, the code step, and no session.
    const refused = await login(account.email, account.password);
    expect(refused.statusCode).toBe(202);
    expect(refused.json()).toMatchObject({ status: 'verification_required', purpose: 'signin', step: 'email' });
    expect(sessionCookieOf(refused)).toBeUndefined();
    // Nor does the password alone make this browser known to the account (decision 059): the device cookie waits for the code.
    expect(deviceCookieOf(refused)).toBeUndefined();
    // The code already mailed at sign-up is still live: signing in sent no second one.
    expect(mail.messages.filter((message) => message.to.includes(account.email))).toHaveLength(1);
    expect((await statistics()).pendingVerifications).toBe(before.pendingVerifications + 1);

    const signedIn = await submitCode(t, verificationCookieOf(refused), code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ status: 'signed_in', user: { email: account.email, role: 'student' }, recoveryCodes: null });
    expect(deviceCookieOf(signedIn)).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });
    const session = sessionCookieOf(signedIn)!;
    expect((await t.get('/api/auth/session', { as: `pariksha_session=${session.value}` })).json().user.email).toBe(account.email);
    expect((await login(account.email, account.password)).statusCode).toBe(200);

    const after = await statistics();
    expect(after.totalSent).toBe(before.totalSent + 1);
    expect(after.successfulVerifications).toBe(before.successfulVerifications + 1);
    expect(after.pendingVerifications).toBe(before.pendingVerifications);
  });

  it('accepts the code typed in Devanagari digits, and the sign-up ticket ends at verified (the student signs in next)', async () => {
    const account = await signUp();
    const response = await submitCode(t, account.cookie, toDevanagari(await codeFromMail(account.email)));
    expect(response.json()).toEqual({ status: 'verified' });
    expect(sessionCookieOf(response)).toBeUndefined();
    const [user] = await t.db.select().from(users).where(eq(users.email, account.email));
    expect(user!.emailVerifiedAt).not.toBeNull();
    // The ticket is used up.
    expect((await submitCode(t, account.cookie, '123456')).json().error.code).toBe('verification_expired');
  });

  it('mails the code in the language the sign-up form was read in: Nepali in Devanagari, English in English', async () => {
    const nepali = await signUp({ language: 'ne' });
    const english = await signUp({ language: 'en' });

    const inNepali = await mail.waitForMail(nepali.email);
    expect(inNepali.subject).toBe('तपाईंको परीक्षा प्रमाणीकरण कोड');
    expect(inNepali.text).toMatch(/^नमस्ते,/);
    expect(inNepali.text).toMatch(/तपाईंको परीक्षा प्रमाणीकरण कोड [०-९]{6} हो।/);
    expect(inNepali.text).toContain('यो एक पटक मात्र चल्छ र ५ मिनेटमा सकिन्छ।');
    expect(inNepali.text).not.toMatch(/[A-Za-z0-9]/);
    expect((await submitCode(t, nepali.cookie, codeInMessage(inNepali.text))).json()).toEqual({ status: 'verified' });

    const inEnglish = await mail.waitForMail(english.email);
    expect(inEnglish.subject).toBe('Your Pariksha verification code');
    expect(inEnglish.text).toMatch(/^Hello,\n\nYour Pariksha verification code is \d{6}\./);
    expect(inEnglish.text).toContain('It works once and expires in 5 minutes.');
    expect(inEnglish.text).not.toMatch(DEVANAGARI);
    expect((await submitCode(t, english.cookie, codeInMessage(inEnglish.text))).json()).toEqual({ status: 'verified' });
  });

  it('voids the code after max attempts wrong codes, and counts it as failed', async () => {
    await setOtpSettings({ maxAttempts: 3 });
    const before = await statistics();
    const account = await signUp();
    const code = await codeFromMail(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await submitCode(t, account.cookie, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({ code: 'otp_invalid', message: 'Invalid verification code. 2 attempts left.', attemptsLeft: 2 });
    expect((await submitCode(t, account.cookie, wrong)).json().error.attemptsLeft).toBe(1);
    expect((await submitCode(t, account.cookie, wrong)).json().error.code).toBe('otp_voided');
    // Even the right code no longer works.
    expect((await submitCode(t, account.cookie, code)).json().error.code).toBe('otp_missing');
    const [row] = await t.db.select().from(otpRequests).where(eq(otpRequests.destination, account.email));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    const after = await statistics();
    expect(after.failedVerifications).toBe(before.failedVerifications + 1);
    expect(after.totalSent).toBe(before.totalSent + 1);
    const logged = await t.db.select().from(securityEvents).where(eq(securityEvents.eventType, 'otp_verification_failed'));
    expect(logged.filter((event) => event.userId === row!.userId)).toHaveLength(3);

    // A new code (after the cooldown) works.
    t.clock.advance(MINUTE + 1000);
    const resent = await t.post('/api/auth/verification/resend', undefined, { as: account.cookie });
    expect(resent.statusCode, resent.body).toBe(200);
    await expect.poll(() => mail.messages.filter((message) => message.to.includes(account.email)).length, { timeout: 10_000 }).toBe(2);
    expect((await submitCode(t, account.cookie, await codeFromMail(account.email))).json()).toEqual({ status: 'verified' });
  });

  it('refuses a new code within the cooldown; a resent code retires the older one', async () => {
    const account = await signUp();
    const first = await codeFromMail(account.email);
    const early = await t.post('/api/auth/verification/resend', undefined, { as: account.cookie });
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toMatchObject({ code: 'resend_cooldown', retryAt: expect.any(String) });
    t.clock.advance(MINUTE + 1000);
    const resent = await t.post('/api/auth/verification/resend', undefined, { as: account.cookie });
    expect(resent.json()).toMatchObject({ step: 'email', resendAvailableAt: new Date(t.clock.now().getTime() + MINUTE).toISOString() });
    await expect.poll(() => mail.messages.filter((message) => message.to.includes(account.email)).length, { timeout: 10_000 }).toBe(2);
    const second = await codeFromMail(account.email);
    if (first !== second) expect((await submitCode(t, account.cookie, first)).json().error.code).toBe('otp_invalid');
    expect((await submitCode(t, account.cookie, second)).json()).toEqual({ status: 'verified' });
  });

  it('follows the expiry and length settings: an 8-digit code expires after 180 s', async () => {
    await setOtpSettings({ otpLength: 8, otpExpirySeconds: 180 });
    const account = await signUp();
    expect(account.response.json().verification).toMatchObject({ codeLength: 8, expiresAt: new Date(t.clock.now().getTime() + 180_000).toISOString() });
    const code = await codeFromMail(account.email);
    expect(code).toMatch(/^\d{8}$/);
    t.clock.advance(181_000);
    expect((await submitCode(t, account.cookie, code)).json().error.code).toBe('otp_expired');
    const [row] = await t.db.select().from(otpRequests).where(eq(otpRequests.destination, account.email));
    expect(row!.status).toBe('expired');
  });

  it('refuses a code that is not digits without counting it', async () => {
    const account = await signUp();
    const response = await submitCode(t, account.cookie, 'abc');
    expect(response.statusCode).toBe(400);
    expect((await t.db.select().from(otpRequests).where(eq(otpRequests.destination, account.email)))[0]!.attempts).toBe(0);
    expect((await t.post('/api/auth/verification/code', { code: '123456' })).json().error.code).toBe('verification_expired');
  });
});

describe('with email OTP off', () => {
  it('a new account signs in straight away', async () => {
    await setOtpSettings({ enableEmailOtp: false });
    const email = `no-otp-${Date.now()}@example.com`;
    const response = await t.post('/api/auth/signup', {
      fullName: 'Ramesh Oli',
      email,
      phone: '9841000001',
      class: '10',
      school: 'Pokhara School',
      password: 'Ramesh@2026',
      confirmPassword: 'Ramesh@2026',
      acceptTerms: true,
      captchaId: await captcha(),
      captchaAnswer: 'ABCDE',
    });
    expect(response.json()).toMatchObject({ email, verification: null });
    expect(response.cookies.find((c) => c.name === 'pariksha_verification')).toBeUndefined();
    expect((await login(email, 'Ramesh@2026')).statusCode).toBe(200);
  });
});

describe('with MFA for admins on', () => {
  const adminLogin = async (email: string, password: string, device?: string) =>
    t.post('/api/auth/admin-login', { email, password, captchaId: await captcha(), captchaAnswer: 'ABCDE' }, { as: device });

  it('an admin enrols at sign-in, then enters a code at every sign-in; the browser is trusted only once the code is in', async () => {
    await setOtpSettings({ enableMfa: true });
    const other = await buildAdmin(t);

    const first = await adminLogin(other.email, other.password);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ purpose: 'signin', step: 'mfa_enrolment' });
    expect(sessionCookieOf(first)).toBeUndefined();
    expect(deviceCookieOf(first)).toBeUndefined();
    const ticket = verificationCookieOf(first);
    const { secret } = (await t.getOk<{ secret: string }>('/api/auth/verification/enrolment', { as: ticket }));
    const malformed = await submitCode(t, ticket, 'abcdef');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toEqual({ code: 'mfa_invalid_code', message: 'Please enter a valid 6-digit verification code' });
    const enrolled = await submitCode(t, ticket, await totpCode(t, secret));
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json()).toMatchObject({ status: 'signed_in', user: { email: other.email, role: 'admin' }, recoveryCodes: expect.any(Array) });
    const device = deviceCookieOf(enrolled);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });

    // The next sign-in, from the same browser: a code again, and the browser keeps its id only once the code is in.
    t.clock.advance(30_000);
    const again = await adminLogin(other.email, other.password, `pariksha_device=${device!.value}`);
    expect(again.json()).toMatchObject({ step: 'mfa' });
    expect(deviceCookieOf(again)).toBeUndefined();
    const signedIn = await submitCode(t, `${verificationCookieOf(again)}; pariksha_device=${device!.value}`, await totpCode(t, secret));
    expect(signedIn.json()).toMatchObject({ status: 'signed_in', recoveryCodes: null });
    expect(deviceCookieOf(signedIn)!.value.split('.')[0]).toBe(device!.value.split('.')[0]);
  });
});

describe('with phone OTP on', () => {
  it('confirms the phone number after the email, with a code from the SMS outbox', async () => {
    await setOtpSettings({ enablePhoneOtp: true });
    const account = await signUp();
    const next = await submitCode(t, account.cookie, await codeFromMail(account.email));
    expect(next.statusCode).toBe(202);
    expect(next.json()).toMatchObject({ step: 'phone', destination: expect.stringMatching(/^\+977 98•+\d{3}$/), codeLength: 6 });
    const [texted] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, account.phone));
    expect(texted).toMatchObject({ provider: 'outbox', status: 'pending' });
    expect((await submitCode(t, account.cookie, await textedCode(t, account.phone))).json()).toEqual({ status: 'verified' });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it("texts the code in the profile's language: a Nepali student's text is all Devanagari", async () => {
    await setOtpSettings({ enablePhoneOtp: true });
    const account = await signUp({ language: 'ne' });
    expect((await submitCode(t, account.cookie, await codeFromMail(account.email))).json()).toMatchObject({ step: 'phone' });
    const [texted] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, account.phone));
    expect(texted!.body).toMatch(/^परीक्षा कोड: [०-९]{6}। यो ५ मिनेटमा सकिन्छ। कसैलाई नदिनुहोस्।$/);
    expect((await submitCode(t, account.cookie, codeInMessage(texted!.body))).json()).toEqual({ status: 'verified' });
  });
});

describe('the Sparrow SMS adapter', () => {
  let sparrow: Server;
  let received: URLSearchParams[] = [];
  let answer = { status: 200, body: { count: 1, response_code: 200, response: '1 mesages has been queued for delivery' } as Record<string, unknown> };
  let sms: TestApp;

  beforeAll(async () => {
    sparrow = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(new URLSearchParams(body));
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => sparrow.listen(0, '127.0.0.1', resolve));
    const port = (sparrow.address() as { port: number }).port;
    sms = await buildTestApp({
      env: { SMS_PROVIDER: 'sparrow', SPARROW_SMS_URL: `http://127.0.0.1:${port}/v2/sms/`, SPARROW_SMS_TOKEN: 'v2_test_token', SPARROW_SMS_FROM: 'Pariksha', RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    await sms.close();
    await new Promise((resolve) => sparrow.close(resolve));
  });

  async function signUpWithPhone(phone: string) {
    const smsAdmin = await buildAdmin(sms);
    await sms.put('/api/admin/settings/otp', { ...DEFAULT_OTP_SETTINGS, enableEmailOtp: false, enablePhoneOtp: true }, { as: smsAdmin });
    return sms.post('/api/auth/signup', {
      fullName: 'Nabin Karki',
      email: `sparrow-${Date.now()}-${counter++}@example.com`,
      phone,
      class: '10',
      school: 'Dhankuta School',
      password: 'Nabin@2026',
      confirmPassword: 'Nabin@2026',
      acceptTerms: true,
      captchaId: ((await sms.get('/api/auth/captcha')).json() as { id: string }).id,
      captchaAnswer: 'ABCDE',
    });
  }

  it("sends the code through Sparrow's HTTP API with the token, sender and 10-digit number", async () => {
    received = [];
    const response = await signUpWithPhone('+9779812000111');
    expect(response.json().verification).toMatchObject({ step: 'phone', expiresAt: expect.any(String) });
    expect(received).toHaveLength(1);
    expect(Object.fromEntries(received[0]!)).toMatchObject({ token: 'v2_test_token', from: 'Pariksha', to: '9812000111' });
    const code = codeInMessage(received[0]!.get('text')!);
    const [row] = await sms.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, '+9779812000111'));
    expect(row).toMatchObject({ provider: 'sparrow', status: 'sent' });
    expect((await submitCode(sms, verificationCookieOf(response), code)).json()).toEqual({ status: 'verified' });
  });

  it("records Sparrow's refusal; the account waits for a new code", async () => {
    received = [];
    answer = { status: 403, body: { response_code: 1013, response: 'Insufficient Credits' } };
    const response = await signUpWithPhone('+9779812000222');
    expect(response.statusCode).toBe(201);
    expect(response.json().verification).toMatchObject({ step: 'phone', expiresAt: null });
    const [row] = await sms.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, '+9779812000222'));
    expect(row).toMatchObject({ status: 'failed', lastError: expect.stringContaining('Insufficient Credits') });
  });

  it('caps codes per number', async () => {
    answer = { status: 200, body: { count: 1, response_code: 200, response: 'ok' } };
    const response = await signUpWithPhone('+9779812000333');
    const cookie = verificationCookieOf(response);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      sms.clock.advance(MINUTE + 1000);
      statuses.push((await sms.post('/api/auth/verification/resend', undefined, { as: cookie })).statusCode);
    }
    // 6 codes an hour per number: the sign-up's and 5 resends; the rest are refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('responses of this suite', () => {
  it('never carry a code, a password hash or a token', async () => {
    scan.addSecret(admin.token);
    const codes = (await t.db.select({ text: smsOutbox.body }).from(smsOutbox)).map((row) => codeInMessage(row.text));
    for (const message of mail.messages) codes.push(codeInMessage(message.text));
    scan.expectNoSecretsInBodies(codes.map((code) => new RegExp(`"${code}"`)));
  });
});
