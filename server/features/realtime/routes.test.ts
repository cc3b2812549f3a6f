import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../../db/schema';
import type { Audience } from '../../platform/events';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY } from '../../test/clock';
import { buildAdmin, buildPremiumStudent, buildStudent, type TestUser } from '../../test/factories';
import { openEventStream, topicWith, type TestEventStream } from '../../test/sse-client';

let t: TestApp;
let baseUrl: string;
const streams: TestEventStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t.close();
});

async function connect(user?: TestUser) {
  const stream = await openEventStream(baseUrl, user?.cookie);
  streams.push(stream);
  return stream;
}

/** Publishes a marker to everyone and waits until each stream got it: anything sent before it has arrived too. */
async function settle(...targets: TestEventStream[]) {
  const marker = randomUUID();
  await t.events.publish({ topic: 'settings', ids: [marker], audience: { kind: 'everyone' } });
  await Promise.all(targets.filter((s) => !s.isEnded).map((s) => s.waitFor(topicWith('settings', marker))));
}

const received = (stream: TestEventStream, id: string) => stream.topics().some((m) => m.ids.includes(id));

describe('GET /api/events', () => {
  it('answers 401 without a live session', async () => {
    expect((await connect()).status).toBe(401);
    const student = await buildStudent(t);
    await t.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.id, student.sessionId));
    const revoked = await connect(student);
    expect(revoked.status).toBe(401);
    expect(t.app.realtime.size).toBe(0);
  });

  it('refuses an eleventh stream of one user with 429 until one of the ten closes', async () => {
    const student = await buildStudent(t);
    const open = [];
    for (let n = 0; n < 10; n++) open.push(await connect(student));
    expect(open.map((stream) => stream.status)).toEqual(Array(10).fill(200));
    const refused = await connect(student);
    expect(refused.status).toBe(429);
    expect(await connect(await buildStudent(t))).toMatchObject({ status: 200 });
    await open[0]!.close();
    await expect.poll(async () => (await connect(student)).status).toBe(200);
  });

  it('opens a stream with the reconnect hint and no caching', async () => {
    const stream = await connect(await buildStudent(t));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    await settle(stream);
    expect(stream.retryHint).toBe(1000);
  });

  it('forwards each event only to the streams its audience includes', async () => {
    const free = await buildStudent(t);
    const premium = await buildPremiumStudent(t);
    const admin = await buildAdmin(t);
    const [freeStream, premiumStream, adminStream] = await Promise.all([connect(free), connect(premium), connect(admin)]);
    const cases: [Audience, TestEventStream[]][] = [
      [{ kind: 'everyone' }, [freeStream, premiumStream, adminStream]],
      [{ kind: 'students' }, [freeStream, premiumStream]],
      [{ kind: 'premium' }, [premiumStream]],
      [{ kind: 'admins' }, [adminStream]],
      [{ kind: 'user', userId: free.id }, [freeStream]],
    ];
    const ids = cases.map(() => randomUUID());
    for (const [index, [audience]] of cases.entries()) await t.events.publish({ topic: 'upcoming_exams', ids: [ids[index]!], audience });
    await settle(freeStream, premiumStream, adminStream);
    for (const [index, [audience, expected]] of cases.entries()) {
      for (const stream of [freeStream, premiumStream, adminStream]) {
        expect(received(stream, ids[index]!), `${audience.kind} → ${[freeStream, premiumStream, adminStream].indexOf(stream)}`).toBe(
          expected.includes(stream),
        );
      }
    }
  });

  it("delivers a notification sent to one user to that user's tabs only", async () => {
    const admin = await buildAdmin(t);
    const target = await buildStudent(t);
    const classmate = await buildStudent(t);
    const [tabOne, tabTwo, other] = await Promise.all([connect(target), connect(target), connect(classmate)]);
    const sent = await t.post(
      '/api/admin/notifications',
      { title: 'Your result', message: 'Well done', targetAudience: 'specific_user', targetUserId: target.id },
      { as: admin },
    );
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json() as { id: string };
    await Promise.all([tabOne.waitFor(topicWith('notifications', id)), tabTwo.waitFor(topicWith('notifications', id))]);
    await settle(other);
    expect(received(other, id)).toBe(false);
  });

  it('tells students (not admins) when a notification for students is sent, and admins see it in their list', async () => {
    const admin = await buildAdmin(t);
    const student = await buildStudent(t);
    const [adminStream, studentStream] = await Promise.all([connect(admin), connect(student)]);
    const { id } = (await t.post('/api/admin/notifications', { title: 'Exam week', message: 'Good luck', targetAudience: 'students' }, { as: admin })).json();
    await studentStream.waitFor(topicWith('notifications', id));
    // Admins hear of it as senders (their sent list), once.
    await adminStream.waitFor(topicWith('notifications', id));
    await settle(adminStream);
    expect(adminStream.topics().filter((m) => m.ids.includes(id))).toHaveLength(1);
  });

  it('closes the stream of a session that signs out, and only that one', async () => {
    const student = await buildStudent(t);
    const [signingOut, otherDevice] = await Promise.all([connect(student), connect(await buildStudent(t))]);
    const response = await t.post('/api/auth/logout', undefined, { as: student });
    expect(response.statusCode).toBe(204);
    await signingOut.ended;
    expect(signingOut.isEnded).toBe(true);
    await settle(otherDevice);
    expect(otherDevice.isEnded).toBe(false);
  });

  it('closes streams whose session was revoked or expired without an event, at the periodic recheck', async () => {
    const revokedQuietly = await buildStudent(t);
    const stillLive = await buildStudent(t);
    const [revokedStream, liveStream] = await Promise.all([connect(revokedQuietly), connect(stillLive)]);
    await t.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.id, revokedQuietly.sessionId));
    await t.app.realtime.recheckSessions();
    await revokedStream.ended;
    expect(liveStream.isEnded).toBe(false);

    t.clock.advance(31 * DAY);
    await t.app.realtime.recheckSessions();
    await liveStream.ended;
    t.clock.advance(-31 * DAY);
  });

  it('stops premium events when premium lapses by the clock, and starts them when the plan changes', async () => {
    const premium = await buildPremiumStudent(t);
    const free = await buildStudent(t);
    const [premiumStream, freeStream] = await Promise.all([connect(premium), connect(free)]);

    t.clock.advance(31 * DAY);
    const afterLapse = randomUUID();
    await t.events.publish({ topic: 'mcqs', ids: [afterLapse], audience: { kind: 'premium' } });
    await settle(premiumStream);
    expect(received(premiumStream, afterLapse)).toBe(false);
    t.clock.advance(-31 * DAY);

    // An upgrade: the billing side updates the profile and publishes `profiles` for that user.
    await t.db
      .update(profiles)
      .set({ subscriptionPlan: 'premium', subscriptionExpiresAt: new Date(t.clock.now().getTime() + 30 * DAY) })
      .where(eq(profiles.id, free.id));
    await t.events.publish({ topic: 'profiles', ids: [free.id], audience: { kind: 'user', userId: free.id } });
    await expect
      .poll(async () => {
        const id = randomUUID();
        await t.events.publish({ topic: 'mcqs', ids: [id], audience: { kind: 'premium' } });
        await settle(freeStream);
        return received(freeStream, id);
      })
      .toBe(true);
  });
});

describe('shutdown', () => {
  it('ends open streams so the app closes at once', async () => {
    const own = await buildTestApp();
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const student = await buildStudent(own);
    const stream = await openEventStream(url, student.cookie);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await own.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
