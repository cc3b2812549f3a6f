import { eq, sql } from 'drizzle-orm';
import type { SignupBody } from '@common/auth';
import { LOGIN_CAPTCHA_MESSAGE, SIGNUP_CAPTCHA_MESSAGE, type LoginBody } from '@common/auth';
import type { ReaderLanguage, Role, StudentClass } from '@common/academics';
import { isUniqueViolation } from '../../db/errors';
import { profiles, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { publishRevokedSessions, revokeSession } from '../../platform/auth';
import { hashPassword, verifyPassword } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { WarningLog } from '../../platform/log';
import { countAttemptOrAllow, countIpAttempt, rateLimitError, SIGNUP_LIMIT } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';
import { ensureProfile } from '../profiles/service';
import { newReferralCode, publishReferralChange, recordReferredSignup } from '../referrals/service';
import { consumeCaptcha } from './captcha';
import { admitLoginAttempt } from './login-lockout';
import { startSignedInSession, toSessionUser, type RequestOrigin } from './session-start';
import { openVerification } from './verification';

export { toSessionUser, type RequestOrigin };

let dummyHash: Promise<string> | undefined;
/** Checks a password against a hash of nothing, so an unknown email takes as long as a wrong password. */
async function spendVerifyTime(password: string) {
  dummyHash ??= hashPassword('pariksha-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/**
 * Signs in with the order of seed 000: captcha, then the lockout's limits (decision 061), then credentials.
 * Right credentials take the attempt back; then either the account still has codes to enter (an unconfirmed email
 * or phone, an admin's TOTP code: a verification ticket and its first step, decision 055) or the session starts at
 * once. The admin sign-in refuses anyone but an admin and starts nothing for them.
 */
export async function signIn(
  deps: Deps<'db' | 'clock' | 'config' | 'events' | 'mailer' | 'secrets'>,
  input: { body: LoginBody; asAdmin: boolean; origin: RequestOrigin; currentSessionId?: string; deviceCookie?: string; log: WarningLog },
) {
  const { db, clock } = deps;
  const { body, origin, log } = input;
  const email = body.email.trim().toLowerCase();
  const recordFailedLogin = (reason: string, userId?: string) =>
    recordSecurityEvent(deps, { eventType: 'failed_login', userId, email, ipAddress: origin.ipAddress, details: { email, reason, adminLogin: input.asAdmin }, at: clock.now() });

  if (!(await consumeCaptcha(deps, body.captchaId, body.captchaAnswer))) {
    await recordFailedLogin('invalid_captcha');
    throw new AppError('invalid_captcha', LOGIN_CAPTCHA_MESSAGE);
  }

  const admission = await admitLoginAttempt(deps, { email, ipAddress: origin.ipAddress, deviceCookie: input.deviceCookie, log });
  if (!admission.allowed) {
    await recordFailedLogin(admission.reason);
    throw admission.error;
  }

  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sql`lower(${users.email}) = ${email}`);
  const isPasswordRight = account ? await verifyPassword(account.passwordHash, body.password) : (await spendVerifyTime(body.password), false);
  if (!account || !isPasswordRight) {
    await recordFailedLogin(account ? 'wrong_password' : 'unknown_email', account?.id);
    throw new AppError('invalid_credentials', 'Invalid login credentials');
  }

  const profile = await ensureProfile(deps, { userId: account.id, email });
  if (input.asAdmin && (profile.role as Role) !== 'admin') {
    await recordSecurityEvent(deps, {
      eventType: 'admin_login_denied',
      userId: account.id,
      email,
      ipAddress: origin.ipAddress,
      details: { email, reason: 'not_an_admin' },
      at: clock.now(),
    });
    throw new AppError('admin_only', 'Access denied. Admin privileges required.', 403);
  }

  await admission.succeeded();
  const verification = await openVerification(deps, { userId: account.id, purpose: 'signin', origin, log });
  if (verification) return { kind: 'verification' as const, userId: account.id, ...verification };
  const signedIn = await startSignedInSession(deps, { userId: account.id, email, origin, currentSessionId: input.currentSessionId, log });
  return { kind: 'signed_in' as const, userId: account.id, ...signedIn };
}

/** Signs a session out: it is revoked, and its open event streams are told so after the write. */
export async function signOut(deps: Deps<'db' | 'clock' | 'events'>, sessionId: string) {
  await revokeSession(deps, sessionId);
  await publishRevokedSessions(deps, [sessionId]);
}

export type NewAccount = {
  email: string;
  password: string;
  fullName: string;
  role?: Role;
  phone?: string | null;
  class?: StudentClass | null;
  faculty?: string | null;
  school?: string | null;
  /** The referral code the person signed up with; an unknown code is ignored. */
  referredByCode?: string | null;
  language?: ReaderLanguage;
  createdAt?: Date;
  /**
   * When the email address (and the phone number, if any) count as confirmed: the demo accounts, admins made with
   * the CLI and test users are; a sign-up is not, until its codes are entered.
   */
  verifiedAt?: Date | null;
};

const REFERRAL_CODE_ATTEMPTS = 5;

/**
 * Creates the sign-in identity and its profile in one transaction, with a unique referral code,
 * and the pending referral when the sign-up came through someone's referral link.
 */
export async function createAccount({ db }: Deps<'db'>, input: NewAccount) {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  const createdAt = input.createdAt;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const verifiedAt = input.verifiedAt ?? null;
        const [user] = await tx.insert(users).values({ email, passwordHash, createdAt, emailVerifiedAt: verifiedAt }).returning();
        const [profile] = await tx
          .insert(profiles)
          .values({
            id: user!.id,
            email,
            fullName: input.fullName,
            role: input.role ?? 'student',
            phone: input.phone ?? null,
            phoneVerifiedAt: input.phone ? verifiedAt : null,
            class: input.class ?? null,
            faculty: input.class === '10' ? null : (input.faculty ?? null),
            school: input.school ?? null,
            referralCode: newReferralCode(),
            language: input.language ?? 'en',
            createdAt,
            updatedAt: createdAt,
          })
          .returning();
        const referrerId = input.referredByCode
          ? await recordReferredSignup({ db: tx }, { code: input.referredByCode, referredId: user!.id, email, at: createdAt })
          : null;
        return { user: user!, profile: profile!, referrerId };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'profiles_referral_code_key') && attempt < REFERRAL_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * Creates a student account (seed 000: captcha, the form's checks, rate limit per client IP, then sign-up).
 * The body's rules (strength, phone, class and faculty) were checked by its schema; a referral code
 * of an existing account becomes a pending referral. With email (or phone) OTP on, the account's first code is sent
 * and a verification ticket opened: the account cannot sign in before the codes are entered.
 */
export async function signUp(
  deps: Deps<'db' | 'clock' | 'config' | 'mailer' | 'events' | 'secrets'>,
  input: { body: SignupBody; origin: RequestOrigin; log: WarningLog },
) {
  const { body } = input;
  if (!(await consumeCaptcha(deps, body.captchaId, body.captchaAnswer))) {
    throw new AppError('invalid_captcha', SIGNUP_CAPTCHA_MESSAGE);
  }
  const decision = await countAttemptOrAllow(() => countIpAttempt(deps, 'signup', input.origin.ipAddress, SIGNUP_LIMIT), input.log);
  if (!decision.allowed) throw rateLimitError(decision, 'Too many signup attempts. Please try again in 30 minutes.');

  let user;
  try {
    let referrerId: string | null;
    ({ user, referrerId } = await createAccount(deps, {
      email: body.email,
      password: body.password,
      fullName: body.fullName,
      role: 'student',
      phone: body.phone,
      class: body.class,
      faculty: body.class === '12' ? (body.faculty ?? null) : null,
      school: body.school,
      referredByCode: body.referralCode,
      language: body.language,
      createdAt: deps.clock.now(),
    }));
    if (referrerId) await publishReferralChange(deps.events, referrerId);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      throw new AppError('email_taken', 'An account with this email already exists. Please sign in instead.');
    }
    throw error;
  }
  const verification = await openVerification(deps, { userId: user.id, purpose: 'signup', origin: input.origin, log: input.log });
  return { account: { id: user.id, email: user.email, verification: verification?.state ?? null }, ticketToken: verification?.token ?? null };
}
