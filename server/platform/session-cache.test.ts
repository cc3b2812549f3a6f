import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessions } from '../db/schema';
import { buildTestApp, type SecondInstance, type TestApp } from '../test/app';
import { useTwoInstances } from '../test/two-instances';
import { buildNote } from '../test/content-factories';
import { buildAdmin, buildStudent, type TestUser } from '../test/factories';
import { createSession, SESSION_COOKIE, SESSION_IDLE_MS } from './auth';
import { sha256 } from './crypto';
import type { AppEvent, AuthChange, EventBus } from './events';
import { createSessionCache } from './session-cache';

const template = inject('testDatabase');

/** True when an app instance answers this user's requests from its session cache, without reading the database. */
const isCached = (app: TestApp['app'], user: TestUser) => app.sessionCache.get(sha256(user.token), SESSION_IDLE_MS) !== undefined;

/** A request on an instance's app, as the user. */
const getAs = (app: TestApp['app'], url: string, user: TestUser) => app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const sessionUser = async (app: TestApp['app'], user: TestUser) => (await getAs(app, '/api/auth/session', user)).json().user;

/**
 * Resolves when an instance's bus has heard of a change both ways: the trigger's NOTIFY and the last event published
 * for it (they come over separate connections, so either may arrive first).
 */
const heard = (events: EventBus, change: Exclude<AuthChange, { kind: 'all' }>, lastEvent: (event: AppEvent) => boolean) =>
  Promise.all([
    new Promise<void>((resolve) => {
      const stop = events.onAuthChange((heardChange) => {
        if (heardChange.kind === change.kind && heardChange.id === change.id) resolve(void stop());
      });
    }),
    new Promise<void>((resolve) => {
      const stop = events.subscribe((event) => {
        if (lastEvent(event)) resolve(void stop());
      });
    }),
  ]);
const revoked = (events: EventBus, sessionId: string) =>
  heard(events, { kind: 'session', id: sessionId }, (event) => event.topic === 'session_revoked' && event.ids.includes(sessionId));
// The admin's role and plan changes publish `profiles` to the user, then to the admins.
const profileChanged = (events: EventBus, userId: string) =>
  heard(events, { kind: 'user', id: userId }, (event) => event.topic === 'profiles' && event.audience.kind === 'admins' && event.ids.includes(userId));

describe('the session cache on one instance', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await buildAdmin(t);
  });
  afterAll(() => t.close());

  it('answers from memory once a session has been read, with the same answer', async () => {
    const student = await buildStudent(t);
    const first = await sessionUser(t.app, student);
    expect(isCached(t.app, student)).toBe(true);
    expect(await sessionUser(t.app, student)).toEqual(first);
  });

  it('refuses a signed-out session on the very next request, though its last answer came from the cache', async () => {
    const student = await buildStudent(t);
    await sessionUser(t.app, student);
    expect((await getAs(t.app, '/api/notes', student)).statusCode).toBe(200);
    expect(isCached(t.app, student)).toBe(true);
    expect((await t.post('/api/auth/logout', undefined, { as: student })).statusCode).toBe(204);
    expect((await getAs(t.app, '/api/notes', student)).statusCode).toBe(401);
    expect(await sessionUser(t.app, student)).toBeNull();
  });

  it('refuses the other sessions a password change revokes, and keeps the one that changed it', async () => {
    const student = await buildStudent(t);
    const otherUser = await buildStudent(t);
    const session = await createSession(t, { userId: student.id });
    const second = { ...student, token: session.token, cookie: `${SESSION_COOKIE}=${session.token}` };
    await sessionUser(t.app, student);
    await sessionUser(t.app, second);
    await sessionUser(t.app, otherUser);
    const changed = await t.put('/api/profile/password', { currentPassword: student.password, newPassword: 'Newer@Pass123', confirmPassword: 'Newer@Pass123' }, { as: student });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sessionUser(t.app, second)).toBeNull();
    expect((await sessionUser(t.app, student)).id).toBe(student.id);
    expect((await sessionUser(t.app, otherUser)).id).toBe(otherUser.id);
  });

  it('refuses a demoted admin on the very next request, though their last admin answer came from the cache', async () => {
    const other = await buildAdmin(t);
    expect((await getAs(t.app, '/api/admin/users/counts', other)).statusCode).toBe(200);
    expect(isCached(t.app, other)).toBe(true);
    const demoted = await t.patch(`/api/admin/users/${other.id}/role`, { role: 'student' }, { as: admin });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await getAs(t.app, '/api/admin/users/counts', other)).statusCode).toBe(403);
    expect((await sessionUser(t.app, other)).role).toBe('student');
  });

  it('locks premium items on the very next request after premium is cancelled, and opens them after it is assigned', async () => {
    const student = await buildStudent(t);
    const note = await buildNote(t, { title: 'Premium capacitors', isPremium: true });
    expect((await getAs(t.app, `/api/notes/${note.id}`, student)).statusCode).toBe(403);
    expect(isCached(t.app, student)).toBe(true);
    // Its own NOTIFYs come back to this instance too (at once on PGlite, a moment later on PostgreSQL) and drop again.
    const assigned = profileChanged(t.events, student.id);
    expect((await t.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'premium' }, { as: admin })).statusCode).toBe(200);
    expect((await getAs(t.app, `/api/notes/${note.id}`, student)).statusCode).toBe(200);
    await assigned;
    expect((await getAs(t.app, `/api/notes/${note.id}`, student)).statusCode).toBe(200);
    expect(isCached(t.app, student)).toBe(true);
    expect((await t.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'free' }, { as: admin })).statusCode).toBe(200);
    expect((await getAs(t.app, `/api/notes/${note.id}`, student)).statusCode).toBe(403);
    expect((await sessionUser(t.app, student)).isPremium).toBe(false);
  });

  it('ends premium by the clock while the session is still cached', async () => {
    const student = await buildStudent(t, { subscriptionPlan: 'premium', subscriptionExpiresAt: new Date(t.clock.now().getTime() + 5_000) });
    expect((await sessionUser(t.app, student)).isPremium).toBe(true);
    t.clock.advance(6_000);
    expect(isCached(t.app, student)).toBe(true);
    expect((await sessionUser(t.app, student)).isPremium).toBe(false);
  });

  it('drops a session changed by a writer that publishes nothing (the database trigger tells every instance)', async () => {
    const student = await buildStudent(t);
    await sessionUser(t.app, student);
    await t.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.id, student.sessionId));
    // PGlite tells its listeners before the UPDATE returns; PostgreSQL's LISTEN connection hears it a moment later.
    await expect.poll(() => isCached(t.app, student)).toBe(false);
    expect(await sessionUser(t.app, student)).toBeNull();
  });

  it('shows a new profile field (language) on the next session read', async () => {
    const student = await buildStudent(t);
    expect((await sessionUser(t.app, student)).language).toBe('en');
    expect((await t.put('/api/profile/language', { language: 'ne' }, { as: student })).statusCode).toBe(200);
    expect((await sessionUser(t.app, student)).language).toBe('ne');
  });
});

