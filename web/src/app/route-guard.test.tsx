import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '@common/auth';
import { authKeys } from '@/features/auth/queries';
import { buildSessionUser } from '@/test/factories';
import { renderRoutes } from '@/test/harness';
import { RequireAuth } from './route-guard';

const student = buildSessionUser();

function renderGuarded(path: string, session: SessionResponse | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (session) queryClient.setQueryData(authKeys.session(), session);
  else queryClient.setQueryDefaults(authKeys.session(), { queryFn: () => new Promise(() => {}) });
  renderRoutes(
    [
      { path: '/login', element: <p>login page</p> },
      { path: '/dashboard', element: <p>student dashboard</p> },
      { path: '/admin/dashboard', element: <p>admin dashboard</p> },
      { element: <RequireAuth />, children: [{ path: '/profile', element: <p>profile page</p> }] },
      { element: <RequireAuth role="admin" />, children: [{ path: '/admin/users', element: <p>users page</p> }] },
    ],
    path,
    queryClient,
  );
}

describe('RequireAuth', () => {
  it('shows a skeleton while the session loads', () => {
    renderGuarded('/profile', undefined);
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('sends a signed-out visitor to /login', async () => {
    renderGuarded('/profile', { user: null });
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('shows the page to a signed-in user', async () => {
    renderGuarded('/profile', { user: student });
    expect(await screen.findByText('profile page')).toBeTruthy();
  });

  it('sends a student away from an admin route to /dashboard', async () => {
    renderGuarded('/admin/users', { user: student });
    expect(await screen.findByText('student dashboard')).toBeTruthy();
  });
});
