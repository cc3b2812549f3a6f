import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, securityEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { HOUR, MINUTE } from '../../test/clock';
import { buildAdmin, buildStudent } from '../../test/factories';
import { recordResponses } from '../../test/response-scan';

let t: TestApp;
let scan: ReturnType<typeof recordResponses>;
// Captchas are fetched from an exempt address of their own (their limit is tested elsewhere); every sign-in
// below comes from documentation addresses that RATE_LIMIT_EXEMPT_IPS does not name.
const CAPTCHA_ADDRESS = '192.0.2.1';
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_EXEMPT_IPS: CAPTCHA_ADDRESS } });
  scan = recordResponses(t);
});
afterAll(() => t.close());

const TOO_MANY = 'Too many login attempts. Please try again in 15 minutes.';
const LOCKED = /^Account temporarily locked due to too many failed attempts\. Try again after \d{1,2}:\d{2} (AM|PM) \(Nepal time\)\.$/;

let addressCounter = 0;
/** A client address no other test uses. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

type Attempt = { from: string; admin?: boolean; device?: string };

async function signIn(email: string, password: string, { from, admin, device }: Attempt) {
  const captcha = (await t.request('GET', '/api/auth/captcha', { remoteAddress: CAPTCHA_ADDRESS })).json() as { id: string };
  return t.request('POST', admin ? '/api/auth/admin-login' : '/api/auth/login', {
    body: { email, password, captchaId: captcha.id, captchaAnswer: 'ABCDE' },
    remoteAddress: from,
    headers: device ? { cookie: device } : undefined,
  });
}

const codeOf = (response: { json(): { error?: { code: string } } }) => response.json().error?.code ?? 'signed_in';

function deviceCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === 'pariksha_device');
  expect(cookie).toBeDefined();
  return `pariksha_device=${cookie!.value}`;
}

async function eventsOf(email: string, eventType: string) {
  return t.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.email, email), eq(securityEvents.eventType, eventType)));
}

describe('nobody can lock the owner out', () => {
  it('50 wrong admin sign-ins from one address stop neither the admin at another address nor the admin’s own browser at that address', async () => {
    const admin = await buildAdmin(t);
    const shared = freshAddress();
    // The admin signed in from this browser before: it holds the device cookie.
    const before = await signIn(admin.email, admin.password, { from: shared, admin: true });
    expect(before.statusCode).toBe(200);
    const device = deviceCookieOf(before);

    const codes: string[] = [];
    for (let i = 0; i < 50; i++) codes.push(codeOf(await signIn(admin.email, 'Wrong@Pass1', { from: shared, admin: true })));
    // The spec's rule for that account and address: 5 checked, 5 refused, then locked for 30 minutes.
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('invalid_credentials'));
    expect(codes.slice(5, 10)).toEqual(Array(5).fill('rate_limited'));
    expect(codes.slice(10)).toEqual(Array(40).fill('account_locked'));

    const locked = await signIn(admin.email, admin.password, { from: shared, admin: true });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(LOCKED);

    expect((await signIn(admin.email, admin.password, { from: freshAddress(), admin: true })).statusCode).toBe(200);
    expect((await signIn(admin.email, admin.password, { from: shared, admin: true, device })).statusCode).toBe(200);

    const lockEvents = await eventsOf(admin.email, 'account_locked');
    expect(lockEvents.map((e) => (e.details as { scope: string }).scope)).toEqual(['account_address']);
  });

  it('shows the spec’s messages where they apply, and lets the right password in again after the lock', async () => {
    const student = await buildStudent(t);
    const from = freshAddress();
    for (let i = 0; i < 5; i++) expect(codeOf(await signIn(student.email, 'Wrong@Pass1', { from }))).toBe('invalid_credentials');
    const limited = await signIn(student.email, student.password, { from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'rate_limited', message: TOO_MANY });
    for (let i = 0; i < 4; i++) expect(codeOf(await signIn(student.email, 'Wrong@Pass1', { from }))).toBe('rate_limited');
    const locked = (await signIn(student.email, student.password, { from })).json().error;
    expect(locked.code).toBe('account_locked');
    expect(locked.message).toMatch(LOCKED);
    expect(new Date(locked.lockedUntil).getTime()).toBe(t.clock.now().getTime() + 30 * MINUTE);
    t.clock.advance(30 * MINUTE + 1);
    expect((await signIn(student.email, student.password, { from })).statusCode).toBe(200);
  });

  it('counts failures, not sign-ins: people who get in from a shared address never use up its allowance', async () => {
    const from = freshAddress();
    for (let i = 0; i < 31; i++) {
      const student = await buildStudent(t);
      expect((await signIn(student.email, student.password, { from })).statusCode).toBe(200);
    }
    const student = await buildStudent(t);
    for (let i = 0; i < 5; i++) expect(codeOf(await signIn(student.email, 'Wrong@Pass1', { from }))).toBe('invalid_credentials');
  });
});

describe('password spraying', () => {
  it('stops one address trying many accounts, without locking those accounts for anyone else', async () => {
    const sprayer = freshAddress();
    const victim = await buildStudent(t);
    for (let i = 0; i < 30; i++) expect(codeOf(await signIn(`spray-${i}-${sprayer}@example.com`, 'Spring@2026', { from: sprayer }))).toBe('invalid_credentials');
    const refused = await signIn(victim.email, 'Spring@2026', { from: sprayer });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', message: TOO_MANY });
    // Even the right password waits: this address is not let through to any account…
    expect(codeOf(await signIn(victim.email, victim.password, { from: sprayer }))).toBe('rate_limited');
    // …while the account itself is untouched elsewhere.
    expect((await signIn(victim.email, victim.password, { from: freshAddress() })).statusCode).toBe(200);

    // Going on locks the address for 30 minutes; its message never says an innocent account is locked.
    for (let i = 30; i < 62; i++) expect(codeOf(await signIn(`spray-${i}-${sprayer}@example.com`, 'Spring@2026', { from: sprayer }))).toBe('rate_limited');
    const addressLocks = await t.db.select().from(securityEvents).where(and(eq(securityEvents.ipAddress, sprayer), eq(securityEvents.eventType, 'account_locked')));
    expect(addressLocks.map((e) => (e.details as { scope: string }).scope)).toEqual(['address']);
    t.clock.advance(15 * MINUTE);
    expect(codeOf(await signIn(victim.email, victim.password, { from: sprayer }))).toBe('rate_limited');
    t.clock.advance(15 * MINUTE + 1);
    expect((await signIn(victim.email, victim.password, { from: sprayer })).statusCode).toBe(200);
  });
});

describe('the per-account ceiling across addresses', () => {
  it('refuses the account everywhere past 50 failures and locks it past 100, except in a browser that signed in before', async () => {
    const student = await buildStudent(t);
    const home = await signIn(student.email, student.password, { from: freshAddress() });
    const device = deviceCookieOf(home);

    // 21 addresses, each stopped by its own pair after 5 checked guesses and 5 refused ones.
    const codes: string[] = [];
    for (let a = 0; a < 21; a++) {
      const from = freshAddress();
      for (let i = 0; i < 5; i++) codes.push(codeOf(await signIn(student.email, 'Wrong@Pass1', { from })));
    }
    expect(codes.slice(0, 50)).toEqual(Array(50).fill('invalid_credentials'));
    expect(codes.slice(50, 100)).toEqual(Array(50).fill('rate_limited'));
    expect(codes.slice(100)).toEqual(Array(5).fill('account_locked'));

    const elsewhere = await signIn(student.email, student.password, { from: freshAddress() });
    expect(elsewhere.json().error.code).toBe('account_locked');
    expect(elsewhere.json().error.message).toMatch(LOCKED);
    expect((await signIn(student.email, student.password, { from: freshAddress(), device })).statusCode).toBe(200);
    const scopes = (await eventsOf(student.email, 'account_locked')).map((e) => (e.details as { scope: string }).scope);
    expect(scopes).toEqual(['account']);
  });
});

describe('the device cookie', () => {
  it('is long-lived, httpOnly, sent only to the sign-in endpoints, and kept by the browser across sign-ins', async () => {
    const student = await buildStudent(t);
    const first = await signIn(student.email, student.password, { from: freshAddress() });
    const cookie = first.cookies.find((c) => c.name === 'pariksha_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict', maxAge: 365 * 24 * 3600 });
    expect(cookie.secure).toBeFalsy(); // PUBLIC_URL is http here; with https it is Secure, like the session cookie.
    const again = await signIn(student.email, student.password, { from: freshAddress(), device: deviceCookieOf(first) });
    expect(deviceCookieOf(again).split('.')[0]).toBe(deviceCookieOf(first).split('.')[0]);
  });

  it('only its own failures count against it', async () => {
    const student = await buildStudent(t);
    const from = freshAddress();
    const device = deviceCookieOf(await signIn(student.email, student.password, { from }));
    for (let i = 0; i < 5; i++) expect(codeOf(await signIn(student.email, 'Wrong@Pass1', { from, device }))).toBe('invalid_credentials');
    expect(codeOf(await signIn(student.email, student.password, { from, device }))).toBe('rate_limited');
    // Its failures were its own: the same address without the cookie is not held back by them.
    expect((await signIn(student.email, student.password, { from })).statusCode).toBe(200);
  });

  it('vouches only for the account it was issued to, and only when untouched', async () => {
    const student = await buildStudent(t);
    const other = await buildStudent(t);
    const from = freshAddress();
    const device = deviceCookieOf(await signIn(other.email, other.password, { from: freshAddress() }));
    const [id, expires, mac] = device.slice('pariksha_device='.length).split('.');
    const stretched = `pariksha_device=${id}.${Number(expires) + 365 * 24 * HOUR}.${mac}`;
    for (let i = 0; i < 11; i++) await signIn(student.email, 'Wrong@Pass1', { from });
    expect(codeOf(await signIn(student.email, student.password, { from, device }))).toBe('account_locked');
    expect(codeOf(await signIn(other.email, other.password, { from: freshAddress(), device: stretched }))).toBe('signed_in');
    for (let i = 0; i < 11; i++) await signIn(other.email, 'Wrong@Pass1', { from });
    expect(codeOf(await signIn(other.email, other.password, { from, device: stretched }))).toBe('account_locked');
    expect(codeOf(await signIn(other.email, other.password, { from, device }))).toBe('signed_in');
  });
});

describe('unlocking by an emailed link', () => {
  const SENT = 'If an account uses this email, we have sent it a link to unlock sign-in. Check your inbox.';

  async function requestUnlock(email: string, from: string) {
    const response = await t.request('POST', '/api/auth/unlock-request', { body: { email }, remoteAddress: from });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt)).limit(1);
    const link = /http:\/\/localhost:3000\/login\?unlock=([\w-]+)/.exec(mail!.textBody);
    expect(link).not.toBeNull();
    scan.addSecret(link![1]!);
    return link![1]!;
  }

  it('lifts the lock once, trusts the browser that opened it, and records the lock and the unlock', async () => {
    const student = await buildStudent(t);
    const from = freshAddress();
    for (let i = 0; i < 11; i++) await signIn(student.email, 'Wrong@Pass1', { from });
    expect(codeOf(await signIn(student.email, student.password, { from }))).toBe('account_locked');

    const token = await requestUnlock(student.email, from);
    const unlocked = await t.request('POST', '/api/auth/unlock', { body: { token }, remoteAddress: from });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ message: 'Your account is unlocked. You can sign in now.' });
    const device = deviceCookieOf(unlocked);
    expect((await signIn(student.email, student.password, { from })).statusCode).toBe(200);

    const again = await t.request('POST', '/api/auth/unlock', { body: { token }, remoteAddress: from });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'invalid_unlock_token', message: 'This unlock link is invalid or has expired. Ask for a new one from the sign-in page.' });
    expect(again.cookies.find((c) => c.name === 'pariksha_device')).toBeUndefined();

    // The browser that opened the link is trusted from then on.
    for (let i = 0; i < 11; i++) await signIn(student.email, 'Wrong@Pass1', { from });
    expect((await signIn(student.email, student.password, { from, device })).statusCode).toBe(200);

    expect(await eventsOf(student.email, 'account_locked')).toHaveLength(2);
    expect(await eventsOf(student.email, 'account_unlocked')).toHaveLength(1);
  });

  it('expires after an hour, and only the newest link works', async () => {
    const student = await buildStudent(t);
    const from = freshAddress();
    const stale = await requestUnlock(student.email, from);
    t.clock.advance(HOUR + MINUTE);
    expect((await t.request('POST', '/api/auth/unlock', { body: { token: stale }, remoteAddress: from })).json().error.code).toBe('invalid_unlock_token');
    const older = await requestUnlock(student.email, from);
    const newer = await requestUnlock(student.email, from);
    expect((await t.request('POST', '/api/auth/unlock', { body: { token: older }, remoteAddress: from })).statusCode).toBe(400);
    expect((await t.request('POST', '/api/auth/unlock', { body: { token: newer }, remoteAddress: from })).statusCode).toBe(200);
  });

  it('answers the same for an unknown email, sends nothing, and cannot flood a mailbox', async () => {
    const from = freshAddress();
    const ghost = `ghost-${from}@example.com`;
    expect((await t.request('POST', '/api/auth/unlock-request', { body: { email: ghost }, remoteAddress: from })).json()).toEqual({ message: SENT });
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, ghost))).toEqual([]);
    const student = await buildStudent(t);
    const responses = [];
    for (let i = 0; i < 4; i++) responses.push(await t.request('POST', '/api/auth/unlock-request', { body: { email: student.email }, remoteAddress: freshAddress() }));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    expect(responses[3]!.json().error).toEqual({ code: 'unlock_rate_limited', message: 'Too many unlock requests. Please try again later.' });
  });
});

describe('responses of this suite', () => {
  it('never carry a password hash, a session token or an unlock token', () => {
    scan.expectNoSecretsInBodies();
  });
});
