import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNotification } from '@/test/factories';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { readInNepali, textsWithLatinDigits } from '@/test/language';
import { NotificationBell } from './notification-bell';
import { NotificationsPage } from './notifications-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const welcome = buildNotification({ title: 'Welcome to Pariksha!', type: 'success', isRead: true });
const routine = buildNotification({ title: 'Board exam routines are out', type: 'warning' });
const premium = buildNotification({ title: 'New mock tests', type: 'info' });

describe('the notifications page', () => {
  it('lists notifications with their type and marks all as read', async () => {
    const api = stubApi({
      'GET /api/notifications': () => json(200, { notifications: [premium, routine, welcome] }),
      'GET /api/notifications/unread-count': () => json(200, { count: 2 }),
      'POST /api/notifications/read-all': () => json(200, { updated: 2 }),
    });
    renderWithProviders(
      <>
        <NotificationBell />
        <NotificationsPage />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('New')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: 'Warning' })).toBeTruthy();
    expect(screen.getByText('2 unread')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();

    api.mockClear();
    stubApi({
      'GET /api/notifications': () => json(200, { notifications: [premium, routine, welcome].map((n) => ({ ...n, isRead: true })) }),
      'GET /api/notifications/unread-count': () => json(200, { count: 0 }),
      'POST /api/notifications/read-all': () => json(200, { updated: 2 }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeTruthy();
    await waitFor(() => expect(within(list).queryAllByText('New')).toHaveLength(0));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('writes each notification’s day and expiry in Bikram Sambat with AD beside them for a Nepali reader', async () => {
    await readInNepali();
    const dated = buildNotification({ title: 'Routine', createdAt: '2026-11-22T06:00:00.000Z', expiresAt: '2026-12-01T06:00:00.000Z' });
    stubApi({ 'GET /api/notifications': () => json(200, { notifications: [dated] }) });
    const { container } = renderWithProviders(<NotificationsPage />);
    const list = await screen.findByRole('list', { name: 'सूचनाहरू' });
    expect(list.querySelector('time')?.textContent).toMatch(/ · २०८३ मङ्सिर ६ \(२०२६ नोभे\. २२\)$/);
    expect(within(list).getByText(/२०८३ मङ्सिर १५ \(२०२६ डिसे\. १\), ११:४५/)).toBeTruthy();
    expect(textsWithLatinDigits(container)).toEqual([]);
  });

  it('marks one as read when it is opened', async () => {
    const fetchMock = stubApi({
      'GET /api/notifications': () => json(200, { notifications: [routine] }),
      [`POST /api/notifications/${routine.id}/read`]: () => json(204),
    });
    renderWithProviders(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Board exam routines are out' }));
    expect(fetchMock).toHaveBeenCalledWith(`/api/notifications/${routine.id}/read`, expect.objectContaining({ method: 'POST' }));
    expect(screen.getByRole('button', { name: 'Board exam routines are out' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("says 'Failed to mark notification as read' and shows it unread again when marking fails", async () => {
    stubApi({
      'GET /api/notifications': () => json(200, { notifications: [routine] }),
      [`POST /api/notifications/${routine.id}/read`]: () => json(500, { error: { code: 'internal_error', message: 'boom' } }),
    });
    renderWithProviders(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Failed to mark notification as read')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it("says 'Failed to mark all notifications as read' when that fails", async () => {
    stubApi({
      'GET /api/notifications': () => json(200, { notifications: [routine] }),
      'POST /api/notifications/read-all': () => json(500, { error: { code: 'internal_error', message: 'boom' } }),
    });
    renderWithProviders(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Failed to mark all notifications as read')).toBeTruthy();
  });

  it("says 'Failed to fetch notifications' when the list cannot be loaded", async () => {
    stubApi({ 'GET /api/notifications': () => json(503, { error: { code: 'unavailable', message: 'down' } }) });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('Failed to fetch notifications', { selector: '[data-sonner-toast] *' }, { timeout: 8000 })).toBeTruthy();
  }, 15_000);

  it('shows an empty state when there is nothing', async () => {
    stubApi({ 'GET /api/notifications': () => json(200, { notifications: [] }) });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });
});
