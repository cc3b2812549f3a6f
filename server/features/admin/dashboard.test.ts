import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AdminDashboardStats, SystemMonitor, SystemPerformance } from '@common/admin';
import { attempts, instanceMetrics, payments, profiles, securityEvents, studentActivity, subscriptionPlans, userProgress } from '../../db/schema';
import { RESPONSE_BUCKETS_MS } from '../../platform/instance-metrics';
import type { FileStorage } from '../../platform/storage';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY } from '../../test/clock';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';
import { buildMockTest } from '../../test/practice-factories';
import { openEventStream } from '../../test/sse-client';
import { listSystemAlerts } from './system-alerts';

let t: TestApp;
let admin: TestUser;
// Sunday 22 November 2026, 11:45 in Nepal: this Nepal month began 2026-10-31T18:15Z, the previous one 2026-09-30T18:15Z.
const NOW = '2026-11-22T06:00:00.000Z';

// Every gateway's secret is configured here, as in a deployment ready for payments: no gateway alert.
const GATEWAY_SECRETS = { ESEWA_SECRET_KEY: 'esewa-secret', KHALTI_SECRET_KEY: 'khalti-secret', FONEPAY_SECRET_KEY: 'fonepay-secret' };

beforeAll(async () => {
  t = await buildTestApp({ env: GATEWAY_SECRETS });
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

const stats = () => t.getOk<AdminDashboardStats>('/api/admin/dashboard/stats', { as: admin });
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * DAY);

describe('GET /api/admin/dashboard/stats', () => {
  let students: TestUser[];

  beforeAll(async () => {
    t.clock.set(NOW);
    students = await Promise.all([0, 1, 2, 3].map(() => buildStudent(t)));
    const [a, b, c, d] = students;
    // Joined: the admin and two students before this month, two students this month.
    const joined: [TestUser, string][] = [
      [admin, '2026-09-02T04:00:00Z'],
      [a!, '2026-10-20T04:00:00Z'],
      [b!, '2026-10-31T18:14:59Z'],
      [c!, '2026-10-31T18:15:00Z'],
      [d!, '2026-11-21T04:00:00Z'],
    ];
    for (const [user, at] of joined) await t.db.update(profiles).set({ createdAt: new Date(at) }).where(eq(profiles.id, user.id));

    // Active in the last 30 days: a (activity 5 days ago) and c (10 days ago); in the 30 before: b (an attempt 40 days
    // ago) and c (45 days ago). d's only activity is 70 days old; the admin's does not count.
    const activity = (user: TestUser, at: Date) => ({ userId: user.id, activityType: 'notes', contentTitle: 'Read', completedAt: at });
    await t.db.insert(studentActivity).values([activity(a!, daysAgo(5)), activity(c!, daysAgo(10)), activity(c!, daysAgo(45)), activity(d!, daysAgo(70)), activity(admin, daysAgo(1))]);
    const test = await buildMockTest(t, { questions: 2 });
    await t.db.insert(attempts).values({ userId: b!.id, kind: 'mock_test', mockTestId: test.id, title: 'Mock', startedAt: daysAgo(40), deadlineAt: daysAgo(39), maxScore: 2 });

    // Completed tests: three before this month, two in it; one unfinished.
    const progress = (user: TestUser, completedAt: Date | null) => ({ userId: user.id, completed: completedAt !== null, score: 50, completedAt });
    await t.db.insert(userProgress).values([
      progress(a!, new Date('2026-10-02T04:00:00Z')),
      progress(b!, new Date('2026-10-30T04:00:00Z')),
      progress(c!, new Date('2026-10-31T18:14:00Z')),
      progress(c!, new Date('2026-10-31T18:16:00Z')),
      progress(d!, new Date('2026-11-20T04:00:00Z')),
      progress(d!, null),
    ]);

    // Payments: this month Rs. 100 + Rs. 100 (one 10 minutes into the Nepal month); last month Rs. 150 at 23:45 on its
    // last Nepal day and Rs. 50 on 10 October; a failed and a pending one this month, a success in September.
    const [premium] = await t.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.name, 'premium'));
    const payment = (status: string, amount: number, verifiedAt: string | null, createdAt: string) => ({
      userId: a!.id,
      planId: premium!.id,
      gateway: 'esewa',
      amountPaisa: amount * 100,
      status,
      transactionUuid: `tx-${Math.random().toString(36).slice(2)}`,
      verifiedAt: verifiedAt ? new Date(verifiedAt) : null,
      createdAt: new Date(createdAt),
    });
    await t.db.insert(payments).values([
      payment('success', 100, '2026-10-31T18:25:00Z', '2026-10-31T18:20:00Z'),
      payment('success', 100, '2026-11-15T04:00:00Z', '2026-11-15T03:59:00Z'),
      payment('success', 150, '2026-10-31T18:00:00Z', '2026-10-31T17:59:00Z'),
      payment('success', 50, '2026-10-10T10:00:00Z', '2026-10-10T09:59:00Z'),
      payment('failed', 500, null, '2026-11-16T04:00:00Z'),
      payment('pending', 100, null, '2026-11-17T04:00:00Z'),
      payment('success', 100, '2026-09-20T04:00:00Z', '2026-09-20T03:59:00Z'),
    ]);
  });

  it('computes the four cards and their change from last month as counted by hand', async () => {
    t.clock.set(NOW);
    expect(await stats()).toEqual({
      // 5 accounts now, 3 when the Nepal month began (b joined a second before it): (5 - 3) / 3 = +66.7 %.
      totalUsers: { value: 5, previous: 3, change: 66.7 },
      activeStudents: { value: 2, previous: 2, change: 0 },
      // Rs. 200 this month, Rs. 200 last month.
      monthlyRevenuePaisa: { value: 20_000, previous: 20_000, change: 0 },
      // 5 completed, 3 before the month began: +66.7 %.
      testsCompleted: { value: 5, previous: 3, change: 66.7 },
      content: { notes: 0, mcqs: 2, mockTests: 1, pastPapers: 0 },
    });
  });

  it('applies the spec’s rule at its edges: +100 % from nothing, -100 % to nothing', async () => {
    // 15 October: Rs. 50 so far this month after Rs. 100 in September.
    t.clock.set('2026-10-15T06:00:00.000Z');
    expect((await stats()).monthlyRevenuePaisa).toEqual({ value: 5000, previous: 10_000, change: -50 });
    // 5 September: nothing yet this month or in August.
    t.clock.set('2026-09-05T06:00:00.000Z');
    expect((await stats()).monthlyRevenuePaisa).toEqual({ value: 0, previous: 0, change: 0 });
    // 25 September: Rs. 100 this month, nothing in August: +100 %.
    t.clock.set('2026-09-25T06:00:00.000Z');
    const september = await stats();
    expect(september.monthlyRevenuePaisa).toEqual({ value: 10_000, previous: 0, change: 100 });
    // Only the admin had joined by then (2 September), nobody before September began: +100 %.
    expect(september.totalUsers).toMatchObject({ previous: 0, change: 100 });
    // 5 December: nothing this month after Rs. 200 in November (as an admin signed in then: sessions idle out in 7 days).
    t.clock.set('2026-12-05T06:00:00.000Z');
    const december = await t.getOk<AdminDashboardStats>('/api/admin/dashboard/stats', { as: await buildAdmin(t) });
    expect(december.monthlyRevenuePaisa).toEqual({ value: 0, previous: 20_000, change: -100 });
    t.clock.set(NOW);
  });
});

