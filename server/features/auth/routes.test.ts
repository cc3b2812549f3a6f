import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges, loginHistory, profiles, rateLimits, referrals, securityEvents, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY, MINUTE } from '../../test/clock';
import { buildAdmin, buildStudent } from '../../test/factories';
import { recordResponses } from '../../test/response-scan';
import { mailedCode, submitCode, verificationCookieOf } from '../../test/verification';

let t: TestApp;
let scan: ReturnType<typeof recordResponses>;
beforeAll(async () => {
  // Most tests sign up from the loopback address; the per-IP limit is tested from addresses of its own below.
  t = await buildTestApp({ env: { RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' } });
  scan = recordResponses(t);
});
afterAll(() => t.close());

/** A factory user whose session token the final scan looks for in every response body. */
async function tracked<U extends { token: string }>(building: Promise<U>) {
  const user = await building;
  scan.addSecret(user.token);
  return user;
}

const newCaptcha = async () => (await t.get('/api/auth/captcha')).json() as { id: string; image: string };

async function login(email: string, password: string, options: { admin?: boolean; answer?: string; cookie?: string; headers?: Record<string, string> } = {}) {
  const captcha = await newCaptcha();
  return t.post(
    options.admin ? '/api/auth/admin-login' : '/api/auth/login',
    { email, password, captchaId: captcha.id, captchaAnswer: options.answer ?? 'ABCDE' },
    { as: options.cookie, headers: options.headers },
  );
}

const sessionCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'pariksha_session');
  return cookie ? `pariksha_session=${cookie.value}` : undefined;
};

let emailCounter = 0;
const freshEmail = () => `signup-${Date.now()}-${emailCounter++}@example.com`;

async function signupBody(overrides: Record<string, unknown> = {}) {
  const captcha = await newCaptcha();
  return {
    fullName: 'Sita Thapa',
    email: freshEmail(),
    phone: '+977 9841234567',
    class: '12',
    faculty: 'management',
    school: 'Tribhuvan Secondary School',
    password: 'Strong@Pass1',
    confirmPassword: 'Strong@Pass1',
    acceptTerms: true,
    captchaId: captcha.id,
    captchaAnswer: 'abcde',
    ...overrides,
  };
}

describe('GET /api/auth/captcha', () => {
  it('answers an id and a PNG image and stores only an HMAC of the answer', async () => {
    const response = await t.get('/api/auth/captcha');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { id, image } = response.json();
    expect(image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Twice the 220 × 72 the form shows, for phone screens (decision 069): IHDR's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([440, 144]);
    const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.answerHash).not.toContain('ABCDE');
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(5 * MINUTE);
  });

  it('limits new challenges to 120 per 10 minutes per client address', async () => {
    const fromAddress = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress });
    for (let n = 0; n < 120; n++) expect((await fromAddress('203.0.113.50')).statusCode).toBe(200);
    const refused = await fromAddress('203.0.113.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'captcha_rate_limited', message: 'Too many captcha requests. Please wait a few minutes and try again.' });
    expect((await fromAddress('203.0.113.51')).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE + 1000);
    expect((await fromAddress('203.0.113.50')).statusCode).toBe(200);
  }, 120_000);

  it('reads a challenge aloud as a WAV for students who cannot see it, under the same per-address limit', async () => {
    const student = await tracked(buildStudent(t));
    const response = await t.get('/api/auth/captcha/audio');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { id, audio } = response.json() as { id: string; audio: string };
    expect(audio).toMatch(/^data:audio\/wav;base64,/);
    const wav = Buffer.from(audio.slice(audio.indexOf(',') + 1), 'base64');
    expect([wav.subarray(0, 4).toString(), wav.subarray(8, 12).toString()]).toEqual(['RIFF', 'WAVE']);
    const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28);
    expect(seconds).toBeGreaterThan(3);
    expect(seconds).toBeLessThan(10);
    // The spoken challenge answers a sign-in like a picture's, once.
    const signIn = () => t.post('/api/auth/login', { email: student.email, password: student.password, captchaId: id, captchaAnswer: 'abcde' });
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).json().error.code).toBe('invalid_captcha');

    const from = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.52' });
    for (let n = 0; n < 119; n++) expect((await from('/api/auth/captcha')).statusCode).toBe(200);
    expect((await from('/api/auth/captcha/audio')).statusCode).toBe(200);
    const refused = await from('/api/auth/captcha/audio');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many captcha requests. Please wait a few minutes and try again.');
  }, 120_000);

  it('removes expired challenges at least as fast as it makes new ones', async () => {
    await newCaptcha(); // the minute's general sweep has run
    const expiresAt = new Date(t.clock.now().getTime() - 1000);
    await t.db.insert(captchaChallenges).values(Array.from({ length: 10 }, () => ({ id: randomUUID(), answerHash: 'x'.repeat(64), expiresAt, createdAt: expiresAt })));
    const expiredCount = async () => (await t.db.select().from(captchaChallenges).where(lt(captchaChallenges.expiresAt, t.clock.now()))).length;
    expect(await expiredCount()).toBe(10);
    for (let n = 1; n <= 5; n++) {
      await newCaptcha();
      expect(await expiredCount()).toBe(10 - 2 * n);
    }
  });

  it('gives a new challenge every time', async () => {
    const [a, b] = await Promise.all([newCaptcha(), newCaptcha()]);
    expect(a.id).not.toBe(b.id);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a right captcha (any case) and password: httpOnly SameSite=Lax cookie, session user, login history', async () => {
    const student = await tracked(buildStudent(t));
    const response = await login(student.email, student.password, { answer: ' abcde ', headers: { 'user-agent': 'Journey/1.0' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: student.id, email: student.email, role: 'student', isPremium: false });
    const cookie = response.cookies.find((c) => c.name === 'pariksha_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    const session = await t.get('/api/auth/session', { as: sessionCookieOf(response) });
    expect(session.json().user.id).toBe(student.id);
    const history = await t.db.select().from(loginHistory).where(eq(loginHistory.userId, student.id));
    expect(history).toHaveLength(1);
    expect(history[0]!.ipAddress).toBe('127.0.0.1');
    expect(history[0]!.userAgent).toBe('Journey/1.0');
  });

  it('refuses a wrong captcha with the spec message and uses the challenge up', async () => {
    const student = await tracked(buildStudent(t));
    const captcha = await newCaptcha();
    const wrong = await t.post('/api/auth/login', { email: student.email, password: student.password, captchaId: captcha.id, captchaAnswer: 'ZZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'invalid_captcha', message: 'Invalid CAPTCHA. Please try again.' });
    const reused = await t.post('/api/auth/login', { email: student.email, password: student.password, captchaId: captcha.id, captchaAnswer: 'ABCDE' });
    expect(reused.json().error.code).toBe('invalid_captcha');
  });

  it('refuses a wrong password with a failed_login security event and no cookie', async () => {
    const student = await tracked(buildStudent(t));
    const response = await login(student.email, 'Wrong@Pass1');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(sessionCookieOf(response)).toBeUndefined();
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, student.id));
    expect(events.map((e) => e.eventType)).toEqual(['failed_login']);
    expect(events[0]!.details).toMatchObject({ email: student.email, reason: 'wrong_password' });
  });

  it('refuses an unknown email the same way', async () => {
    const response = await login('nobody-here@example.com', 'Whatever@1');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Invalid login credentials');
  });

  it('refuses a malformed body with 400', async () => {
    const captcha = await newCaptcha();
    const bad = await t.post('/api/auth/login', { email: 'not-an-email', password: 'x', captchaId: captcha.id, captchaAnswer: 'ABCDE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Enter a valid email address');
    const extra = await t.post('/api/auth/login', { email: 'a@b.co', password: 'x', captchaId: captcha.id, captchaAnswer: 'ABCDE', role: 'admin' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('POST /api/auth/admin-login', () => {
  it('admits an admin', async () => {
    const admin = await tracked(buildAdmin(t));
    const response = await login(admin.email, admin.password, { admin: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('admin');
    expect(sessionCookieOf(response)).toBeDefined();
  });

  it('refuses a student with a clear message and no session', async () => {
    const student = await tracked(buildStudent(t));
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, student.id));
    const response = await login(student.email, student.password, { admin: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'admin_only', message: 'Access denied. Admin privileges required.' });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, student.id))).toHaveLength(before.length);
  });

  it('refuses a wrong captcha, a wrong password and a malformed body like the student sign-in, with no session', async () => {
    const admin = await tracked(buildAdmin(t));
    const wrongCaptcha = await login(admin.email, admin.password, { admin: true, answer: 'WRONG' });
    expect(wrongCaptcha.statusCode).toBe(400);
    expect(wrongCaptcha.json().error).toEqual({ code: 'invalid_captcha', message: 'Invalid CAPTCHA. Please try again.' });
    const wrongPassword = await login(admin.email, 'Wrong@Pass1', { admin: true });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const malformed = await t.post('/api/auth/admin-login', { email: admin.email });
    expect(malformed.statusCode).toBe(400);
    for (const response of [wrongCaptcha, wrongPassword, malformed]) expect(sessionCookieOf(response)).toBeUndefined();
    const failed = await t.db.select().from(securityEvents).where(and(eq(securityEvents.userId, admin.id), eq(securityEvents.eventType, 'failed_login')));
    expect(failed.map((event) => event.details)).toEqual([expect.objectContaining({ reason: 'wrong_password', adminLogin: true })]);
  });
});

describe('POST /api/auth/signup', () => {
  it('creates a student with its own referral code and no session; the mailed code confirms the email before the first sign-in', async () => {
    const body = await signupBody({ email: freshEmail().toUpperCase() });
    const response = await t.post('/api/auth/signup', body);
    expect(response.statusCode).toBe(201);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(response.json().verification).toMatchObject({ status: 'verification_required', purpose: 'signup', step: 'email', codeLength: 6 });
    const { id } = response.json();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile).toMatchObject({
      fullName: 'Sita Thapa',
      email: body.email.toLowerCase(),
      phone: '+9779841234567',
      class: '12',
      faculty: 'management',
      role: 'student',
      subscriptionPlan: 'free',
    });
    expect(profile!.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect((await login(body.email, 'Strong@Pass1')).statusCode).toBe(202);
    const confirmed = await submitCode(t, verificationCookieOf(response), await mailedCode(t, body.email));
    expect(confirmed.json()).toEqual({ status: 'verified' });
    const signedIn = await login(body.email, 'Strong@Pass1');
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookieOf(signedIn)).toBeDefined();
  });

  it('keeps the language the visitor signed up in, and every device signed in reads in it', async () => {
    const body = await signupBody({ email: freshEmail(), language: 'ne' });
    const signedUp = await t.post('/api/auth/signup', body);
    expect(signedUp.statusCode).toBe(201);
    expect((await submitCode(t, verificationCookieOf(signedUp), await mailedCode(t, body.email))).json()).toEqual({ status: 'verified' });
    const phone = await login(body.email, 'Strong@Pass1');
    expect(phone.json().language).toBe('ne');
    const laptop = sessionCookieOf(await login(body.email, 'Strong@Pass1'));
    expect((await t.get('/api/auth/session', { as: laptop })).json().user.language).toBe('ne');

    expect((await t.put('/api/profile/language', { language: 'en' }, { as: laptop })).json()).toEqual({ language: 'en' });
    expect((await t.get('/api/auth/session', { as: sessionCookieOf(phone) })).json().user.language).toBe('en');
    const refused = await t.put('/api/profile/language', { language: 'fr' }, { as: laptop });
    expect(refused.statusCode).toBe(400);
    expect((await t.put('/api/profile/language', { language: 'ne' })).statusCode).toBe(401);
    expect((await t.get('/api/auth/session', { as: laptop })).json().user.language).toBe('en');
  });

  it('records a pending referral for a known code and ignores an unknown one', async () => {
    const referrer = await tracked(buildStudent(t));
    const referred = await t.post('/api/auth/signup', await signupBody({ referralCode: referrer.profile.referralCode.toLowerCase() }));
    expect(referred.statusCode).toBe(201);
    const rows = await t.db.select().from(referrals).where(eq(referrals.referrerId, referrer.id));
    expect(rows).toMatchObject([{ referredId: referred.json().id, status: 'pending' }]);
    const unknown = await t.post('/api/auth/signup', await signupBody({ referralCode: 'NOSUCHCODE' }));
    expect(unknown.statusCode).toBe(201);
    expect(await t.db.select().from(referrals).where(eq(referrals.referredId, unknown.json().id))).toEqual([]);
  });

  it('refuses an email that already has an account with 409', async () => {
    const student = await tracked(buildStudent(t));
    const response = await t.post('/api/auth/signup', await signupBody({ email: student.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'email_taken', message: 'An account with this email already exists. Please sign in instead.' });
  });

  it('refuses a wrong captcha with the sign-up message', async () => {
    const response = await t.post('/api/auth/signup', await signupBody({ captchaAnswer: 'WRONG' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid captcha. Please try again.');
  });

  it.each([
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'Password must be at least 8 characters long'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'Password is too weak. Please create a stronger password.'],
    [{ confirmPassword: 'Other@Pass1' }, 'Passwords do not match.'],
    [{ phone: '12345' }, 'Enter a valid Nepali mobile number, e.g. +977 98XXXXXXXX'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ class: '11' }, 'class'],
    [{ class: '10', faculty: 'science' }, 'Faculty applies only to Class 12'],
    [{ faculty: 'engineering' }, 'faculty'],
    [{ acceptTerms: false }, 'You must accept the Terms of Service and Privacy Policy'],
    [{ fullName: '  ' }, 'Full name is required'],
    [{ school: '' }, 'School/College is required'],
    [{ role: 'admin' }, 'role'],
  ])('refuses %j with a clear message and creates nothing', async (overrides, message) => {
    const body = await signupBody(overrides);
    const response = await t.post('/api/auth/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await t.db.select().from(users).where(eq(users.email, body.email.toLowerCase()))).toEqual([]);
  });
});


describe('captcha lifetime', () => {
  it('expires after 5 minutes and expired challenges are swept away', async () => {
    const student = await tracked(buildStudent(t));
    const stale = await newCaptcha();
    t.clock.advance(5 * MINUTE + 1);
    const response = await t.post('/api/auth/login', { email: student.email, password: student.password, captchaId: stale.id, captchaAnswer: 'ABCDE' });
    expect(response.json().error.code).toBe('invalid_captcha');
    const unused = await newCaptcha();
    t.clock.advance(6 * MINUTE);
    await newCaptcha();
    expect(await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, unused.id))).toEqual([]);
  });

  it('answers a made-up challenge id as a wrong captcha', async () => {
    const response = await t.post('/api/auth/login', { email: 'a@example.com', password: 'x', captchaId: 'not-a-uuid', captchaAnswer: 'ABCDE' });
    expect(response.json().error.code).toBe('invalid_captcha');
  });
});

describe('housekeeping', () => {
  it('removes dead sessions, old rate-limit rows and expired captchas, and keeps live ones', async () => {
    const live = await tracked(buildStudent(t));
    const stale = await tracked(buildStudent(t));
    await t.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, stale.id));
    await t.db.insert(rateLimits).values([
      { key: `login:old-${live.id}`, attempts: 3, windowStartedAt: t.clock.now() },
      { key: `login:locked-${live.id}`, attempts: 11, windowStartedAt: t.clock.now(), lockedUntil: new Date(t.clock.now().getTime() + 3 * DAY) },
    ]);
    t.clock.advance(2 * DAY);
    // The live session is used (and so kept alive) just before the sweep.
    expect((await t.get('/api/auth/session', { as: live })).json().user.id).toBe(live.id);
    await newCaptcha();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, stale.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, live.id))).toHaveLength(1);
    const keys = (await t.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).not.toContain(`login:old-${live.id}`);
    expect(keys).toContain(`login:locked-${live.id}`);
  });
});

