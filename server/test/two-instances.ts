import { afterAll, beforeAll, inject } from 'vitest';
import { buildSecondInstance, buildTestApp, type SecondInstance, type TestApp } from './app';
import { buildAdmin, type TestUser } from './factories';

export type TwoInstances = { a: TestApp; b: SecondInstance; admin: TestUser };

/**
 * For a describe block that needs PostgreSQL: an app instance A, a second instance B on A's database (they share
 * events only through LISTEN/NOTIFY, as two servers do) and an admin, built before the block's tests and closed after.
 * `take` receives them, so the block keeps its own names.
 */
export function useTwoInstances(take: (instances: TwoInstances) => void) {
  let built: TwoInstances | undefined;
  beforeAll(async () => {
    if (inject('testDatabase').kind !== 'postgres') return;
    const a = await buildTestApp();
    const b = await buildSecondInstance(a);
    built = { a, b, admin: await buildAdmin(a) };
    take(built);
  });
  afterAll(async () => {
    await built?.b.close();
    await built?.a.close();
  });
}
