import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, isAdminHost, PUBLIC_ROUTES, ROUTE_REDIRECTS, SIGNED_IN_ROUTES } from '@common/routes';
import { routes } from './router';

const concrete = (pattern: string) => pattern.replace(':subject', 'physics').replace(':unit', 'optics');

describe('the router', () => {
  it('has a route of its own for every route of both route tables', () => {
    for (const pattern of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...ADMIN_ROUTES, ...Object.keys(ROUTE_REDIRECTS)]) {
      const matches = matchRoutes(routes, concrete(pattern)) ?? [];
      const leaf = matches.at(-1)?.route;
      expect(leaf, pattern).toBeDefined();
      expect(leaf?.path, pattern).not.toBe('*');
    }
  });

  it('sends anything else to the not-found route', () => {
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });

  it('treats manage. hosts and hosts containing admin as admin hosts', () => {
    expect(isAdminHost('manage.pariksha.com.np')).toBe(true);
    expect(isAdminHost('admin.pariksha.com.np')).toBe(true);
    expect(isAdminHost('pariksha.com.np')).toBe(false);
    expect(isAdminHost('localhost')).toBe(false);
  });
});