describe('GET /api/admin/dashboard/monitor', () => {
  const monitor = () => t.getOk<SystemMonitor>('/api/admin/dashboard/monitor', { as: admin });

  it('raises alerts from real conditions only: maintenance, lockouts and failed payment checks in the last 24 hours', async () => {
    t.clock.set(NOW);
    expect((await monitor()).alerts).toEqual([]);

    const maintenance = await t.put('/api/admin/settings/maintenance', { enabled: true, message: 'Upgrading' }, { as: admin });
    expect(maintenance.statusCode).toBe(200);
    await t.db.insert(securityEvents).values([
      { eventType: 'account_locked', createdAt: new Date(Date.parse(NOW) - 2 * 3600_000) },
      { eventType: 'account_locked', createdAt: new Date(Date.parse(NOW) - 25 * 3600_000) },
      { eventType: 'payment_verification_failed', createdAt: new Date(Date.parse(NOW) - 60_000) },
      { eventType: 'payment_verification_failed', createdAt: new Date(Date.parse(NOW) - 3600_000) },
      { eventType: 'failed_login', createdAt: new Date(Date.parse(NOW) - 60_000) },
    ]);
    expect((await monitor()).alerts).toEqual([
      { code: 'maintenance_on', severity: 'warning' },
      { code: 'payment_verification_failures', severity: 'warning', count: 2 },
      { code: 'account_lockouts', severity: 'warning', count: 1 },
    ]);

    await t.put('/api/admin/settings/maintenance', { enabled: false, message: 'Upgrading' }, { as: admin });
    t.clock.set(new Date(Date.parse(NOW) + 25 * 3600_000));
    expect((await monitor()).alerts).toEqual([]);
    t.clock.set(NOW);
  });

  it('says so when storage does not answer', async () => {
    const broken: FileStorage = {
      put: () => Promise.reject(new Error('connect ECONNREFUSED')),
      get: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
    };
    t.clock.set(new Date(Date.parse(NOW) + 2 * DAY));
    expect(await listSystemAlerts({ ...t, storage: broken })).toEqual([{ code: 'storage_unreachable', severity: 'error' }]);
    // The real storage answers, and its probe leaves nothing behind.
    expect(await listSystemAlerts(t)).toEqual([]);
    t.clock.set(NOW);
  });
});

