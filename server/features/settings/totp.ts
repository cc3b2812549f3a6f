import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  formatRecoveryCode,
  isRecoveryCode,
  MFA_FAILED_MESSAGE,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type TotpEnrolment,
} from '@common/mfa';
import { mfaRecoveryCodes, totpCredentials } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { clearAttempts, countAttempt, type RateLimitRule } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';

// otplib and qrcode (with the hashing and PNG code they bring) load with the first MFA step, not with the server:
// only admins use them, and a start evaluates every module it imports (decision 089).
let totpLibraries: Promise<[typeof import('otplib'), typeof import('qrcode')]> | undefined;
const loadTotpLibraries = () =>
  (totpLibraries ??= Promise.all([
    import('otplib'),
    // qrcode is CommonJS: its functions are on the default export, whichever loader (Node, the build's bundle) imports it.
    import('qrcode').then((module) => (module as unknown as { default: typeof module }).default),
  ]));

const ISSUER = 'Pariksha';
/** One step either side of now: an authenticator whose clock is up to 30 s off still works. */
const DRIFT_TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
/** Wrong codes per account: 5 per 15 minutes, then refused; the 11th in a window locks for 30 minutes. */
const MFA_LIMIT: RateLimitRule = { maxAttempts: 5, windowMs: 15 * 60_000, lockAfterAttempts: 10, lockoutMs: 30 * 60_000 };
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const mfaKey = (userId: string) => `mfa:${userId}`;
const recoveryHash = (userId: string, code: string) => sha256(`recovery:${userId}:${code}`);

function newRecoveryCode() {
  return Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
}

async function findCredential({ db }: Deps<'db'>, userId: string) {
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
  return row;
}

/** Whether the account has a confirmed authenticator. */
export async function hasConfirmedTotp(deps: Deps<'db'>, userId: string): Promise<boolean> {
  return !!(await findCredential(deps, userId))?.confirmedAt;
}

