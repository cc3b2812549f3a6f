import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@common/auth';
import { changeLanguage } from '@/lib/i18n';
import { i18n } from '@/lib/translator';
import { buildSessionUser } from '@/test/factories';
import { json, renderWithProviders, stubApi, profileLanguageSaves } from '@/test/harness';
import { Header } from './header';

afterEach(() => {
  vi.unstubAllGlobals();
});

const person = (role: SessionUser['role']) =>
  buildSessionUser({ role, email: `${role}@example.com`, fullName: role === 'admin' ? 'Pariksha Admin' : 'Aarav Sharma', class: null, faculty: null });

async function openAccountMenu(name = 'Account menu') {
  const trigger = screen.getByRole('button', { name });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('the signed-in header', () => {
  it('gives a student the logo to /dashboard, Upgrade, and Profile and Log out', async () => {
    stubApi({ 'GET /api/notifications/unread-count': () => json(200, { count: 0 }) });
    renderWithProviders(<Header user={person('student')} />);
    expect(screen.getByRole('link', { name: 'Pariksha home' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByText('Admin')).toBeNull();
    const menu = await openAccountMenu();
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'नेपाली', 'Log out']);
  });

  it('gives an admin the logo to /admin/dashboard, Payment Settings, the admin items and the Admin badge', async () => {
    stubApi({ 'GET /api/notifications/unread-count': () => json(200, { count: 0 }) });
    renderWithProviders(<Header user={person('admin')} />);
    expect(screen.getByRole('link', { name: 'Pariksha home' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Payment Settings' }).getAttribute('href')).toBe('/admin/payments');
    expect(screen.getByText('Admin')).toBeTruthy();
    const menu = await openAccountMenu();
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Manage Notifications', 'Edit Dashboard Content', 'Security Dashboard', 'Admin Dashboard', 'नेपाली', 'Log out']);
  });

  it('reads in the language kept on the profile, and keeps a new choice there', async () => {
    const { saved, routes: languageRoutes } = profileLanguageSaves('en');
    stubApi({
      'GET /api/notifications/unread-count': () => json(200, { count: 0 }),
      ...languageRoutes,
    });
    renderWithProviders(<Header user={buildSessionUser({ language: 'ne' })} />);
    // Switching loads the Nepali texts and the Bikram Sambat converter first.
    await waitFor(() => expect(i18n.language).toBe('ne'), { timeout: 10_000 });
    const menu = await openAccountMenu(i18n.t('header.userMenu'));
    fireEvent.click([...menu.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'English')!);
    await waitFor(() => expect(i18n.language).toBe('en'), { timeout: 10_000 });
    expect(saved).toEqual([{ language: 'en' }]);
    await changeLanguage('en');
  }, 30_000);

  it('loads the account menu when its button is focused, and the button that replaces it keeps the focus', async () => {
    stubApi({ 'GET /api/notifications/unread-count': () => json(200, { count: 0 }) });
    renderWithProviders(<Header user={person('student')} />);
    screen.getByRole('button', { name: 'Account menu' }).focus();
    // The menu's own button (Radix's) carries data-state once the code has arrived.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-state')).toBe('closed'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a mobile menu with the same destinations', () => {
    stubApi({ 'GET /api/notifications/unread-count': () => json(200, { count: 0 }) });
    renderWithProviders(<Header user={person('student')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const links = [...menu.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/dashboard', '/notes', '/mcq', '/mocktest', '/ai-tutor', '/subscription', '/profile']);
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeTruthy();
  });

  it("keeps the student signed in and says 'Failed to log out' (title Error) when the sign-out fails", async () => {
    stubApi({
      'GET /api/notifications/unread-count': () => json(200, { count: 0 }),
      'POST /api/auth/logout': () => json(503, { error: { code: 'unavailable', message: 'Try later' } }),
    });
    renderWithProviders(<Header user={person('student')} />);
    const menu = await openAccountMenu();
    fireEvent.click([...menu.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Log out')!);
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Failed to log out')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });
});