describe('System Alerts for payment gateways', () => {
  let bare: TestApp;
  let bareAdmin: TestUser;
  beforeAll(async () => {
    // No gateway secret configured: the seeded gateways are all switched on.
    bare = await buildTestApp();
    bareAdmin = await buildAdmin(bare);
  });
  afterAll(() => bare.close());
  const alertsOf = async (app: TestApp, as: TestUser) => (await app.getOk<SystemMonitor>('/api/admin/dashboard/monitor', { as })).alerts;

  it('names each active gateway without its secret: on the published test credentials outside production', async () => {
    expect(await alertsOf(bare, bareAdmin)).toEqual([
      { code: 'gateway_test_credentials', severity: 'info', gateway: 'esewa', variable: 'ESEWA_SECRET_KEY' },
      { code: 'gateway_test_credentials', severity: 'info', gateway: 'khalti', variable: 'KHALTI_SECRET_KEY' },
      { code: 'gateway_test_credentials', severity: 'info', gateway: 'fonepay', variable: 'FONEPAY_SECRET_KEY' },
    ]);
    // A switched-off gateway takes no payments, secret or not: no alert for it.
    const { gateways } = await bare.getOk<{ gateways: { id: string; gatewayName: string; merchantId: string | null }[] }>('/api/admin/payment-gateways', { as: bareAdmin });
    const khalti = gateways.find((gateway) => gateway.gatewayName === 'khalti')!;
    expect((await bare.put(`/api/admin/payment-gateways/${khalti.id}`, { isActive: false, merchantId: khalti.merchantId }, { as: bareAdmin })).statusCode).toBe(200);
    expect((await alertsOf(bare, bareAdmin)).map((alert) => alert.gateway)).toEqual(['esewa', 'fonepay']);
    expect((await bare.put(`/api/admin/payment-gateways/${khalti.id}`, { isActive: true, merchantId: khalti.merchantId }, { as: bareAdmin })).statusCode).toBe(200);
  });

  it('warns that an active gateway without its secret cannot take payments in production', async () => {
    const production = { ...bare, config: { ...bare.config, NODE_ENV: 'production' as const, KHALTI_SECRET_KEY: 'khalti-secret' } };
    expect(await listSystemAlerts(production)).toEqual([
      { code: 'gateway_without_secret', severity: 'warning', gateway: 'esewa', variable: 'ESEWA_SECRET_KEY' },
      { code: 'gateway_without_secret', severity: 'warning', gateway: 'fonepay', variable: 'FONEPAY_SECRET_KEY' },
    ]);
  });

  it('says nothing of a gateway whose secret is set', async () => {
    // Past the 24 hours of the security events recorded above: all clear.
    t.clock.set(new Date(Date.parse(NOW) + 2 * DAY));
    expect(await alertsOf(t, admin)).toEqual([]);
    t.clock.set(NOW);
  });
});

