import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { safeEqual } from '../../platform/crypto';
import type { AppError } from '../../platform/errors';
import type { WarningLog } from '../../platform/log';
import {
  clearAttempts,
  countAttempt,
  countAttemptOrAllow,
  countIpAttempt,
  LOGIN_ACCOUNT_CEILING,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_LIMIT,
  loginKeys,
  rateLimitError,
  refundAttempt,
  type RateLimitDecision,
} from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';

/**
 * The sign-in lockout of decision 061: failures are counted per account and client address, per address across
 * accounts and per account across addresses; a browser that signed in before (its device cookie) only meets its
 * own failures. Counting happens before the password is checked, in one atomic upsert per key, so simultaneous
 * guesses cannot slip past; a sign-in that succeeds takes its count back, so only failures remain.
 */

export const LOGIN_TOO_MANY_MESSAGE = 'Too many login attempts. Please try again in 15 minutes.';

export const DEVICE_COOKIE = 'pariksha_device';
const DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const deviceMac = (appSecret: string, userId: string, deviceId: string, expiresAt: number) =>
  createHmac('sha256', appSecret).update(`device:${userId}:${deviceId}:${expiresAt}`).digest('base64url');

/** The browser id a device cookie vouches for, when it was issued to this account and has not expired; otherwise null. */
function trustedDeviceId(appSecret: string, cookie: string | undefined, userId: string, now: Date): string | null {
  const [deviceId, expires, mac, ...rest] = (cookie ?? '').split('.');
  if (rest.length > 0 || !deviceId || !UUID.test(deviceId) || !mac || !/^\d+$/.test(expires ?? '')) return null;
  const expiresAt = Number(expires);
  if (expiresAt <= now.getTime()) return null;
  return safeEqual(mac, deviceMac(appSecret, userId, deviceId, expiresAt)) ? deviceId : null;
}

/**
 * Sets the device cookie after a successful sign-in (or an unlock): bound to the account by an HMAC under the app
 * secret, httpOnly, sent only to the sign-in endpoints, Secure whenever the session cookie is. A browser keeps its id.
 */
export function setDeviceCookie(
  { clock, config }: Deps<'clock' | 'config'>,
  reply: FastifyReply,
  input: { userId: string; current: string | undefined; secure: boolean },
) {
  const now = clock.now();
  const deviceId = trustedDeviceId(config.appSecret, input.current, input.userId, now) ?? randomUUID();
  const expiresAt = now.getTime() + DEVICE_MAX_AGE_MS;
  reply.setCookie(DEVICE_COOKIE, `${deviceId}.${expiresAt}.${deviceMac(config.appSecret, input.userId, deviceId, expiresAt)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: input.secure,
    path: '/api/auth',
    maxAge: DEVICE_MAX_AGE_MS / 1000,
  });
}

type Scope = 'account_address' | 'address' | 'account' | 'device';
type Counter = { scope: Scope; key: string; count: () => Promise<RateLimitDecision> };

export type LoginAdmission =
  | { allowed: true; succeeded: () => Promise<void> }
  | { allowed: false; reason: 'rate_limited' | 'account_locked'; error: AppError };

/** The refusal a reader sees: the spec's two messages; a busy address is only ever "too many attempts". */
function refusalOf(scope: Scope, decision: Exclude<RateLimitDecision, { allowed: true }>) {
  if (scope === 'address' && decision.reason === 'account_locked') {
    return rateLimitError({ allowed: false, reason: 'rate_limited', attempts: decision.attempts, retryAt: decision.lockedUntil }, LOGIN_TOO_MANY_MESSAGE);
  }
  return rateLimitError(decision, LOGIN_TOO_MANY_MESSAGE);
}

/**
 * Counts one sign-in attempt before its password is checked and says whether it may go on. The keys are
 * counted in order and the first refusal stops: the keys counted before it take the attempt back, so
 * one address hammering one account never reaches the account's ceiling. Each new lock is a security event.
 */
export async function admitLoginAttempt(
  deps: Deps<'db' | 'clock' | 'config'>,
  input: { email: string; ipAddress: string; deviceCookie?: string; log: WarningLog },
): Promise<LoginAdmission> {
  const { email, ipAddress, log } = input;
  const deviceId = input.deviceCookie ? await deviceOf(deps, email, input.deviceCookie) : null;
  const counters: Counter[] = deviceId
    ? [{ scope: 'device', key: loginKeys.device(deviceId), count: () => countAttempt(deps, loginKeys.device(deviceId), LOGIN_LIMIT) }]
    : [
        { scope: 'account_address', key: loginKeys.accountAtAddress(email, ipAddress), count: () => countAttempt(deps, loginKeys.accountAtAddress(email, ipAddress), LOGIN_LIMIT) },
        { scope: 'address', key: `${loginKeys.address}:${ipAddress}`, count: () => countIpAttempt(deps, loginKeys.address, ipAddress, LOGIN_ADDRESS_LIMIT) },
        { scope: 'account', key: loginKeys.account(email), count: () => countAttempt(deps, loginKeys.account(email), LOGIN_ACCOUNT_CEILING) },
      ];
  const counted: Counter[] = [];
  const takeBack = (counters: Counter[]) =>
    Promise.all(counters.map((c) => refundAttempt(deps, c.key))).catch((error: unknown) => log.warn({ err: error }, 'login attempt not taken back'));

  for (const counter of counters) {
    const decision = await countAttemptOrAllow(counter.count, log);
    if (!decision.allowed) {
      await takeBack(counted);
      if (decision.reason === 'account_locked' && decision.isNewLock) {
        await recordSecurityEvent(deps, {
          eventType: 'account_locked',
          email,
          ipAddress,
          details: { email, scope: counter.scope, reason: 'too_many_failed_logins', lockedUntil: decision.lockedUntil.toISOString() },
          at: deps.clock.now(),
        });
      }
      return { allowed: false, reason: decision.reason, error: refusalOf(counter.scope, decision) };
    }
    // An exempt address (RATE_LIMIT_EXEMPT_IPS) counted nothing, so there is nothing to take back.
    if (decision.attempts > 0) counted.push(counter);
  }

  return {
    allowed: true,
    // The right password: the pair (or the browser) starts afresh; the address and the account only take this attempt back.
    succeeded: async () => {
      const startsAfresh = (c: Counter) => c.scope === 'account_address' || c.scope === 'device';
      await Promise.all([
        ...counted.filter(startsAfresh).map((c) => clearAttempts(deps, c.key)),
        takeBack(counted.filter((c) => !startsAfresh(c))),
      ]).catch((error: unknown) => log.warn({ err: error }, 'login attempts not cleared'));
    },
  };
}

async function deviceOf({ db, clock, config }: Deps<'db' | 'clock' | 'config'>, email: string, cookie: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return user ? trustedDeviceId(config.appSecret, cookie, user.id, clock.now()) : null;
}
