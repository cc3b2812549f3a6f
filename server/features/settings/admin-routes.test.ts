import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, systemSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';
import { recordResponses } from '../../test/response-scan';
import { MAINTENANCE_KEY } from './maintenance';

let t: TestApp;
let scan: ReturnType<typeof recordResponses>;
let admin: TestUser;
let student: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  scan = recordResponses(t);
  admin = await buildAdmin(t);
  student = await buildStudent(t);
});
afterAll(() => t.close());

const DEFAULT = { enabled: false, message: 'System is under maintenance. Please check back later.' };
const setMaintenance = (body: Record<string, unknown>, as: TestUser | undefined = admin) => t.put('/api/admin/settings/maintenance', body, { as });
const captchaId = async () => ((await t.get('/api/auth/captcha')).json() as { id: string }).id;

describe('PUT /api/admin/settings/maintenance', () => {
  it('refuses students and visitors and bad bodies, changing nothing', async () => {
    expect((await setMaintenance({ enabled: true, message: 'x' }, student)).statusCode).toBe(403);
    expect((await t.put('/api/admin/settings/maintenance', { enabled: true, message: 'x' })).statusCode).toBe(401);
    const blank = await setMaintenance({ enabled: true, message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Maintenance message is required');
    const extra = await setMaintenance({ enabled: true, message: 'x', updatedBy: 'me' });
    expect(extra.statusCode).toBe(400);
    expect((await setMaintenance({ enabled: 'yes', message: 'x' })).statusCode).toBe(400);
    expect((await t.get('/api/settings/maintenance')).json()).toEqual(DEFAULT);
  });

  it('turns maintenance on: non-admin API requests get 503 with the message, exempt routes and admins carry on', async () => {
    const message = 'Upgrading the exam engine. Back at 6 PM.';
    const response = await setMaintenance({ enabled: true, message });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true, message });
    expect(t.published.some((event) => event.topic === 'maintenance' && event.audience.kind === 'everyone')).toBe(true);
    const events = await t.db.select().from(securityEvents).where(and(eq(securityEvents.userId, admin.id), eq(securityEvents.eventType, 'maintenance_mode_updated')));
    expect(events.at(-1)!.details).toMatchObject({ enabled: true, settingsUpdated: 'maintenance_mode' });

    // Refused: a student, a visitor, any non-exempt path.
    for (const as of [student, undefined]) {
      const refused = await t.get('/api/admin/settings/status', { as });
      expect(refused.statusCode).toBe(503);
      expect(refused.body).toBe(JSON.stringify({ error: { code: 'maintenance', message } }));
      expect((await t.post('/api/auth/signup', {}, { as })).statusCode).toBe(503);
    }

    // Exempt: health, captcha, session, maintenance read, sign-in, admin sign-in, logout.
    expect((await t.get('/api/health')).statusCode).toBe(200);
    expect((await t.get('/api/auth/session', { as: student })).json().user.id).toBe(student.id);
    expect((await t.get('/api/settings/maintenance', { as: student })).json()).toEqual({ enabled: true, message });
    const otherStudent = await buildStudent(t);
    const signIn = await t.post('/api/auth/login', { email: otherStudent.email, password: otherStudent.password, captchaId: await captchaId(), captchaAnswer: 'ABCDE' });
    expect(signIn.statusCode).toBe(200);
    const adminSignIn = await t.post('/api/auth/admin-login', { email: admin.email, password: admin.password, captchaId: await captchaId(), captchaAnswer: 'ABCDE' });
    expect(adminSignIn.statusCode).toBe(200);
    expect((await t.post('/api/auth/logout', undefined, { as: otherStudent })).statusCode).toBe(204);

    // Admins keep the whole API.
    expect((await t.get('/api/admin/settings/status', { as: admin })).statusCode).toBe(200);

    expect((await setMaintenance({ enabled: false, message })).statusCode).toBe(200);
    expect((await t.get('/api/admin/settings/status', { as: student })).statusCode).toBe(403);
  });

  it('follows a change made by another app instance as soon as its event arrives', async () => {
    await t.db
      .update(systemSettings)
      .set({ settingValue: { enabled: true, message: 'Changed elsewhere' } })
      .where(eq(systemSettings.settingKey, MAINTENANCE_KEY));
    await t.events.publish({ topic: 'maintenance', ids: [], audience: { kind: 'everyone' } });
    await expect.poll(async () => (await t.get('/api/does-not-exist', { as: student })).statusCode).toBe(503);
    await t.db.update(systemSettings).set({ settingValue: DEFAULT }).where(eq(systemSettings.settingKey, MAINTENANCE_KEY));
    await t.events.publish({ topic: 'maintenance', ids: [], audience: { kind: 'everyone' } });
    await expect.poll(async () => (await t.get('/api/does-not-exist', { as: student })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/settings/status', () => {
  it('gives an admin the measured figures', async () => {
    const response = await t.get('/api/admin/settings/status', { as: admin });
    expect(response.statusCode).toBe(200);
    const status = response.json();
    expect(status).toMatchObject({
      version: '1.0.0',
      environment: 'test',
      nodeVersion: process.version,
      database: { reachable: true },
      maintenance: DEFAULT,
    });
    expect(status.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(status.memory.rssBytes).toBeGreaterThan(0);
    expect(status.counts.users).toBeGreaterThanOrEqual(3);
    expect(status.counts.admins).toBeGreaterThanOrEqual(1);
    expect(status.counts.activeSessions).toBeGreaterThanOrEqual(2);
  });

  it('refuses students', async () => {
    expect((await t.get('/api/admin/settings/status', { as: student })).statusCode).toBe(403);
  });
});

describe('responses of this suite', () => {
  it('never carry a password hash, a session token or a captcha answer', () => {
    scan.addSecret(admin.token);
    scan.addSecret(student.token);
    scan.expectNoSecretsInBodies();
  });
});
