import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyContent } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildStudent } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/admin/policies/:type', () => {
  it('publishes the next version, deactivates the previous and tells open screens', async () => {
    const admin = await buildAdmin(t);
    const first = await t.post('/api/admin/policies/privacy', { content: 'Privacy v2 text' }, { as: admin });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ version: 2, isActive: true });
    const second = await t.post('/api/admin/policies/privacy', { content: 'Privacy v3 text' }, { as: admin });
    expect(second.json().version).toBe(3);

    const active = await t.get('/api/policies/privacy');
    expect(active.json()).toMatchObject({ version: 3, content: 'Privacy v3 text' });
    const versions = (await t.get('/api/admin/policies', { as: admin })).json() as { policyType: string; version: number; isActive: boolean }[];
    const privacy = versions.filter((v) => v.policyType === 'privacy');
    expect(privacy.map((v) => [v.version, v.isActive])).toEqual([[3, true], [2, false], [1, false]]);
    expect(t.published.some((event) => event.topic === 'policies')).toBe(true);
  });

  it('gives consecutive versions to simultaneous saves', async () => {
    const admin = await buildAdmin(t);
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => t.post('/api/admin/policies/terms', { content: `Terms draft ${n}` }, { as: admin })),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const versions = responses.map((response) => response.json().version).sort();
    expect(versions).toEqual([2, 3, 4, 5]);
  });

  it('gives the first versions of a policy type to simultaneous first saves, without a 500', async () => {
    const admin = await buildAdmin(t);
    await t.db.delete(policyContent).where(eq(policyContent.policyType, 'privacy'));
    const responses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => t.post('/api/admin/policies/privacy', { content: `Privacy first draft ${n}` }, { as: admin })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(responses.map((response) => response.json().version).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const versions = (await t.getOk<{ policyType: string; isActive: boolean }[]>('/api/admin/policies', { as: admin })).filter((v) => v.policyType === 'privacy');
    expect(versions.filter((v) => v.isActive)).toHaveLength(1);
  });

  it('refuses blank content and unknown fields and changes nothing', async () => {
    const admin = await buildAdmin(t);
    const before = (await t.get('/api/policies/terms')).json();
    const blank = await t.post('/api/admin/policies/terms', { content: '   ' }, { as: admin });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Policy content cannot be empty');
    const extra = await t.post('/api/admin/policies/terms', { content: 'x', version: 99 }, { as: admin });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toContain('version');
    expect((await t.get('/api/policies/terms')).json()).toEqual(before);
  });

  it('refuses students and signed-out visitors', async () => {
    const student = await buildStudent(t);
    expect((await t.post('/api/admin/policies/terms', { content: 'x' }, { as: student })).statusCode).toBe(403);
    expect((await t.post('/api/admin/policies/terms', { content: 'x' })).statusCode).toBe(401);
    expect((await t.get('/api/admin/policies', { as: student })).statusCode).toBe(403);
  });
});
