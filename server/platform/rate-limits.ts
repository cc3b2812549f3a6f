import { eq, or, sql } from 'drizzle-orm';
import type { Deps } from './app-types';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';
import type { WarningLog } from './log';

export type RateLimitRule = {
  /** Attempts allowed in one window. */
  maxAttempts: number;
  windowMs: number;
  /** Attempts past this many in one window lock the key for lockoutMs. */
  lockAfterAttempts: number;
  lockoutMs: number;
};

const MINUTE = 60_000;

/**
 * Login: 5 failures per 15 minutes per account and client address (or per trusted browser); 30-minute
 * lockout (seed 000 section 9, decision 061). The current-password check uses it per user.
 */
export const LOGIN_LIMIT: RateLimitRule = { maxAttempts: 5, windowMs: 15 * MINUTE, lockAfterAttempts: 10, lockoutMs: 30 * MINUTE };
/** Sign-up: 3 attempts per 30 minutes per client IP; 30-minute lockout. */
export const SIGNUP_LIMIT: RateLimitRule = { maxAttempts: 3, windowMs: 30 * MINUTE, lockAfterAttempts: 6, lockoutMs: 30 * MINUTE };
/** Password-reset emails: 3 per hour per address and 10 per hour per client IP, so the form cannot be used to spam. */
export const RESET_EMAIL_LIMIT: RateLimitRule = { maxAttempts: 3, windowMs: 60 * MINUTE, lockAfterAttempts: 10, lockoutMs: 60 * MINUTE };
export const RESET_IP_LIMIT: RateLimitRule = { maxAttempts: 10, windowMs: 60 * MINUTE, lockAfterAttempts: 30, lockoutMs: 60 * MINUTE };

/** New captchas: 120 per 10 minutes per client IP (a person needs a few), so nobody farms pictures to train a reader. */
export const CAPTCHA_LIMIT: RateLimitRule = { maxAttempts: 120, windowMs: 10 * MINUTE, lockAfterAttempts: 240, lockoutMs: 10 * MINUTE };

/** Failed sign-ins from one client address across all accounts (password spraying), decision 061. */
export const LOGIN_ADDRESS_LIMIT: RateLimitRule = { maxAttempts: 30, windowMs: 15 * MINUTE, lockAfterAttempts: 60, lockoutMs: 30 * MINUTE };
/** Failed sign-ins to one account across all addresses: ten times the per-address rule (decision 061). */
export const LOGIN_ACCOUNT_CEILING: RateLimitRule = { maxAttempts: 50, windowMs: 15 * MINUTE, lockAfterAttempts: 100, lockoutMs: 30 * MINUTE };

/** The rate_limits keys of sign-in (decision 061); emails are lower-cased by the caller. */
export const loginKeys = {
  accountAtAddress: (email: string, ipAddress: string) => `login:${email}:${ipAddress}`,
  address: 'login-ip',
  account: (email: string) => `login-account:${email}`,
  device: (deviceId: string) => `login-device:${deviceId}`,
};

/** Lifts every sign-in limit of one account: its ceiling and each of its account-and-address pairs. */
export async function clearAccountLoginLimits({ db }: Deps<'db'>, email: string) {
  const pairPrefix = loginKeys.accountAtAddress(email, '');
  await db
    .delete(rateLimits)
    .where(or(eq(rateLimits.key, loginKeys.account(email)), sql`left(${rateLimits.key}, ${pairPrefix.length}) = ${pairPrefix}`));
}

export type RateLimitDecision =
  | { allowed: true; attempts: number }
  | { allowed: false; reason: 'rate_limited'; attempts: number; retryAt: Date }
  | { allowed: false; reason: 'account_locked'; attempts: number; lockedUntil: Date; isNewLock: boolean };

/**
 * Counts one attempt for a key with a single atomic upsert and says whether it may go ahead.
 * Concurrent attempts each get their own count, so 20 at once count as 20. Within a window the first
 * maxAttempts pass; later ones are refused; past lockAfterAttempts the key is locked for lockoutMs
 * (a lockout always outlasts the window, so the count starts afresh when it ends).
 */
