import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUsersResponse } from '@common/admin';
import { buildSessionUser } from '@/test/factories';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { UsersPage } from './users-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const me = buildSessionUser({ id: 'admin-1', role: 'admin', fullName: 'Sita Admin', email: 'admin@example.com', class: null, faculty: null });
const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: crypto.randomUUID(),
  fullName: 'Maya Gurung',
  email: 'maya@example.com',
  role: 'student',
  class: '12',
  faculty: 'science',
  school: 'Butwal Public School',
  subscriptionPlan: 'free',
  subscriptionExpiresAt: null,
  isPremium: false,
  createdAt: '2026-11-01T04:00:00.000Z',
  ...overrides,
});
const maya = user();
const self = user({ id: 'admin-1', fullName: 'Sita Admin', email: 'admin@example.com', role: 'admin', class: null, school: null });
const page = (users: AdminUser[], pageNumber = 1): AdminUsersResponse => ({ users, page: pageNumber, pageSize: 20 });

function stubUsers(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/session': () => json(200, { user: me }),
    'GET /api/admin/users': () => json(200, page([self, maya])),
    'GET /api/admin/users/counts': () => json(200, { students: 1200, admins: 2, premiumUsers: 340, newThisMonth: 57 }),
    'GET /api/admin/users/total': () => json(200, { total: 1 }),
    ...extra,
  });
}

async function openMenu(name: string) {
  const trigger = await screen.findByRole('button', { name: `Actions for ${name}` });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('the user management page', () => {
  it('shows the count cards and the table with its columns', async () => {
    stubUsers();
    renderWithProviders(<UsersPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Class',
      'School',
      'Subscription',
      'Joined',
      'Actions',
    ]);
    expect(within(table).getByText('Maya Gurung')).toBeTruthy();
    expect(within(table).getByText('You')).toBeTruthy();
    expect(await screen.findByText('1,200')).toBeTruthy();
    expect(screen.getByText('New This Month')).toBeTruthy();
    // Without a search the pager's total is the count cards' Students + Admins.
    expect(screen.getByTestId('users-range').textContent).toBe('1–20 of 1,202');
  });

  it('counts a search once, not again for each page', async () => {
    const fetchMock = stubUsers();
    const totals = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/users/total')).map(([url]) => String(url));
    renderWithProviders(<UsersPage />);
    await screen.findByRole('table');
    expect(totals()).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() => expect(screen.getByTestId('users-range').textContent).toBe('1–2 of 2'));
    expect(totals()).toEqual([]);
    await userEvent.type(screen.getByLabelText('Search users'), 'maya');
    await waitFor(() => expect(screen.getByTestId('users-range').textContent).toBe('1–1 of 1'));
    expect(totals()).toEqual(['/api/admin/users/total?search=maya&role=admin']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sort=name'))).toBe(true));
    expect(totals()).toHaveLength(1);
  });

  it('searches by name or email after a pause in typing, from the first page', async () => {
    const fetchMock = stubUsers();
    renderWithProviders(<UsersPage />);
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Search users'), 'maya');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=maya'))).toBe(true));
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('role=admin') && String(url).includes('search=maya'))).toBe(true));
  });

  it("makes a student an admin with 'User role updated to admin'", async () => {
    let body: unknown;
    stubUsers({
      [`PATCH /api/admin/users/${maya.id}/role`]: (init) => {
        body = JSON.parse(String(init?.body));
        return json(200, { ...maya, role: 'admin' });
      },
    });
    renderWithProviders(<UsersPage />);
    const menu = await openMenu('Maya Gurung');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Make Admin' }));
    expect(await screen.findByText('User role updated to admin')).toBeTruthy();
    expect(body).toEqual({ role: 'admin' });
  });

  it("names the failure with the server's reason: 'Error updating subscription: …'", async () => {
    stubUsers({ [`PATCH /api/admin/users/${maya.id}/subscription`]: () => json(404, { error: { code: 'not_found', message: 'User not found' } }) });
    renderWithProviders(<UsersPage />);
    const menu = await openMenu('Maya Gurung');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Assign Premium (30 days)' }));
    expect(await screen.findByText('Error updating subscription: User not found')).toBeTruthy();
  });

  it('offers no role change or deletion on the admin’s own row', async () => {
    stubUsers();
    renderWithProviders(<UsersPage />);
    const menu = await openMenu('Sita Admin');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Assign Premium (30 days)']);
  });

  it('deletes behind the dialog with the spec’s wording', async () => {
    let deleted = '';
    stubUsers({
      [`DELETE /api/admin/users/${maya.id}`]: (_init, url) => {
        deleted = url;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<UsersPage />);
    const menu = await openMenu('Maya Gurung');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this user? This action cannot be undone.')).toBeTruthy();
    expect(within(dialog).getByText('Maya Gurung (maya@example.com)')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    expect(deleted).toBe(`/api/admin/users/${maya.id}`);
  });

  it("says 'Error fetching users: …' when the list cannot be read", async () => {
    stubUsers({ 'GET /api/admin/users': () => json(500, { error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } }) });
    renderWithProviders(<UsersPage />);
    expect(await screen.findByText('Error fetching users: An unexpected error occurred. Please try again.', {}, { timeout: 8000 })).toBeTruthy();
  });
});