describe('login rate limit and lockout', () => {
  it('counts 20 simultaneous wrong logins as 20: the first 5 are checked, the 6th and later refused, then the account locks', async () => {
    const student = await tracked(buildStudent(t));
    const captchas = await Promise.all(Array.from({ length: 20 }, () => newCaptcha()));
    const responses = await Promise.all(
      captchas.map((captcha) =>
        t.post('/api/auth/login', { email: student.email, password: 'Wrong@Pass1', captchaId: captcha.id, captchaAnswer: 'ABCDE' }),
      ),
    );
    const codes = responses.map((r) => r.json().error.code as string);
    expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(5);
    expect(codes.filter((c) => c === 'account_locked')).toHaveLength(10);
    const limited = responses.find((r) => r.json().error.code === 'rate_limited')!;
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many login attempts. Please try again in 15 minutes.');
    const locked = responses.find((r) => r.json().error.code === 'account_locked')!.json().error;
    expect(locked.message).toMatch(/^Account temporarily locked due to too many failed attempts\. Try again after \d{1,2}:\d{2} (AM|PM) \(Nepal time\)\.$/);
    expect(new Date(locked.lockedUntil).getTime()).toBe(t.clock.now().getTime() + 30 * MINUTE);

    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, `login:${student.email}:127.0.0.1`));
    expect(row!.attempts).toBe(20);
    const lockEvents = await t.db.select().from(securityEvents).where(and(eq(securityEvents.email, student.email), eq(securityEvents.eventType, 'account_locked')));
    expect(lockEvents).toHaveLength(1);
    // Every refused sign-in is a failed_login event, with why it failed.
    const failed = await t.db.select().from(securityEvents).where(and(eq(securityEvents.email, student.email), eq(securityEvents.eventType, 'failed_login')));
    const reasons = failed.map((event) => (event.details as { reason: string }).reason);
    expect(reasons.filter((r) => r === 'wrong_password')).toHaveLength(5);
    expect(reasons.filter((r) => r === 'rate_limited')).toHaveLength(5);
    expect(reasons.filter((r) => r === 'account_locked')).toHaveLength(10);

    // Locked: even the right password is refused until the lock ends; then it works and the count starts afresh.
    expect((await login(student.email, student.password)).json().error.code).toBe('account_locked');
    t.clock.advance(30 * MINUTE + 1);
    expect((await login(student.email, student.password)).statusCode).toBe(200);
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, `login:${student.email}:127.0.0.1`))).toEqual([]);
  });

  it('opens again when the 15-minute window is over', async () => {
    const student = await tracked(buildStudent(t));
    for (let i = 0; i < 5; i++) expect((await login(student.email, 'Wrong@Pass1')).statusCode).toBe(401);
    expect((await login(student.email, student.password)).json().error.code).toBe('rate_limited');
    t.clock.advance(15 * MINUTE);
    expect((await login(student.email, student.password)).statusCode).toBe(200);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    const student = await tracked(buildStudent(t));
    for (let i = 0; i < 4; i++) await login(student.email, 'Wrong@Pass1');
    expect((await login(student.email, student.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(student.email, 'Wrong@Pass1')).statusCode).toBe(401);
  });

  it('keys the count by the email whatever its case, and limits unknown emails too', async () => {
    const student = await tracked(buildStudent(t));
    for (let i = 0; i < 5; i++) await login(i % 2 ? student.email.toUpperCase() : student.email, 'Wrong@Pass1');
    expect((await login(student.email, student.password)).json().error.code).toBe('rate_limited');
    for (let i = 0; i < 5; i++) await login('ghost@example.com', 'Wrong@Pass1');
    expect((await login('ghost@example.com', 'Wrong@Pass1')).json().error.code).toBe('rate_limited');
  });

  it('checks the captcha before counting an attempt, and records each wrong captcha as a failed login', async () => {
    const student = await tracked(buildStudent(t));
    for (let i = 0; i < 8; i++) expect((await login(student.email, 'Wrong@Pass1', { answer: 'WRONG' })).json().error.code).toBe('invalid_captcha');
    const failed = await t.db.select().from(securityEvents).where(and(eq(securityEvents.email, student.email), eq(securityEvents.eventType, 'failed_login')));
    expect(failed.map((event) => (event.details as { reason: string }).reason)).toEqual(Array(8).fill('invalid_captcha'));
    expect((await login(student.email, student.password)).statusCode).toBe(200);
  });
});

