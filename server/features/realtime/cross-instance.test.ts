import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { selectRows } from '../../db/client';
import { buildSecondInstance, buildTestApp, type SecondInstance, type TestApp } from '../../test/app';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';
import { openEventStream, topicWith, type TestEventStream } from '../../test/sse-client';

const template = inject('testDatabase');

/**
 * Two app instances on one PostgreSQL database, each with its own pool and LISTEN connection, as behind a
 * load balancer. PGlite lives inside one process, so there is no second instance to start against it.
 */
describe.skipIf(template.kind !== 'postgres')('realtime across app instances (runs only with TEST_DATABASE_URL: needs a shared PostgreSQL server)', () => {
  let a: TestApp;
  let b: SecondInstance & { url: string };
  let urlA: string;
  let admin: TestUser;
  const streams: TestEventStream[] = [];

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    a = await buildTestApp();
    urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    const second = await buildSecondInstance(a);
    b = Object.assign(second, { url: await second.app.listen({ port: 0, host: '127.0.0.1' }) });
    admin = await buildAdmin(a);
  });

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await b?.close();
    await a?.close();
  });

  const connectToB = async (user: TestUser) => {
    const stream = await openEventStream(b.url, user.cookie);
    expect(stream.status).toBe(200);
    streams.push(stream);
    return stream;
  };

  const sendFromA = async (body: Record<string, unknown>) => {
    const response = await fetch(`${urlA}/api/admin/notifications`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', 'x-requested-with': 'pariksha' },
      body: JSON.stringify({ message: 'Sent on instance A', ...body }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  /** A marker published on instance A to everyone; once a stream on B has it, everything sent before has arrived. */
  const settle = async (...targets: TestEventStream[]) => {
    const marker = randomUUID();
    await a.events.publish({ topic: 'settings', ids: [marker], audience: { kind: 'everyone' } });
    await Promise.all(targets.map((stream) => stream.waitFor(topicWith('settings', marker))));
  };

  it('delivers a notification sent on instance A to a student connected to instance B, who then sees it', async () => {
    const student = await buildStudent(a);
    const stream = await connectToB(student);
    const unreadBefore = (await (await fetch(`${b.url}/api/notifications/unread-count`, { headers: { cookie: student.cookie } })).json()).count;
    const started = Date.now();
    const id = await sendFromA({ title: 'Cross-instance hello', targetAudience: 'students' });
    await stream.waitFor(topicWith('notifications', id), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    const unreadAfter = (await (await fetch(`${b.url}/api/notifications/unread-count`, { headers: { cookie: student.cookie } })).json()).count;
    expect(unreadAfter).toBe(unreadBefore + 1);
  });

  it('filters by audience on the receiving instance', async () => {
    const target = await buildStudent(a);
    const bystander = await buildStudent(a);
    const adminOnB = await buildAdmin(a);
    const [targetStream, bystanderStream, adminStream] = await Promise.all([connectToB(target), connectToB(bystander), connectToB(adminOnB)]);
    const personal = await sendFromA({ title: 'Only for you', targetAudience: 'specific_user', targetUserId: target.id });
    const premiumOnly = await sendFromA({ title: 'Premium only', targetAudience: 'premium_users' });
    await targetStream.waitFor(topicWith('notifications', personal));
    await settle(targetStream, bystanderStream, adminStream);
    const got = (stream: TestEventStream, id: string) => stream.topics().some((m) => m.ids.includes(id));
    expect(got(bystanderStream, personal)).toBe(false);
    expect(got(targetStream, premiumOnly)).toBe(false);
    expect(got(bystanderStream, premiumOnly)).toBe(false);
    // Admins see every sent notification in their list.
    expect(got(adminStream, personal) && got(adminStream, premiumOnly)).toBe(true);
  });

  it('closes a stream on B when its session signs out on A', async () => {
    const student = await buildStudent(a);
    const stream = await connectToB(student);
    const response = await fetch(`${urlA}/api/auth/logout`, { method: 'POST', headers: { cookie: student.cookie, 'x-requested-with': 'pariksha' } });
    expect(response.status).toBe(204);
    await stream.ended;
    expect(stream.isEnded).toBe(true);
  });

  it('reconnects after the database drops the LISTEN connection, sends a resync, and events flow again', async () => {
    const student = await buildStudent(a);
    const stream = await connectToB(student);
    const terminated = await selectRows<{ pid: number }>(
      a.db,
      sql`select pid, pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    expect(terminated.length).toBeGreaterThanOrEqual(2);
    await stream.waitFor((message) => message.event === 'resync', 5000);
    const id = await sendFromA({ title: 'After the reconnect', targetAudience: 'all' });
    await stream.waitFor(topicWith('notifications', id), 2000);
  });
});
