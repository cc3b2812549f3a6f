import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReaderLanguage } from '@common/academics';
import { OTP_RESEND_COOLDOWN_SECONDS, type OtpSettings } from '@common/otp';
import { otpRequests } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { hmacSha256, safeEqual } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { composeMail, composeTextMessage } from '../../platform/mail-texts';
import { countAttempt, countIpAttempt, type RateLimitRule } from '../../platform/rate-limits';
import { recordSecurityEvent } from '../../platform/security-events';
import { sendSms } from './sms';

export type OtpChannel = 'email' | 'phone';

const HOUR = 60 * 60 * 1000;
/** Codes per destination: a mailbox or a phone cannot be flooded (and SMS pumping costs money). */
const CODES_PER_DESTINATION: RateLimitRule = { maxAttempts: 6, windowMs: HOUR, lockAfterAttempts: 12, lockoutMs: HOUR };
/** Codes asked for from one client address, across destinations. */
const CODES_PER_ADDRESS: RateLimitRule = { maxAttempts: 20, windowMs: HOUR, lockAfterAttempts: 40, lockoutMs: HOUR };

const TOO_MANY_CODES = 'Too many codes were requested. Please try again later.';

/** A code as long as the settings say, from a cryptographic source; leading zeros kept. */
function newCode(length: number) {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

const codeHash = (appSecret: string, requestId: string, code: string) => hmacSha256(appSecret, `otp:${requestId}:${code}`);

/** The newest code of an account on a channel, whatever its state. */
async function newestCode({ db }: Deps<'db'>, userId: string, channel: OtpChannel) {
  const [row] = await db
    .select()
    .from(otpRequests)
    .where(and(eq(otpRequests.userId, userId), eq(otpRequests.channel, channel)))
    .orderBy(desc(otpRequests.createdAt))
    .limit(1);
  return row;
}

export type SentCode = { expiresAt: Date; resendAvailableAt: Date };

/** When a channel's newest code is still pending and unexpired: its times, so a page can show them without a new send. */
export async function findLiveCode(deps: Deps<'db' | 'clock'>, userId: string, channel: OtpChannel): Promise<SentCode | null> {
  const row = await newestCode(deps, userId, channel);
  if (!row || row.status !== 'pending' || row.expiresAt <= deps.clock.now()) return null;
  return { expiresAt: row.expiresAt, resendAvailableAt: new Date(row.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000) };
}

/**
 * Sends a new verification code by email (SMTP) or text message (the SMS adapter), as long and as long-lived as the
 * OTP settings say, in the reader's language (the profile's, which sign-up takes from the form: decision 058).
 * Earlier pending codes of the account on that channel stop working. Refused within the resend cooldown, and past
 * the per-destination and per-address caps.
 */
export async function sendOtpCode(
  deps: Deps<'db' | 'clock' | 'config' | 'mailer' | 'events'>,
  input: { userId: string; channel: OtpChannel; destination: string; language: ReaderLanguage; settings: OtpSettings; ipAddress: string },
): Promise<SentCode> {
  const { db, clock, config, mailer } = deps;
  const now = clock.now();
  const previous = await newestCode(deps, input.userId, input.channel);
  const cooldownEndsAt = previous ? new Date(previous.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000) : null;
  if (cooldownEndsAt && cooldownEndsAt > now) {
    throw new AppError('resend_cooldown', 'Please wait a moment before asking for a new code.', 429, { retryAt: cooldownEndsAt.toISOString() });
  }
  const byDestination = await countAttempt(deps, `otp-${input.channel}:${input.destination}`, CODES_PER_DESTINATION);
  const byAddress = byDestination.allowed ? await countIpAttempt(deps, 'otp-ip', input.ipAddress, CODES_PER_ADDRESS) : byDestination;
  if (!byAddress.allowed) {
    await recordSecurityEvent(deps, {
      eventType: 'otp_rate_limited',
      userId: input.userId,
      ipAddress: input.ipAddress,
      details: { channel: input.channel, reason: byDestination.allowed ? 'per_address' : 'per_destination' },
      at: now,
    });
    throw new AppError('rate_limited', TOO_MANY_CODES, 429);
  }

  const id = randomUUID();
  const code = newCode(input.settings.otpLength);
  const expiresAt = new Date(now.getTime() + input.settings.otpExpirySeconds * 1000);
  const minutes = Math.round(input.settings.otpExpirySeconds / 60);
  const outboxId = await db.transaction(async (tx) => {
    await tx
      .update(otpRequests)
      .set({ status: 'expired' })
      .where(and(eq(otpRequests.userId, input.userId), eq(otpRequests.channel, input.channel), eq(otpRequests.status, 'pending')));
    await tx.insert(otpRequests).values({
      id,
      userId: input.userId,
      channel: input.channel,
      destination: input.destination,
      purpose: `${input.channel}_verification`,
      codeHash: codeHash(config.appSecret, id, code),
      expiresAt,
      createdAt: now,
    });
    return input.channel === 'email'
      ? mailer.enqueue({ to: input.destination, ...composeMail(input.language, 'verificationCode', { code, minutes }) }, tx)
      : null;
  });
  if (outboxId) void mailer.deliver(outboxId);
  else await sendSms(deps, { to: input.destination, text: composeTextMessage(input.language, 'verificationCode', { code, minutes }) });
  await deps.events.publish({ topic: 'settings', ids: ['otp_requests'], audience: { kind: 'admins' } });
  return { expiresAt, resendAvailableAt: new Date(now.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000) };
}

/**
 * Checks a code against the account's pending one on a channel. Right: the code is used up (verified). Wrong: one
 * attempt is counted, atomically, and the attempt that reaches max attempts voids the code (failed); an expired code
 * is marked so. Each refusal has its own error code for the page; every wrong code is a security event.
 */
export async function checkOtpCode(
  deps: Deps<'db' | 'clock' | 'config' | 'events'>,
  input: { userId: string; channel: OtpChannel; code: string; settings: OtpSettings; ipAddress: string },
): Promise<void> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const row = await newestCode(deps, input.userId, input.channel);
  const announce = () => deps.events.publish({ topic: 'settings', ids: ['otp_requests'], audience: { kind: 'admins' } });
  if (!row || row.status !== 'pending') {
    throw new AppError('otp_missing', 'This code no longer works. Ask for a new code.', 400);
  }
  if (row.expiresAt <= now) {
    await db.update(otpRequests).set({ status: 'expired' }).where(and(eq(otpRequests.id, row.id), eq(otpRequests.status, 'pending')));
    await announce();
    throw new AppError('otp_expired', 'This code has expired. Ask for a new code.', 400);
  }
  if (safeEqual(codeHash(config.appSecret, row.id, input.code), row.codeHash)) {
    const [used] = await db
      .update(otpRequests)
      .set({ status: 'verified', verifiedAt: now })
      .where(and(eq(otpRequests.id, row.id), eq(otpRequests.status, 'pending')))
      .returning({ id: otpRequests.id });
    await announce();
    if (used) return;
    throw new AppError('otp_missing', 'This code no longer works. Ask for a new code.', 400);
  }
  const [counted] = await db
    .update(otpRequests)
    .set({
      attempts: sql`${otpRequests.attempts} + 1`,
      status: sql`case when ${otpRequests.attempts} + 1 >= ${input.settings.maxAttempts} then 'failed' else 'pending' end`,
    })
    .where(and(eq(otpRequests.id, row.id), eq(otpRequests.status, 'pending')))
    .returning({ attempts: otpRequests.attempts, status: otpRequests.status });
  await recordSecurityEvent(deps, {
    eventType: 'otp_verification_failed',
    userId: input.userId,
    ipAddress: input.ipAddress,
    details: { channel: input.channel, attempts: counted?.attempts ?? null, voided: counted?.status !== 'pending' },
    at: now,
  });
  await announce();
  if (!counted || counted.status !== 'pending') {
    throw new AppError('otp_voided', 'Too many wrong codes. This code no longer works; ask for a new one.', 400);
  }
  const attemptsLeft = Math.max(input.settings.maxAttempts - counted.attempts, 0);
  throw new AppError('otp_invalid', `Invalid verification code. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`, 400, { attemptsLeft });
}