describe('GET /api/admin/dashboard/performance', () => {
  it('measures this instance and adds every other live instance, ignoring ones silent for a minute', async () => {
    t.clock.set(NOW);
    for (let n = 0; n < 5; n++) await t.get('/api/health');
    await stats();
    const histogram = RESPONSE_BUCKETS_MS.map(() => 0).concat(0);
    histogram[RESPONSE_BUCKETS_MS.indexOf(50)] = 100; // 100 responses between 30 and 50 ms elsewhere
    const figures = (connections: number) => ({
      uptimeSeconds: 7200,
      eventLoopUtilization: 0.9,
      eventLoopDelayMs: { p50: 1, p99: 42 },
      memory: { rssBytes: 100_000_000, heapUsedBytes: 50_000_000 },
      responseHistogram: histogram,
      realtimeConnections: connections,
    });
    await t.db.insert(instanceMetrics).values([
      { instanceId: 'other', hostname: 'app-2', pid: 7, startedAt: daysAgo(1), reportedAt: new Date(Date.parse(NOW) - 4000), figures: figures(40) },
      { instanceId: 'gone', hostname: 'app-3', pid: 8, startedAt: daysAgo(2), reportedAt: new Date(Date.parse(NOW) - 61_000), figures: figures(500) },
      { instanceId: 'garbled', hostname: 'app-4', pid: 9, startedAt: daysAgo(2), reportedAt: new Date(NOW), figures: { cpu: 'high' } },
    ]);
    // Gone for the next test even when an expectation below fails (its active users would count them).
    onTestFinished(async () => void (await t.db.execute(sql`delete from ${instanceMetrics}`)));

    const performance = await t.getOk<SystemPerformance>('/api/admin/dashboard/performance', { as: admin });
    expect(performance.instances.map((instance) => [instance.hostname, instance.isCurrent])).toEqual([
      [expect.any(String), true],
      ['app-2', false],
    ]);
    const [own, other] = performance.instances;
    expect(own!.requests).toBeGreaterThanOrEqual(6);
    expect(own!.memory.rssBytes).toBeGreaterThan(10_000_000);
    expect(other).toMatchObject({ requests: 100, eventLoopUtilization: 90, responseMs: { p50: 40, p95: 49 }, realtimeConnections: 40 });
    expect(performance).toMatchObject({
      // The busiest instance: the other's 90 %, unless this one, under a loaded test run, is busier.
      serverLoad: Math.max(90, own!.eventLoopUtilization),
      eventLoopDelayMs: Math.max(42, own!.eventLoopDelayMs.p99),
      memoryRssBytes: own!.memory.rssBytes + 100_000_000,
      uptimeSeconds: Math.max(7200, own!.uptimeSeconds),
      requestsLastMinute: own!.requests + 100,
      activeUsers: 40,
    });
    // Mostly the other instance's 30-50 ms responses: the cluster's median falls among them.
    expect(performance.responseMs.p50).toBeGreaterThan(30);
    expect(performance.responseMs.p50).toBeLessThanOrEqual(50);
  });
});

describe('a listening instance', () => {
  it('counts its open realtime streams as active users and reports itself to instance_metrics', async () => {
    t.clock.set(NOW);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const student = await buildStudent(t);
    const streams = await Promise.all([openEventStream(baseUrl, student.cookie), openEventStream(baseUrl, admin.cookie)]);
    try {
      const performance = await t.getOk<SystemPerformance>('/api/admin/dashboard/performance', { as: admin });
      expect(performance.activeUsers).toBe(2);
      await expect.poll(async () => (await t.db.select().from(instanceMetrics)).length).toBe(1);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('admin dashboard routes', () => {
  it('refuse students (403) and visitors (401)', async () => {
    const student = await buildStudent(t);
    for (const path of ['/api/admin/dashboard/stats', '/api/admin/dashboard/monitor', '/api/admin/dashboard/performance']) {
      expect((await t.get(path, { as: student })).statusCode, path).toBe(403);
      expect((await t.get(path)).statusCode, path).toBe(401);
    }
  });
});
