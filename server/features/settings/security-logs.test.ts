import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityLogPage } from '@common/security-logs';
import { recordSecurityEvent } from '../../platform/security-events';
import { buildTestApp, type TestApp } from '../../test/app';
import { DAY } from '../../test/clock';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildAdmin(t);
  student = await buildStudent(t, { fullName: 'Sunita Magar' });
});
afterAll(() => t.close());

const page = (query: string) => t.getOk<SecurityLogPage>(`/api/admin/security-events${query}`, { as: admin });

describe('GET /api/admin/security-events', () => {
  it('lists events newest first in keyset pages of 25, filtered by type, user and Nepal day', async () => {
    const start = t.clock.now();
    for (let index = 0; index < 30; index++) {
      await recordSecurityEvent(t, { eventType: 'mfa_failed', userId: student.id, ipAddress: '203.0.113.9', details: { index }, at: new Date(start.getTime() + index * 1000) });
    }
    await recordSecurityEvent(t, { eventType: 'failed_login', email: 'nobody@example.com', details: {}, at: new Date(start.getTime() + DAY) });

    const first = await page('?type=mfa_failed');
    expect(first.events).toHaveLength(25);
    expect(first.events[0]).toMatchObject({ eventType: 'mfa_failed', userId: student.id, email: student.email, userName: 'Sunita Magar', details: { index: 29 } });
    const second = await page(`?type=mfa_failed&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.events.map((event) => event.details.index)).toEqual([4, 3, 2, 1, 0]);
    expect(second.nextCursor).toBeNull();

    expect((await page('?user=sunita')).events.every((event) => event.userId === student.id)).toBe(true);
    expect((await page('?user=nobody@')).events.map((event) => event.eventType)).toEqual(['failed_login']);
    const nextDay = new Date(start.getTime() + DAY + 5.75 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect((await page(`?from=${nextDay}&to=${nextDay}`)).events.map((event) => event.eventType)).toEqual(['failed_login']);
  });

  it('refuses a bad cursor or date with 400, and everyone but an admin', async () => {
    for (const query of ['cursor=garbage', 'cursor=-271821-04-20T00%3A00%3A00.000Z_00000000-0000-0000-0000-000000000000', 'from=2026-99-99', 'from=2026-05-02&to=2026-05-01']) {
      expect((await t.get(`/api/admin/security-events?${query}`, { as: admin })).statusCode, query).toBe(400);
    }
    expect((await t.get('/api/admin/security-events', { as: student })).statusCode).toBe(403);
    expect((await t.get('/api/admin/security-events')).statusCode).toBe(401);
  });
});
