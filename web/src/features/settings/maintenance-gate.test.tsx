import { fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { i18n } from '@/lib/translator';
import { buildSessionUser } from '@/test/factories';
import { json, renderRoutes, stubApi, profileLanguageSaves } from '@/test/harness';
import { MaintenanceGate } from './maintenance-gate';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ON = { enabled: true, message: 'Back at 6 PM.' };
const user = (role: 'student' | 'admin') => ({ user: buildSessionUser({ role, email: 'a@example.com', fullName: 'A', class: null, faculty: null }) });

function renderAt(path: string) {
  renderRoutes(
    [
      {
        element: (
          <MaintenanceGate>
            <Outlet />
          </MaintenanceGate>
        ),
        children: [
          { path: '/dashboard', element: <p>the app</p> },
          { path: '/login', element: <p>sign-in page</p> },
        ],
      },
    ],
    path,
  );
}

describe('MaintenanceGate', () => {
  it('shows the maintenance screen to a student while maintenance is on', async () => {
    stubApi({ 'GET /api/settings/maintenance': () => json(200, ON), 'GET /api/auth/session': () => json(200, user('student')) });
    renderAt('/dashboard');
    // The maintenance screen is a lazy chunk: its first import can take seconds while other test files load both cores.
    expect(await screen.findByRole('heading', { name: "We'll be right back!" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Back at 6 PM.')).toBeTruthy();
    for (const bullet of ['System upgrades', 'Enhanced security', 'Performance improvements']) expect(screen.getByText(bullet)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check Again' })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
  });

  it('offers the language switch on the maintenance screen, kept on a signed-in student’s profile', async () => {
    const { saved, routes: languageRoutes } = profileLanguageSaves('ne');
    stubApi({
      'GET /api/settings/maintenance': () => json(200, ON),
      'GET /api/auth/session': () => json(200, user('student')),
      ...languageRoutes,
    });
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: "We'll be right back!" }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Change language' }));
    expect(await screen.findByRole('heading', { name: 'हामी छिट्टै फर्कनेछौं!' }, { timeout: 10_000 })).toBeTruthy();
    expect(i18n.language).toBe('ne');
    expect(saved).toEqual([{ language: 'ne' }]);
    await changeLanguage('en');
  }, 30_000);

  it('lets an admin through', async () => {
    stubApi({ 'GET /api/settings/maintenance': () => json(200, ON), 'GET /api/auth/session': () => json(200, user('admin')) });
    renderAt('/dashboard');
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('keeps the sign-in page open', async () => {
    stubApi({ 'GET /api/settings/maintenance': () => json(200, ON), 'GET /api/auth/session': () => json(200, { user: null }) });
    renderAt('/login');
    expect(await screen.findByText('sign-in page')).toBeTruthy();
  });

  it('treats a failed read as off', async () => {
    stubApi({
      'GET /api/settings/maintenance': () => json(500, { error: { code: 'internal_error', message: 'boom' } }),
      'GET /api/auth/session': () => json(200, user('student')),
    });
    renderAt('/dashboard');
    expect(await screen.findByText('the app')).toBeTruthy();
  });
});
