import { and, eq, gt, isNull } from 'drizzle-orm';
import { MFA_INVALID_CODE_MESSAGE, isRecoveryCode, isTotpCode, TOTP_DIGITS, type TotpEnrolment } from '@common/mfa';
import { INVALID_OTP_CODE_MESSAGE, maskEmail, maskPhone, type OtpSettings, type VerificationState, type VerificationStep } from '@common/otp';
import { readerLanguage, type ReaderLanguage, type Role } from '@common/academics';
import { profiles, users, verificationTickets } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { randomToken, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { WarningLog } from '../../platform/log';
import {
  checkOtpCode,
  confirmTotpEnrolment,
  findLiveCode,
  hasConfirmedTotp,
  readOtpSettings,
  sendOtpCode,
  startTotpEnrolment,
  verifyTotpCode,
  type OtpChannel,
  type SentCode,
} from '../settings/service';
import { startSignedInSession, type RequestOrigin, type SignedIn } from './session-start';

/** A verification ticket lasts this long: enough to fetch a mail or a text and type the code. */
export const VERIFICATION_TICKET_MS = 30 * 60 * 1000;
const EXPIRED_MESSAGE = 'Your verification has expired. Please sign in again.';

type Purpose = VerificationState['purpose'];
type VerificationDeps = Deps<'db' | 'clock' | 'config' | 'mailer' | 'events' | 'secrets'>;
type Account = {
  userId: string;
  email: string;
  role: Role;
  phone: string | null;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  /** The profile's language, which sign-up takes from the form: codes are written in it. */
  language: ReaderLanguage;
};
type Ticket = { id: string; userId: string; purpose: Purpose };

async function loadAccount({ db }: Deps<'db'>, userId: string): Promise<Account> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      role: profiles.role,
      phone: profiles.phone,
      phoneVerifiedAt: profiles.phoneVerifiedAt,
      language: profiles.language,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('verification_expired', EXPIRED_MESSAGE, 401);
  return { ...row, role: row.role as Role, language: readerLanguage(row.language) };
}

/**
 * What an account still has to prove, in order, under the current settings: its email address (email OTP on), its
 * phone number (phone OTP on), and at an admin's sign-in with MFA on, a TOTP code (enrolling first if it has none).
 * Email and phone are proved once; the TOTP code at every admin sign-in.
 */
export async function remainingSteps(deps: Deps<'db'>, account: Account, purpose: Purpose, settings: OtpSettings): Promise<VerificationStep[]> {
  const steps: VerificationStep[] = [];
  if (settings.enableEmailOtp && !account.emailVerifiedAt) steps.push('email');
  if (settings.enablePhoneOtp && account.phone && !account.phoneVerifiedAt) steps.push('phone');
  if (purpose === 'signin' && account.role === 'admin' && settings.enableMfa) {
    steps.push((await hasConfirmedTotp(deps, account.userId)) ? 'mfa' : 'mfa_enrolment');
  }
  return steps;
}

const channelOf = (step: VerificationStep): OtpChannel | null => (step === 'email' ? 'email' : step === 'phone' ? 'phone' : null);
/** A code for an account's address or number, in its language. */
const codeRequest = (account: Account, channel: OtpChannel, settings: OtpSettings, origin: RequestOrigin) => ({
  userId: account.userId,
  channel,
  destination: channel === 'email' ? account.email : account.phone!,
  language: account.language,
  settings,
  ipAddress: origin.ipAddress,
});

/**
 * The code of an email or phone step: the live one when there is one, else a new one is sent. A send that fails (the
 * cooldown, the caps, an SMS provider down) leaves the step without a live code, so a sign-up that already created
 * its account still answers: the page then offers "send a new code", at the time given when there is one.
 */
async function ensureCodeSent(
  deps: VerificationDeps,
  input: { account: Account; channel: OtpChannel; settings: OtpSettings; origin: RequestOrigin; log: WarningLog },
): Promise<Partial<SentCode>> {
  const { account, channel, settings, origin } = input;
  const live = await findLiveCode(deps, account.userId, channel);
  if (live) return live;
  try {
    return await sendOtpCode(deps, codeRequest(account, channel, settings, origin));
  } catch (error) {
    input.log.warn({ err: error, channel }, 'verification code not sent');
    const retryAt = error instanceof AppError && typeof error.details?.retryAt === 'string' ? new Date(error.details.retryAt) : undefined;
    return { resendAvailableAt: retryAt };
  }
}

