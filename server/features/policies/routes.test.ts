import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/policies/:type', () => {
  it('answers the seeded first version of each policy to anyone', async () => {
    for (const type of ['terms', 'privacy']) {
      const response = await t.get(`/api/policies/${type}`);
      expect(response.statusCode).toBe(200);
      const policy = response.json();
      expect(policy).toMatchObject({ policyType: type, version: 1, isActive: true });
      expect(policy.content.length).toBeGreaterThan(20);
    }
  });

  it('refuses an unknown policy type with a clear message', async () => {
    const response = await t.get('/api/policies/cookies');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_error');
  });
});
