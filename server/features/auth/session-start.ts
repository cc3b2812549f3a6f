import type { SessionUser } from '@common/auth';
import { readerLanguage, type Role } from '@common/academics';
import { loginHistory } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { createSession, isPremium, publishRevokedSessions, revokeSession, type AuthContext } from '../../platform/auth';
import type { WarningLog } from '../../platform/log';
import { ensureProfile } from '../profiles/service';
import { openMfaGate } from '../settings/service';

/** Who made a request: the client address (X-Forwarded-For only with TRUST_PROXY) and browser. */
export type RequestOrigin = { ipAddress: string; userAgent?: string };

/** The session answer for a signed-in user, with the language kept on their profile. */
export function toSessionUser(auth: Omit<AuthContext, 'sessionId'>, now: Date): SessionUser {
  return {
    id: auth.userId,
    email: auth.email,
    fullName: auth.fullName,
    role: auth.role,
    class: auth.class,
    faculty: auth.faculty,
    subscriptionPlan: auth.subscriptionPlan,
    subscriptionExpiresAt: auth.subscriptionExpiresAt?.toISOString() ?? null,
    isPremium: isPremium({ ...auth, sessionId: '' }, now),
    language: auth.language,
  };
}

export type SignedIn = { token: string; expiresAt: Date; user: SessionUser };

/**
 * The end of every successful sign-in (straight after the password, or after the codes): the session the browser
 * already had is revoked, a new one starts (with the API management gate open when a TOTP code was just entered) and
 * the login is recorded; its failure to record never blocks the sign-in (seed 000 section 4).
 */
export async function startSignedInSession(
  deps: Deps<'db' | 'clock' | 'events'>,
  input: { userId: string; email: string; origin: RequestOrigin; currentSessionId?: string; log: WarningLog; mfaVerified?: boolean },
): Promise<SignedIn> {
  const { db, clock } = deps;
  const { origin } = input;
  const profile = await ensureProfile(deps, { userId: input.userId, email: input.email });
  const session = await db.transaction(async (tx) => {
    if (input.currentSessionId) await revokeSession({ db: tx, clock }, input.currentSessionId);
    const created = await createSession({ db: tx, clock }, { userId: input.userId, ...origin });
    if (input.mfaVerified) await openMfaGate({ db: tx, clock }, created.sessionId);
    return created;
  });
  await db
    .insert(loginHistory)
    .values({ userId: input.userId, ipAddress: origin.ipAddress, userAgent: origin.userAgent?.slice(0, 500), createdAt: clock.now() })
    .catch((error: unknown) => input.log.warn({ err: error }, 'login history not recorded'));
  if (input.currentSessionId) await publishRevokedSessions(deps, [input.currentSessionId]);
  const user = toSessionUser(
    {
      userId: profile.id,
      email: profile.email,
      fullName: profile.fullName,
      role: profile.role as Role,
      class: profile.class,
      faculty: profile.faculty,
      subscriptionPlan: profile.subscriptionPlan,
      subscriptionExpiresAt: profile.subscriptionExpiresAt,
      language: readerLanguage(profile.language),
    },
    clock.now(),
  );
  return { token: session.token, expiresAt: session.expiresAt, user };
}