async function describeStep(
  deps: VerificationDeps,
  input: { account: Account; purpose: Purpose; step: VerificationStep; settings: OtpSettings; origin: RequestOrigin; log: WarningLog },
): Promise<VerificationState> {
  const { account, step, settings } = input;
  const channel = channelOf(step);
  const sent = channel ? await ensureCodeSent(deps, { account, channel, settings, origin: input.origin, log: input.log }) : {};
  return {
    status: 'verification_required',
    purpose: input.purpose,
    step,
    destination: channel === 'email' ? maskEmail(account.email) : channel === 'phone' ? maskPhone(account.phone!) : null,
    codeLength: channel ? settings.otpLength : TOTP_DIGITS,
    expiresAt: sent.expiresAt?.toISOString() ?? null,
    resendAvailableAt: sent.resendAvailableAt?.toISOString() ?? null,
  };
}

/**
 * Starts the verification of a sign-up or a sign-in when the account has steps left: a ticket (its token goes to an
 * httpOnly cookie, its hash to the table) and the first step's state, with its code sent. Null when nothing is left.
 */
export async function openVerification(
  deps: VerificationDeps,
  input: { userId: string; purpose: Purpose; origin: RequestOrigin; log: WarningLog },
): Promise<{ token: string; state: VerificationState } | null> {
  const { db, clock } = deps;
  const settings = await readOtpSettings(deps);
  const account = await loadAccount(deps, input.userId);
  const [step] = await remainingSteps(deps, account, input.purpose, settings);
  if (!step) return null;
  const token = randomToken();
  const now = clock.now();
  await db.insert(verificationTickets).values({
    userId: input.userId,
    tokenHash: sha256(token),
    purpose: input.purpose,
    ipAddress: input.origin.ipAddress,
    userAgent: input.origin.userAgent?.slice(0, 500),
    expiresAt: new Date(now.getTime() + VERIFICATION_TICKET_MS),
    createdAt: now,
  });
  return { token, state: await describeStep(deps, { account, purpose: input.purpose, step, settings, origin: input.origin, log: input.log }) };
}

async function findTicket({ db, clock }: Deps<'db' | 'clock'>, token: string | undefined): Promise<Ticket> {
  const [row] = token
    ? await db
        .select({ id: verificationTickets.id, userId: verificationTickets.userId, purpose: verificationTickets.purpose })
        .from(verificationTickets)
        .where(and(eq(verificationTickets.tokenHash, sha256(token)), isNull(verificationTickets.completedAt), gt(verificationTickets.expiresAt, clock.now())))
    : [];
  if (!row) throw new AppError('verification_expired', EXPIRED_MESSAGE, 401);
  return { ...row, purpose: row.purpose as Purpose };
}

async function currentStep(deps: VerificationDeps, token: string | undefined) {
  const ticket = await findTicket(deps, token);
  const settings = await readOtpSettings(deps);
  const account = await loadAccount(deps, ticket.userId);
  const steps = await remainingSteps(deps, account, ticket.purpose, settings);
  return { ticket, settings, account, step: steps[0] ?? null };
}

/** Where a pending sign-up or sign-in stands (the code screen after a reload); sends the step's code if none is live. */
export async function readVerification(deps: VerificationDeps, input: { token: string | undefined; origin: RequestOrigin; log: WarningLog }): Promise<VerificationState> {
  const { ticket, settings, account, step } = await currentStep(deps, input.token);
  // The settings changed under a waiting ticket and nothing is left to prove: signing in again goes straight through.
  if (!step) throw new AppError('verification_expired', EXPIRED_MESSAGE, 401);
  return describeStep(deps, { account, purpose: ticket.purpose, step, settings, origin: input.origin, log: input.log });
}

