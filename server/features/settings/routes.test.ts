import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { recordResponses } from '../../test/response-scan';
import { loadMaintenance, MAINTENANCE_KEY, readMaintenance } from './maintenance';

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

  it('is read once for all the requests that find it stale together, and again after a change', async () => {
    await t.events.publish({ topic: 'maintenance', ids: [], audience: { kind: 'everyone' } });
    const select = vi.spyOn(t.db, 'select');
    const readsOfTheSetting = () => select.mock.calls.filter(([fields]) => fields && Object.keys(fields).join() === 'value').length;
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => readMaintenance(t)));
      expect(answers).toEqual(answers.map(() => DEFAULT));
      expect(readsOfTheSetting()).toBe(1);
      // A change forgets the setting and the read under way: the next request reads it afresh.
      const underWay = readMaintenance(t);
      await t.events.publish({ topic: 'maintenance', ids: [], audience: { kind: 'everyone' } });
      await Promise.all([underWay, readMaintenance(t)]);
      expect(readsOfTheSetting()).toBe(2);
    } finally {
      select.mockRestore();
    }
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
