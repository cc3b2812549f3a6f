import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MFA_GATE_MINUTES, MFA_REQUIRED_MESSAGE, MFA_VERIFIED_MESSAGE, type MfaStatus, type MfaVerified, type TotpEnrolmentConfirmed } from '@common/mfa';
import { sessions } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { currentUser, type AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { confirmTotpEnrolment, countRecoveryCodesLeft, hasConfirmedTotp, verifyTotpCode } from './totp';

const GATE_MS = MFA_GATE_MINUTES * 60_000;

async function gateVerifiedAt({ db }: Deps<'db'>, sessionId: string): Promise<Date | null> {
  const [row] = await db.select({ at: sessions.mfaVerifiedAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.at ?? null;
}

/** Until when a session's gate stays open, or null when it is closed. */
async function gateOpenUntil(deps: Deps<'db' | 'clock'>, sessionId: string): Promise<Date | null> {
  const verifiedAt = await gateVerifiedAt(deps, sessionId);
  if (!verifiedAt) return null;
  const until = new Date(verifiedAt.getTime() + GATE_MS);
  return until > deps.clock.now() ? until : null;
}

/** Opens the gate of one session for 30 minutes from now. */
export async function openMfaGate({ db, clock }: Deps<'db' | 'clock'>, sessionId: string): Promise<Date> {
  const now = clock.now();
  await db.update(sessions).set({ mfaVerifiedAt: now }).where(eq(sessions.id, sessionId));
  return new Date(now.getTime() + GATE_MS);
}

export async function readMfaStatus(deps: Deps<'db' | 'clock'>, auth: AuthContext): Promise<MfaStatus> {
  const until = await gateOpenUntil(deps, auth.sessionId);
  return {
    enrolled: await hasConfirmedTotp(deps, auth.userId),
    verifiedUntil: until?.toISOString() ?? null,
    recoveryCodesLeft: await countRecoveryCodesLeft(deps, auth.userId),
  };
}

/** The gate's first use: the enrolment is confirmed with a code, the recovery codes are given, and the gate opens. */
export async function confirmGateEnrolment(deps: Deps<'db' | 'clock' | 'secrets'>, input: { auth: AuthContext; code: string; ipAddress: string }): Promise<TotpEnrolmentConfirmed> {
  const recoveryCodes = await confirmTotpEnrolment(deps, { userId: input.auth.userId, code: input.code, ipAddress: input.ipAddress, context: 'gate' });
  const until = await openMfaGate(deps, input.auth.sessionId);
  return { message: MFA_VERIFIED_MESSAGE, recoveryCodes, verifiedUntil: until.toISOString() };
}

/** A code from the admin's authenticator opens the gate of this session for 30 minutes. */
export async function verifyGateCode(deps: Deps<'db' | 'clock' | 'secrets'>, input: { auth: AuthContext; code: string; ipAddress: string }): Promise<MfaVerified> {
  await verifyTotpCode(deps, { userId: input.auth.userId, code: input.code, ipAddress: input.ipAddress, context: 'gate' });
  const until = await openMfaGate(deps, input.auth.sessionId);
  return { message: MFA_VERIFIED_MESSAGE, verifiedUntil: until.toISOString() };
}

/**
 * The guard for every key and provider operation (an onRequest or preHandler hook): the session must have passed the
 * MFA gate within the last 30 minutes, by the server's clock; otherwise 403 `mfa_required`.
 */
export function requireMfaGate(deps: Deps<'db' | 'clock'>) {
  return async function mfaGate(request: FastifyRequest) {
    const auth = currentUser(request);
    if (!(await gateOpenUntil(deps, auth.sessionId))) throw new AppError('mfa_required', MFA_REQUIRED_MESSAGE, 403);
  };
}

/**
 * Puts the MFA gate on every route of a plugin scope, after the route's own guards (guardEveryRoute puts the admin
 * guard first): a student still hears that the page is for admins, an admin that a code is due.
 */
export function gateEveryRoute(scope: Pick<FastifyInstance, 'addHook'>, deps: Deps<'db' | 'clock'>) {
  const gate = requireMfaGate(deps);
  scope.addHook('onRoute', (route) => {
    route.onRequest = [...[route.onRequest ?? []].flat(), gate] as RouteOptions['onRequest'];
  });
}