describe('the session cache itself', () => {
  it('does not store an answer read while something was dropped, and keeps within its bound', async () => {
    const t = await buildTestApp();
    try {
      const cache = createSessionCache<string>({ clock: t.clock, events: t.events }, { ttlMs: 30_000, maxEntries: 2 });
      const entry = (id: string) => ({ auth: id, userId: `user-${id}`, sessionId: `session-${id}`, expiresAt: new Date(t.clock.now().getTime() + 60_000), lastSeenAt: t.clock.now() });
      const readAt = cache.generation();
      // A revocation lands while the lookup is still reading the old row: its answer must not be kept.
      await t.events.publish({ topic: 'session_revoked', ids: [], audience: { kind: 'session', sessionId: 'session-a' } });
      cache.set('a', readAt, entry('a'));
      expect(cache.get('a', SESSION_IDLE_MS)).toBeUndefined();
      for (const id of ['b', 'c', 'd']) cache.set(id, cache.generation(), entry(id));
      expect(cache.size).toBe(2);
      expect(cache.get('b', SESSION_IDLE_MS)).toBeUndefined();
      t.clock.advance(30_000);
      expect(cache.get('d', SESSION_IDLE_MS)).toBeUndefined();
      cache.close();
    } finally {
      await t.close();
    }
  });
});

/**
 * Two instances on one PostgreSQL database: a change made through A reaches B's cache through the events they share
 * (the trigger's NOTIFY and the published topics), and B refuses on its next request.
 */
describe.skipIf(template.kind !== 'postgres')('the session cache across two instances (needs TEST_DATABASE_URL)', () => {
  let a: TestApp;
  let b: SecondInstance;
  let admin: TestUser;

  useTwoInstances((built) => ({ a, b, admin } = built));

  it('refuses on B a session signed out on A', async () => {
    const student = await buildStudent(a);
    expect((await getAs(b.app, '/api/notes', student)).statusCode).toBe(200);
    expect(isCached(b.app, student)).toBe(true);
    const heardOnB = revoked(b.events, student.sessionId);
    expect((await a.post('/api/auth/logout', undefined, { as: student })).statusCode).toBe(204);
    await heardOnB;
    expect((await getAs(b.app, '/api/notes', student)).statusCode).toBe(401);
  });

  it('refuses on B an admin demoted on A', async () => {
    const other = await buildAdmin(a);
    expect((await getAs(b.app, '/api/admin/users/counts', other)).statusCode).toBe(200);
    expect(isCached(b.app, other)).toBe(true);
    const heardOnB = profileChanged(b.events, other.id);
    expect((await a.patch(`/api/admin/users/${other.id}/role`, { role: 'student' }, { as: admin })).statusCode).toBe(200);
    await heardOnB;
    expect((await getAs(b.app, '/api/admin/users/counts', other)).statusCode).toBe(403);
  });

  it('locks on B premium cancelled on A', async () => {
    const student = await buildStudent(a);
    const note = await buildNote(a, { title: 'Premium across instances', isPremium: true });
    const assigned = profileChanged(b.events, student.id);
    expect((await a.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'premium' }, { as: admin })).statusCode).toBe(200);
    await assigned;
    expect((await getAs(b.app, `/api/notes/${note.id}`, student)).statusCode).toBe(200);
    expect(isCached(b.app, student)).toBe(true);
    const heardOnB = profileChanged(b.events, student.id);
    expect((await a.patch(`/api/admin/users/${student.id}/subscription`, { plan: 'free' }, { as: admin })).statusCode).toBe(200);
    await heardOnB;
    expect((await getAs(b.app, `/api/notes/${note.id}`, student)).statusCode).toBe(403);
  });
});
