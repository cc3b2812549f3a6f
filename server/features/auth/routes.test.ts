import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges, loginHistory, profiles, referrals, securityEvents, sessions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { MINUTE } from '../../test/clock';
import { buildAdmin, buildStudent } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const newCaptcha = async () => (await t.get('/api/auth/captcha')).json() as { id: string; svg: string };

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
  it('answers an id and an SVG image and stores only an HMAC of the answer', async () => {
    const response = await t.get('/api/auth/captcha');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { id, svg } = response.json();
    expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
    const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.answerHash).not.toContain('ABCDE');
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(5 * MINUTE);
  });

  it('gives a new challenge every time', async () => {
    const [a, b] = await Promise.all([newCaptcha(), newCaptcha()]);
    expect(a.id).not.toBe(b.id);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a right captcha (any case) and password: httpOnly SameSite=Lax cookie, session user, login history', async () => {
    const student = await buildStudent(t);
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
    const student = await buildStudent(t);
    const captcha = await newCaptcha();
    const wrong = await t.post('/api/auth/login', { email: student.email, password: student.password, captchaId: captcha.id, captchaAnswer: 'ZZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'invalid_captcha', message: 'Invalid CAPTCHA. Please try again.' });
    const reused = await t.post('/api/auth/login', { email: student.email, password: student.password, captchaId: captcha.id, captchaAnswer: 'ABCDE' });
    expect(reused.json().error.code).toBe('invalid_captcha');
  });

  it('refuses a wrong password with a failed_login security event and no cookie', async () => {
    const student = await buildStudent(t);
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
    const admin = await buildAdmin(t);
    const response = await login(admin.email, admin.password, { admin: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('admin');
    expect(sessionCookieOf(response)).toBeDefined();
  });

  it('refuses a student with a clear message and no session', async () => {
    const student = await buildStudent(t);
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, student.id));
    const response = await login(student.email, student.password, { admin: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Access denied. Admin privileges required.');
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, student.id))).toHaveLength(before.length);
  });
});

describe('POST /api/auth/signup', () => {
  it('creates a student with its own referral code and no session', async () => {
    const body = await signupBody({ email: freshEmail().toUpperCase() });
    const response = await t.post('/api/auth/signup', body);
    expect(response.statusCode).toBe(201);
    expect(sessionCookieOf(response)).toBeUndefined();
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
    const signedIn = await login(body.email, 'Strong@Pass1');
    expect(signedIn.statusCode).toBe(200);
  });

  it('records a pending referral for a known code and ignores an unknown one', async () => {
    const referrer = await buildStudent(t);
    const referred = await t.post('/api/auth/signup', await signupBody({ referralCode: referrer.profile.referralCode.toLowerCase() }));
    expect(referred.statusCode).toBe(201);
    const rows = await t.db.select().from(referrals).where(eq(referrals.referrerId, referrer.id));
    expect(rows).toMatchObject([{ referredId: referred.json().id, status: 'pending' }]);
    const unknown = await t.post('/api/auth/signup', await signupBody({ referralCode: 'NOSUCHCODE' }));
    expect(unknown.statusCode).toBe(201);
    expect(await t.db.select().from(referrals).where(eq(referrals.referredId, unknown.json().id))).toEqual([]);
  });

  it('refuses an email that already has an account with 409', async () => {
    const student = await buildStudent(t);
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