export async function countRecoveryCodesLeft({ db }: Deps<'db'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/**
 * Starts (or shows again) an authenticator enrolment: a new random secret, sealed with AES-256-GCM under APP_SECRET,
 * its otpauth:// link and the link's QR code as SVG. Until a code confirms it, the same secret is shown again.
 */
export async function startTotpEnrolment(deps: Deps<'db' | 'clock' | 'secrets'>, account: { userId: string; email: string }): Promise<TotpEnrolment> {
  const { db, clock, secrets } = deps;
  const [{ generateSecret, generateURI }, qrCode] = await loadTotpLibraries();
  const existing = await findCredential(deps, account.userId);
  if (existing?.confirmedAt) throw new AppError('conflict', 'Two-factor authentication is already set up for this account.', 409);
  let secret = existing ? secrets.open(existing.secretEncrypted) : null;
  if (!secret) {
    secret = generateSecret();
    await db.insert(totpCredentials).values({ userId: account.userId, secretEncrypted: secrets.seal(secret), createdAt: clock.now(), updatedAt: clock.now() });
  }
  const otpauthUrl = generateURI({ issuer: ISSUER, label: account.email, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const qrSvg = await qrCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

/** The time step a code is valid at, or null: otplib checks now ± one step, after the last step this account used. */
async function matchingStep(secret: string, code: string, now: Date, lastUsedStep: number | null): Promise<number | null> {
  const [{ verify }] = await loadTotpLibraries();
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: DRIFT_TOLERANCE_SECONDS,
      ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
    });
    // verify() answers an object: { valid, timeStep } (STACK-NOTES).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws for a last used step ahead of now (a clock that went back): no code is valid then.
    return null;
  }
}

/** Uses up a step for the account, atomically: the same code (or an older one) can never be accepted twice. */
async function claimStep({ db }: Deps<'db'>, userId: string, step: number, now: Date, confirming: boolean) {
  const [claimed] = await db
    .update(totpCredentials)
    .set({ lastUsedStep: step, updatedAt: now, ...(confirming ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        confirming ? isNull(totpCredentials.confirmedAt) : isNotNull(totpCredentials.confirmedAt),
        sql`(${totpCredentials.lastUsedStep} is null or ${totpCredentials.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return !!claimed;
}

type CodeCheck = { userId: string; code: string; ipAddress: string; context: 'gate' | 'sign_in' };

/** Counts an MFA attempt (refusing past the limit) before the code is looked at, so guessing is bounded. */
async function countMfaAttempt(deps: Deps<'db' | 'clock'>, input: CodeCheck) {
  const decision = await countAttempt(deps, mfaKey(input.userId), MFA_LIMIT);
  if (decision.allowed) return;
  await recordSecurityEvent(deps, {
    eventType: 'mfa_rate_limited',
    userId: input.userId,
    ipAddress: input.ipAddress,
    details: { context: input.context, reason: decision.reason },
    at: deps.clock.now(),
  });
  throw new AppError('rate_limited', 'Too many verification attempts. Please try again in 15 minutes.', 429);
}

async function refuseCode(deps: Deps<'db' | 'clock'>, input: CodeCheck, reason: string): Promise<never> {
  await recordSecurityEvent(deps, {
    eventType: 'mfa_failed',
    userId: input.userId,
    ipAddress: input.ipAddress,
    details: { context: input.context, reason },
    at: deps.clock.now(),
  });
  throw new AppError('mfa_failed', MFA_FAILED_MESSAGE, 400);
}

/**
 * Confirms an enrolment with the first code from the authenticator, and issues the recovery codes (stored hashed,
 * shown once by the caller). Wrong codes count against the MFA limit and are logged.
 */
export async function confirmTotpEnrolment(deps: Deps<'db' | 'clock' | 'secrets'>, input: Omit<CodeCheck, 'code'> & { code: string }): Promise<string[]> {
  const { db, clock, secrets } = deps;
  const credential = await findCredential(deps, input.userId);
  if (!credential || credential.confirmedAt) throw new AppError('conflict', 'Start the authenticator set-up first.', 409);
  await countMfaAttempt(deps, input);
  const now = clock.now();
  const step = await matchingStep(secrets.open(credential.secretEncrypted), input.code, now, credential.lastUsedStep);
  if (step === null) return refuseCode(deps, input, 'wrong_enrolment_code');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await db.transaction(async (tx) => {
    if (!(await claimStep({ db: tx }, input.userId, step, now, true))) return false;
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, input.userId));
    await tx.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId: input.userId, codeHash: recoveryHash(input.userId, code), createdAt: now })));
    await recordSecurityEvent({ db: tx }, { eventType: 'mfa_enrolled', userId: input.userId, ipAddress: input.ipAddress, details: { context: input.context }, at: now });
    return true;
  });
  if (!confirmed) return refuseCode(deps, input, 'code_already_used');
  await clearAttempts(deps, mfaKey(input.userId));
  return codes.map(formatRecoveryCode);
}

/**
 * Checks a code from the account's confirmed authenticator (or one of its unused recovery codes). Each TOTP step and
 * each recovery code is accepted once; wrong codes are rate-limited and logged as mfa_failed security events.
 */
export async function verifyTotpCode(deps: Deps<'db' | 'clock' | 'secrets'>, input: CodeCheck): Promise<void> {
  const { db, clock, secrets } = deps;
  const credential = await findCredential(deps, input.userId);
  if (!credential?.confirmedAt) throw new AppError('mfa_not_enrolled', 'Set up two-factor authentication first.', 409);
  await countMfaAttempt(deps, input);
  const now = clock.now();
  if (isRecoveryCode(input.code)) {
    const [used] = await db
      .update(mfaRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(mfaRecoveryCodes.userId, input.userId), eq(mfaRecoveryCodes.codeHash, recoveryHash(input.userId, input.code)), isNull(mfaRecoveryCodes.usedAt)))
      .returning({ id: mfaRecoveryCodes.id });
    if (!used) return refuseCode(deps, input, 'wrong_recovery_code');
    await recordSecurityEvent(deps, { eventType: 'mfa_recovery_code_used', userId: input.userId, ipAddress: input.ipAddress, details: { context: input.context }, at: now });
  } else {
    const step = await matchingStep(secrets.open(credential.secretEncrypted), input.code, now, credential.lastUsedStep);
    if (step === null || !(await claimStep(deps, input.userId, step, now, false))) {
      return refuseCode(deps, input, step === null ? 'wrong_code' : 'code_already_used');
    }
  }
  await clearAttempts(deps, mfaKey(input.userId));
}
