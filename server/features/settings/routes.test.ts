import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { recordResponses } from '../../test/response-scan';
import { loadMaintenance, MAINTENANCE_KEY } from './maintenance';

let t: TestApp;
let scan: ReturnType<typeof recordResponses>;
beforeAll(async () => {
  t = await buildTestApp();
  scan = recordResponses(t);
});
afterAll(() => t.close());

const DEFAULT = { enabled: false, message: 'System is under maintenance. Please check back later.' };

describe('reading the maintenance setting', () => {
  it('creates the default when the row is missing and treats an unreadable value as off', async () => {
    await t.db.delete(systemSettings).where(eq(systemSettings.settingKey, MAINTENANCE_KEY));
    expect(await loadMaintenance(t)).toEqual(DEFAULT);
    const [row] = await t.db.select().from(systemSettings).where(eq(systemSettings.settingKey, MAINTENANCE_KEY));
    expect(row!.settingValue).toEqual(DEFAULT);

    await t.db.update(systemSettings).set({ settingValue: { enabled: 'yes', message: 42 } }).where(eq(systemSettings.settingKey, MAINTENANCE_KEY));
    expect(await loadMaintenance(t)).toEqual(DEFAULT);
    await t.db.update(systemSettings).set({ settingValue: DEFAULT }).where(eq(systemSettings.settingKey, MAINTENANCE_KEY));
  });

  it('GET /api/settings/maintenance answers anyone', async () => {
    const response = await t.get('/api/settings/maintenance');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT);
  });
});

describe('responses of this suite', () => {
  it('never carry a password hash, a session token or a captcha answer', () => {
    scan.expectNoSecretsInBodies();
  });
});