describe('when the rate-limit counters or the login history cannot be written', () => {
  /** Takes a table away for the duration of `run`, as a broken or locked table would be. */
  async function withoutTable(table: string, run: () => Promise<void>) {
    await t.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      await run();
    } finally {
      await t.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
  }

  it('allows the sign-in and the sign-up, as seed 000 section 8 says, and the captcha still applies', async () => {
    const student = await tracked(buildStudent(t));
    await withoutTable('rate_limits', async () => {
      expect((await login(student.email, student.password, { answer: 'WRONG' })).json().error.code).toBe('invalid_captcha');
      expect((await login(student.email, 'Wrong@Pass1')).json().error.code).toBe('invalid_credentials');
      expect((await login(student.email, student.password)).statusCode).toBe(200);
      const signup = await t.request('POST', '/api/auth/signup', { body: await signupBody(), remoteAddress: '203.0.113.99' });
      expect(signup.statusCode).toBe(201);
    });
  });

  it('signs in even when the login history cannot be recorded', async () => {
    const student = await tracked(buildStudent(t));
    await withoutTable('login_history', async () => {
      const response = await login(student.email, student.password);
      expect(response.statusCode).toBe(200);
      expect(sessionCookieOf(response)).toBeDefined();
    });
  });
});

describe('sign-up rate limit', () => {
  const from = (ip: string) => ({ remoteAddress: ip });

  it('allows 3 sign-ups per 30 minutes from one client IP, then refuses with the spec message', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i++) expect((await t.request('POST', '/api/auth/signup', { body: await signupBody(), ...from(ip) })).statusCode).toBe(201);
    const refused = await t.request('POST', '/api/auth/signup', { body: await signupBody(), ...from(ip) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', message: 'Too many signup attempts. Please try again in 30 minutes.' });
    expect((await t.request('POST', '/api/auth/signup', { body: await signupBody(), ...from('203.0.113.11') })).statusCode).toBe(201);
    t.clock.advance(30 * MINUTE);
    expect((await t.request('POST', '/api/auth/signup', { body: await signupBody(), ...from(ip) })).statusCode).toBe(201);
  });

  it('locks the address for 30 minutes at the 7th attempt, with the locked message', async () => {
    const ip = '203.0.113.20';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.request('POST', '/api/auth/signup', { body: await signupBody(), ...from(ip) })).json().error?.code ?? 'created');
    expect(statuses).toEqual(['created', 'created', 'created', 'rate_limited', 'rate_limited', 'rate_limited']);
    const locked = await t.request('POST', '/api/auth/signup', { body: await signupBody(), ...from(ip) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('account_locked');
    expect(locked.json().error.message).toMatch(/^Account temporarily locked due to too many failed attempts\. Try again after .+\.$/);
    expect(new Date(locked.json().error.lockedUntil).getTime()).toBe(t.clock.now().getTime() + 30 * MINUTE);
    t.clock.advance(30 * MINUTE - 1000);
    expect((await t.request('POST', '/api/auth/signup', { body: await signupBody(), ...from(ip) })).json().error.code).toBe('account_locked');
    t.clock.advance(1001);
    expect((await t.request('POST', '/api/auth/signup', { body: await signupBody(), ...from(ip) })).statusCode).toBe(201);
  });

  it('holds under simultaneous sign-ups: exactly 3 of 8 get through', async () => {
    const bodies = await Promise.all(Array.from({ length: 8 }, () => signupBody()));
    const responses = await Promise.all(bodies.map((body) => t.request('POST', '/api/auth/signup', { body, ...from('198.51.100.7') })));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('leaves the addresses of RATE_LIMIT_EXEMPT_IPS alone, and only those', async () => {
    for (let i = 0; i < 5; i++) expect((await t.post('/api/auth/signup', await signupBody())).statusCode).toBe(201);
    const strict = await buildTestApp();
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const captchaId = (await strict.get('/api/auth/captcha')).json().id as string;
        statuses.push((await strict.post('/api/auth/signup', await signupBody({ captchaId }))).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('sessions', () => {
  const signIn = async () => {
    const student = await tracked(buildStudent(t));
    const response = await login(student.email, student.password);
    return { student, cookie: sessionCookieOf(response)! };
  };
  const whoAmI = async (cookie: string) => (await t.get('/api/auth/session', { as: cookie })).json().user?.id as string | undefined;

  it('end 7 days after the last use', async () => {
    const { student, cookie } = await signIn();
    t.clock.advance(6 * DAY);
    expect(await whoAmI(cookie)).toBe(student.id);
    t.clock.advance(6 * DAY);
    expect(await whoAmI(cookie)).toBe(student.id);
    t.clock.advance(7 * DAY + MINUTE);
    expect(await whoAmI(cookie)).toBeUndefined();
  });

  it('end 30 days after sign-in however often they are used', async () => {
    const { student, cookie } = await signIn();
    for (let day = 6; day < 30; day += 6) {
      t.clock.advance(6 * DAY);
      expect(await whoAmI(cookie), `day ${day}`).toBe(student.id);
    }
    t.clock.advance(6 * DAY);
    expect(await whoAmI(cookie)).toBeUndefined();
  });

  it('are revoked by signing out, and signing in again rotates the cookie', async () => {
    const { student, cookie } = await signIn();
    const again = await login(student.email, student.password, { cookie });
    const rotated = sessionCookieOf(again)!;
    expect(rotated).not.toBe(cookie);
    expect(await whoAmI(cookie)).toBeUndefined();
    expect(t.published.some((e) => e.topic === 'session_revoked')).toBe(true);
    expect(await whoAmI(rotated)).toBe(student.id);
    const logout = await t.post('/api/auth/logout', undefined, { as: rotated });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'pariksha_session')!.value).toBe('');
    expect(await whoAmI(rotated)).toBeUndefined();
  });

  it('sign-out without a session still clears the cookie and revokes nothing', async () => {
    const student = await tracked(buildStudent(t));
    const logout = await t.post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'pariksha_session')!.value).toBe('');
    expect(await whoAmI(student.cookie)).toBe(student.id);
  });

  it('accept a bearer token for API clients', async () => {
    const student = await tracked(buildStudent(t));
    const response = await t.get('/api/auth/session', { headers: { authorization: `Bearer ${student.token}` } });
    expect(response.json().user.id).toBe(student.id);
  });

  it('refuse a state-changing request without the CSRF header', async () => {
    const captcha = await newCaptcha();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'x', captchaId: captcha.id, captchaAnswer: 'ABCDE' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_failed');
  });
});

describe('responses of this suite', () => {
  it('never carry a password hash, a session token or a captcha answer', () => {
    scan.expectNoSecretsInBodies();
  });
});