export async function countAttempt({ db, clock }: Deps<'db' | 'clock'>, key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
  const now = clock.now();
  const windowOpenedAfter = new Date(now.getTime() - rule.windowMs);
  const lockUntil = new Date(now.getTime() + rule.lockoutMs);
  const isLocked = sql`${rateLimits.lockedUntil} is not null and ${rateLimits.lockedUntil} > ${now}`;
  const isWindowOver = sql`${rateLimits.windowStartedAt} <= ${windowOpenedAfter}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, attempts: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        attempts: sql`case when ${isWindowOver} and not (${isLocked}) then 1 else ${rateLimits.attempts} + 1 end`,
        windowStartedAt: sql`case when ${isLocked} then ${rateLimits.windowStartedAt} when ${isWindowOver} then ${now} else ${rateLimits.windowStartedAt} end`,
        lockedUntil: sql`case
          when ${isLocked} then ${rateLimits.lockedUntil}
          when not (${isWindowOver}) and ${rateLimits.attempts} + 1 > ${rule.lockAfterAttempts} then ${lockUntil}
          else null end`,
      },
    })
    .returning();
  const { attempts, windowStartedAt, lockedUntil } = row!;
  if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
    return { allowed: false, reason: 'account_locked', attempts, lockedUntil, isNewLock: attempts === rule.lockAfterAttempts + 1 };
  }
  if (attempts > rule.maxAttempts) {
    return { allowed: false, reason: 'rate_limited', attempts, retryAt: new Date(windowStartedAt.getTime() + rule.windowMs) };
  }
  return { allowed: true, attempts };
}

/**
 * Takes back one counted attempt (one that turned out not to be a failure), atomically; a lock already
 * set stays. Used by the sign-in lockout, which counts first so that simultaneous guesses cannot slip past.
 */
export async function refundAttempt({ db }: Deps<'db'>, key: string) {
  await db
    .update(rateLimits)
    .set({ attempts: sql`greatest(${rateLimits.attempts} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets a key's attempts (a successful sign-in starts the count afresh). */
export async function clearAttempts({ db }: Deps<'db'>, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Counts an attempt against a per-client-IP limit, except for the addresses of RATE_LIMIT_EXEMPT_IPS
 * (set by the browser tests, where every request comes from 127.0.0.1; never honoured in production).
 */
export async function countIpAttempt(
  deps: Deps<'db' | 'clock' | 'config'>,
  key: string,
  ipAddress: string,
  rule: RateLimitRule,
): Promise<RateLimitDecision> {
  if (deps.config.rateLimitExemptIps.has(ipAddress)) return { allowed: true, attempts: 0 };
  return countAttempt(deps, `${key}:${ipAddress}`, rule);
}

/**
 * The login and sign-up limits: when the check itself fails (the database refused the counter), the attempt
 * is allowed and the failure logged, as seed 000 section 8 asks; the captcha still stands in front of it.
 */
export async function countAttemptOrAllow(count: () => Promise<RateLimitDecision>, log: WarningLog): Promise<RateLimitDecision> {
  try {
    return await count();
  } catch (error) {
    log.warn({ err: error }, 'rate-limit check failed: attempt allowed');
    return { allowed: true, attempts: 0 };
  }
}

const NEPAL_TIME = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kathmandu', hour: 'numeric', minute: '2-digit' });

/** The refusal for an attempt over a limit, with the spec's messages (seed 000 section 8). */
export function rateLimitError(decision: Exclude<RateLimitDecision, { allowed: true }>, limitedMessage: string) {
  if (decision.reason === 'account_locked') {
    const time = `${NEPAL_TIME.format(decision.lockedUntil)} (Nepal time)`;
    return new AppError(
      'account_locked',
      `Account temporarily locked due to too many failed attempts. Try again after ${time}.`,
      429,
      { lockedUntil: decision.lockedUntil.toISOString() },
    );
  }
  return new AppError('rate_limited', limitedMessage, 429, { retryAt: decision.retryAt.toISOString() });
}
