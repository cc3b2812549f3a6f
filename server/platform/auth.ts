import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { hasActivePremium } from '@common/plans';
import { readerLanguage, type ReaderLanguage, type Role } from '@common/academics';
import type { Database } from '../db/client';
import type { Deps } from './app-types';
import { profiles, sessions } from '../db/schema';
import { randomToken, sha256 } from './crypto';
import { AppError } from './errors';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'pariksha_session';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
// last_seen_at is refreshed at most this often, so reads do not each cost a write.
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The signed-in user behind a request. */
export type AuthContext = {
  userId: string;
  sessionId: string;
  email: string;
  fullName: string;
  role: Role;
  class: string | null;
  faculty: string | null;
  subscriptionPlan: string;
  subscriptionExpiresAt: Date | null;
  /** The language the user reads in (decision 079). */
  language: ReaderLanguage;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** This instance's sessions in memory (decision 070). */
    sessionCache: SessionCache<AuthContext>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Skip the cross-site request check (payment gateway callbacks). */
    csrfExempt?: boolean;
    /** Answer even while maintenance mode is on (health, sign-in, session, settings read). */
    maintenanceExempt?: boolean;
  }
}

export const isPremium = (auth: AuthContext | null, now: Date) => !!auth && hasActivePremium(auth, now);

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(
  { db, clock }: Deps<'db' | 'clock'>,
  input: { userId: string; ipAddress?: string; userAgent?: string },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: sha256(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent?.slice(0, 500),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

function liveSessionCondition(now: Date | SQL, idleSince: Date | SQL) {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince));
}

/** Sessions still usable at `now`: not revoked, not past their 30 days, used within the last 7 days. */
export const isLiveSession = (now: Date) => liveSessionCondition(now, new Date(now.getTime() - SESSION_IDLE_MS));

function buildSessionLookup(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: profiles.id,
      email: profiles.email,
      fullName: profiles.fullName,
      role: profiles.role,
      class: profiles.class,
      faculty: profiles.faculty,
      subscriptionPlan: profiles.subscriptionPlan,
      subscriptionExpiresAt: profiles.subscriptionExpiresAt,
      language: profiles.language,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        liveSessionCondition(sql`${sql.placeholder('now')}::timestamptz`, sql`${sql.placeholder('idleSince')}::timestamptz`),
      ),
    )
    .prepare('platform_find_session');
}

// Every API request looks its session up: prepared once per database, so it costs no query building or planning.
const sessionLookups = new WeakMap<Database, ReturnType<typeof buildSessionLookup>>();

/**
 * Finds the live session for a token (not revoked, not expired, not idle for 7 days) and its user: from this
 * instance's session cache when given and fresh (decision 070), else from the database, then cached.
 */
export async function findSession(
  { db, clock, sessionCache }: Deps<'db' | 'clock'> & { sessionCache?: SessionCache<AuthContext> },
  token: string,
): Promise<AuthContext | null> {
  const now = clock.now();
  const tokenHash = sha256(token);
  const cached = sessionCache?.get(tokenHash, SESSION_IDLE_MS);
  if (cached) {
    if (now.getTime() - cached.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      sessionCache!.touch(tokenHash, now);
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, cached.sessionId));
    }
    return cached.auth;
  }
  const readAt = sessionCache?.generation();
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = buildSessionLookup(db)));
  const [row] = await lookup.execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    row.lastSeenAt = now;
  }
  const { lastSeenAt, expiresAt, ...fields } = row;
  // Shared by every request the cache answers: nothing may change it in place.
  const auth: AuthContext = Object.freeze({ ...fields, role: fields.role as Role, language: readerLanguage(fields.language) });
  if (sessionCache && readAt !== undefined) sessionCache.set(tokenHash, readAt, { auth, userId: auth.userId, sessionId: auth.sessionId, expiresAt, lastSeenAt });
  return auth;
}

/** Revokes one session (sign-out, or the session a browser had before signing in again). */
export async function revokeSession({ db, clock }: Deps<'db' | 'clock'>, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except one when given; returns the revoked ids. */
export async function revokeUserSessions({ db, clock }: Deps<'db' | 'clock'>, userId: string, exceptSessionId?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Tells the browsers of revoked sessions that they are signed out. Call after commit. */
export async function publishRevokedSessions({ events }: Deps<'events'>, sessionIds: string[]) {
  for (const sessionId of sessionIds) {
    await events.publish({ topic: 'session_revoked', ids: [sessionId], audience: { kind: 'session', sessionId } });
  }
}

/** The session token from the cookie or an `Authorization: Bearer` header. */
export function readSessionToken(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

// The guards are callback-style hooks (Fastify catches what they throw): an async hook costs every guarded request a
// promise and a turn of the microtask queue for a check that never waits (decision 086).

/** onRequest hook: the request must come from a signed-in user. */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (!request.auth) throw new AppError('unauthorized', 'Auth session missing!');
  done();
}

/** onRequest hook: the request must come from a signed-in admin. */
export function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (!request.auth) throw new AppError('unauthorized', 'Auth session missing!');
  if (request.auth.role !== 'admin') throw new AppError('forbidden', 'Access denied. Admin privileges required.');
  done();
}

type Guard = typeof requireUser;

/**
 * Puts a guard in front of every route a plugin scope registers, as the route's own first onRequest hook (not a scope
 * hook), so the API document reads every route's guard the same way (routeAccess).
 */
export function guardEveryRoute(scope: Pick<FastifyInstance, 'addHook'>, guard: Guard) {
  scope.addHook('onRoute', (route) => {
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()] as RouteOptions['onRequest'];
  });
}

export type RouteAccess = 'admin' | 'user' | 'public';

/** Who may call a route, read from its guards. */
export function routeAccess(route: Pick<RouteOptions, 'onRequest'>): RouteAccess {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  if (hooks.includes(requireAdmin)) return 'admin';
  if (hooks.includes(requireUser)) return 'user';
  return 'public';
}

/** The signed-in user of a request behind requireUser. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', 'Auth session missing!');
  return request.auth;
}