/** Sends a new code for the current email or phone step (after the cooldown; the caps apply). */
export async function resendVerificationCode(deps: VerificationDeps, input: { token: string | undefined; origin: RequestOrigin; log: WarningLog }): Promise<VerificationState> {
  const { ticket, settings, account, step } = await currentStep(deps, input.token);
  const channel = step && channelOf(step);
  if (!channel) throw new AppError('conflict', 'This step has no code to send.', 409);
  await sendOtpCode(deps, codeRequest(account, channel, settings, input.origin));
  return describeStep(deps, { account, purpose: ticket.purpose, step: step!, settings, origin: input.origin, log: input.log });
}

/** The authenticator enrolment of an admin whose sign-in asks for one (MFA for admins on, no authenticator yet). */
export async function startSignInEnrolment(deps: VerificationDeps, token: string | undefined): Promise<TotpEnrolment> {
  const { account, step } = await currentStep(deps, token);
  if (step !== 'mfa_enrolment') throw new AppError('conflict', 'This sign-in does not set up an authenticator.', 409);
  return startTotpEnrolment(deps, { userId: account.userId, email: account.email });
}

export type VerificationOutcome =
  | { kind: 'pending'; state: VerificationState }
  | { kind: 'verified' }
  | { kind: 'signed_in'; signedIn: SignedIn; recoveryCodes: string[] | null };

async function proveStep(deps: VerificationDeps, input: { account: Account; step: VerificationStep; code: string; settings: OtpSettings; origin: RequestOrigin }) {
  const { account, step, code, settings, origin } = input;
  const { db, clock } = deps;
  const channel = channelOf(step);
  if (channel) {
    if (!/^\d{4,8}$/.test(code)) throw new AppError('validation_error', INVALID_OTP_CODE_MESSAGE, 400);
    await checkOtpCode(deps, { userId: account.userId, channel, code, settings, ipAddress: origin.ipAddress });
    if (channel === 'email') await db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, account.userId));
    else await db.update(profiles).set({ phoneVerifiedAt: clock.now() }).where(eq(profiles.id, account.userId));
    return null;
  }
  const check = { userId: account.userId, code, ipAddress: origin.ipAddress, context: 'sign_in' as const };
  if (step === 'mfa_enrolment') {
    if (!isTotpCode(code)) throw new AppError('mfa_invalid_code', MFA_INVALID_CODE_MESSAGE, 400);
    return confirmTotpEnrolment(deps, check);
  }
  if (!isTotpCode(code) && !isRecoveryCode(code)) throw new AppError('mfa_invalid_code', MFA_INVALID_CODE_MESSAGE, 400);
  await verifyTotpCode(deps, check);
  return null;
}

/**
 * Checks the code of the current step. With steps left, answers the next one (its code sent); when none is left the
 * ticket is used up: a sign-up is verified (the student signs in next), a sign-in gets its session.
 */
export async function submitVerificationCode(
  deps: VerificationDeps,
  input: { token: string | undefined; code: string; origin: RequestOrigin; currentSessionId?: string; log: WarningLog },
): Promise<VerificationOutcome> {
  const { ticket, settings, account, step } = await currentStep(deps, input.token);
  const recoveryCodes = step ? await proveStep(deps, { account, step, code: input.code, settings, origin: input.origin }) : null;
  const isMfaStep = step === 'mfa' || step === 'mfa_enrolment';
  if (!isMfaStep) {
    const refreshed = await loadAccount(deps, account.userId);
    const [next] = await remainingSteps(deps, refreshed, ticket.purpose, settings);
    if (next) {
      return { kind: 'pending', state: await describeStep(deps, { account: refreshed, purpose: ticket.purpose, step: next, settings, origin: input.origin, log: input.log }) };
    }
  }

  const [claimed] = await deps.db
    .update(verificationTickets)
    .set({ completedAt: deps.clock.now() })
    .where(and(eq(verificationTickets.id, ticket.id), isNull(verificationTickets.completedAt)))
    .returning({ id: verificationTickets.id });
  if (!claimed) throw new AppError('verification_expired', EXPIRED_MESSAGE, 401);
  if (ticket.purpose === 'signup') return { kind: 'verified' };
  const signedIn = await startSignedInSession(deps, {
    userId: account.userId,
    email: account.email,
    origin: input.origin,
    currentSessionId: input.currentSessionId,
    log: input.log,
    mfaVerified: isMfaStep,
  });
  return { kind: 'signed_in', signedIn, recoveryCodes };
}
