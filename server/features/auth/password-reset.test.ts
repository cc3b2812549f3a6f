import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens, securityEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { HOUR, MINUTE } from '../../test/clock';
import { buildStudent } from '../../test/factories';
import { recordResponses } from '../../test/response-scan';

let t: TestApp;
let scan: ReturnType<typeof recordResponses>;
beforeAll(async () => {
  t = await buildTestApp();
  scan = recordResponses(t);
});
afterAll(() => t.close());

const SENT = 'Password reset email sent! Check your inbox.';

async function latestMailTo(email: string) {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt)).limit(1);
  return mail;
}

/** Asks for a link and returns the token from the emailed link. */
async function requestLink(email: string, ip = '127.0.0.1') {
  const response = await t.request('POST', '/api/auth/forgot-password', { body: { email }, remoteAddress: ip });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: SENT });
  const mail = await latestMailTo(email.toLowerCase());
  const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mail!.textBody);
  expect(link).not.toBeNull();
  scan.addSecret(link![1]!);
  return link![1]!;
}

const captcha = async () => ((await t.get('/api/auth/captcha')).json() as { id: string }).id;
const login = async (email: string, password: string) =>
  t.post('/api/auth/login', { email, password, captchaId: await captcha(), captchaAnswer: 'ABCDE' });

describe('POST /api/auth/forgot-password', () => {
  it('emails a single-use link to the account, storing only the token’s hash', async () => {
    const student = await buildStudent(t);
    const token = await requestLink(student.email.toUpperCase());
    const mail = await latestMailTo(student.email);
    expect(mail!.subject).toBe('Reset your Pariksha password');
    expect(mail!.textBody).toContain('expires in 1 hour');
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, student.id));
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(HOUR);
    const events = await t.db.select().from(securityEvents).where(and(eq(securityEvents.userId, student.id), eq(securityEvents.eventType, 'password_reset_requested')));
    expect(events).toHaveLength(1);
  });

  it('answers the same for an email without an account, and sends nothing', async () => {
    const response = await t.post('/api/auth/forgot-password', { email: 'no-account-here@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    expect(await latestMailTo('no-account-here@example.com')).toBeUndefined();
  });

  it('refuses a malformed email', async () => {
    const response = await t.post('/api/auth/forgot-password', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Enter a valid email address');
  });

  it('limits requests per address (3 an hour) and per client IP (10 an hour), even simultaneous ones', async () => {
    const student = await buildStudent(t);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => t.request('POST', '/api/auth/forgot-password', { body: { email: student.email }, remoteAddress: '203.0.113.50' })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().error).toMatchObject({ code: 'reset_rate_limited', message: 'Too many password reset requests. Please try again later.' });
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, student.email))).toHaveLength(3);

    const ip = '203.0.113.51';
    for (let i = 0; i < 10; i++) {
      const r = await t.request('POST', '/api/auth/forgot-password', { body: { email: `someone-${i}@example.com` }, remoteAddress: ip });
      expect(r.statusCode).toBe(200);
    }
    expect((await t.request('POST', '/api/auth/forgot-password', { body: { email: 'one-more@example.com' }, remoteAddress: ip })).statusCode).toBe(429);
    t.clock.advance(HOUR);
    expect((await t.request('POST', '/api/auth/forgot-password', { body: { email: 'one-more@example.com' }, remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs the account out everywhere, and the link works once', async () => {
    const student = await buildStudent(t);
    const other = await login(student.email, student.password);
    const otherCookie = `pariksha_session=${other.cookies.find((c) => c.name === 'pariksha_session')!.value}`;
    const token = await requestLink(student.email);
    expect((await t.post('/api/auth/reset-password/check', { token })).json()).toEqual({ valid: true });

    const response = await t.post('/api/auth/reset-password', { token, password: 'New@Pass2', confirmPassword: 'New@Pass2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully!' });

    for (const cookie of [student.cookie, otherCookie]) expect((await t.get('/api/auth/session', { as: cookie })).json().user).toBeNull();
    expect((await login(student.email, student.password)).statusCode).toBe(401);
    expect((await login(student.email, 'New@Pass2')).statusCode).toBe(200);
    expect(t.published.filter((e) => e.topic === 'session_revoked').length).toBeGreaterThanOrEqual(2);
    const events = await t.db.select().from(securityEvents).where(and(eq(securityEvents.userId, student.id), eq(securityEvents.eventType, 'password_reset')));
    expect(events).toHaveLength(1);

    expect((await t.post('/api/auth/reset-password/check', { token })).json()).toEqual({ valid: false });
    const again = await t.post('/api/auth/reset-password', { token, password: 'Other@Pass3', confirmPassword: 'Other@Pass3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'invalid_reset_token',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses a link after 1 hour, and an older link once a newer one was sent', async () => {
    const student = await buildStudent(t);
    const expired = await requestLink(student.email);
    t.clock.advance(HOUR + MINUTE);
    expect((await t.post('/api/auth/reset-password/check', { token: expired })).json()).toEqual({ valid: false });
    expect((await t.post('/api/auth/reset-password', { token: expired, password: 'New@Pass2', confirmPassword: 'New@Pass2' })).statusCode).toBe(400);

    const older = await requestLink(student.email);
    const newer = await requestLink(student.email);
    expect((await t.post('/api/auth/reset-password/check', { token: older })).json()).toEqual({ valid: false });
    expect((await t.post('/api/auth/reset-password/check', { token: newer })).json()).toEqual({ valid: true });
  });

  it('lets one of two simultaneous uses of a link through', async () => {
    const student = await buildStudent(t);
    const token = await requestLink(student.email);
    const responses = await Promise.all(
      ['First@Pass1', 'Second@Pass2'].map((password) => t.post('/api/auth/reset-password', { token, password, confirmPassword: password })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('lifts a login lockout', async () => {
    const student = await buildStudent(t);
    for (let i = 0; i < 11; i++) await login(student.email, 'Wrong@Pass1');
    expect((await login(student.email, student.password)).json().error.code).toBe('account_locked');
    const token = await requestLink(student.email);
    await t.post('/api/auth/reset-password', { token, password: 'New@Pass2', confirmPassword: 'New@Pass2' });
    expect((await login(student.email, 'New@Pass2')).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'Ab1!x', confirmPassword: 'Ab1!x' }, 'Password must be at least 6 characters long'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Password is too weak. Please create a stronger password.'],
    [{ password: 'New@Pass2', confirmPassword: 'New@Pass3' }, 'Passwords do not match'],
  ])('refuses %j and keeps the link usable', async (passwords, message) => {
    const student = await buildStudent(t);
    const token = await requestLink(student.email);
    const response = await t.post('/api/auth/reset-password', { token, ...passwords });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect((await t.post('/api/auth/reset-password/check', { token })).json()).toEqual({ valid: true });
  });

  it('accepts a 6-character password that meets the strength rule', async () => {
    const student = await buildStudent(t);
    const token = await requestLink(student.email);
    expect((await t.post('/api/auth/reset-password', { token, password: 'Ab1!cd', confirmPassword: 'Ab1!cd' })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await t.post('/api/auth/reset-password', { token: 'made-up', password: 'New@Pass2', confirmPassword: 'New@Pass2' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_reset_token');
  });
});

describe('responses of this suite', () => {
  it('never carry a password hash, a session token, a reset token or a captcha answer', () => {
    scan.expectNoSecretsInBodies();
  });
});
