import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentNotification } from '@common/notifications';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { AdminNotificationsPage } from './admin-notifications-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const maya = { id: '6f1c1f39-5c1e-4c5a-9a43-3f1f5d0c2b11', fullName: 'Maya Gurung', email: 'maya@example.com', role: 'student' };
const sent = (overrides: Partial<SentNotification> = {}): SentNotification => ({
  id: crypto.randomUUID(),
  title: 'Board exam routines are out',
  message: 'Check the Upcoming Exams list.',
  type: 'warning',
  targetAudience: 'students',
  targetUser: null,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  expiresAt: null,
  isExpired: false,
  createdByName: 'Pariksha Admin',
  readCount: 3,
  recipientCount: 40,
  ...overrides,
});

describe('the notification management page', () => {
  it("refuses an empty title or message with 'Please fill in title and message' and sends nothing", async () => {
    const fetchMock = stubApi({ 'GET /api/admin/notifications': () => json(200, { notifications: [], nextCursor: null }) });
    renderWithProviders(<AdminNotificationsPage />);
    await userEvent.type(screen.getByLabelText('Title'), 'Only a title');
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findAllByText('Please fill in title and message')).not.toHaveLength(0);
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(await screen.findByText('Nothing sent yet')).toBeTruthy();
  });

  it('sends to a user found by name, shown only for the specific-user audience', async () => {
    let body: unknown;
    stubApi({
      'GET /api/admin/notifications': () => json(200, { notifications: [], nextCursor: null }),
      'GET /api/admin/notifications/recipients': (_init, url) => json(200, url.includes('search=maya') ? [maya] : []),
      'POST /api/admin/notifications': (init) => {
        body = JSON.parse(String(init?.body));
        return json(201, sent({ targetAudience: 'specific_user', targetUser: maya }));
      },
    });
    renderWithProviders(<AdminNotificationsPage />);
    expect(screen.queryByLabelText('Search users by name or email')).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), 'Your payment is confirmed');
    await userEvent.type(screen.getByLabelText('Message'), 'Premium is active for 30 days.');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'success');
    await userEvent.selectOptions(screen.getByLabelText('Send to'), 'specific_user');

    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Choose the user to notify')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search users by name or email'), 'maya');
    await userEvent.click(await screen.findByRole('button', { name: /Maya Gurung/ }));
    expect(screen.getByText('maya@example.com')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Notification sent successfully')).toBeTruthy();
    expect(body).toEqual({
      title: 'Your payment is confirmed',
      message: 'Premium is active for 30 days.',
      type: 'success',
      targetAudience: 'specific_user',
      targetUserId: maya.id,
      expiresAt: null,
    });
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(''));
  });

  it("says 'Failed to send notification' with the server's reason", async () => {
    stubApi({
      'GET /api/admin/notifications': () => json(200, { notifications: [], nextCursor: null }),
      'POST /api/admin/notifications': () => json(400, { error: { code: 'validation_error', message: 'The expiry must be in the future' } }),
    });
    renderWithProviders(<AdminNotificationsPage />);
    await userEvent.type(screen.getByLabelText('Title'), 'T');
    await userEvent.type(screen.getByLabelText('Message'), 'M');
    await userEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Failed to send notification')).toBeTruthy();
    expect(screen.getByText('The expiry must be in the future')).toBeTruthy();
  });

  it('lists sent notifications with read counts and deletes one after the confirmation', async () => {
    const first = sent();
    const second = sent({ title: 'Hello Maya', targetAudience: 'specific_user', targetUser: maya, readCount: 0, recipientCount: 1 });
    let remaining = [first, second];
    stubApi({
      'GET /api/admin/notifications': () => json(200, { notifications: remaining, nextCursor: null }),
      [`DELETE /api/admin/notifications/${second.id}`]: () => {
        remaining = [first];
        return json(204);
      },
    });
    renderWithProviders(<AdminNotificationsPage />);
    const list = await screen.findByRole('list', { name: 'Sent notifications' });
    expect(within(list).getByText('Read by 3 of 40')).toBeTruthy();
    expect(within(list).getByText('To: Maya Gurung (maya@example.com)')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete notification “Hello Maya”' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this notification? This action cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notification deleted successfully')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('Hello Maya')).toBeNull());
  });

  it("says 'Failed to delete notification' when deleting fails", async () => {
    const item = sent();
    stubApi({
      'GET /api/admin/notifications': () => json(200, { notifications: [item], nextCursor: null }),
      [`DELETE /api/admin/notifications/${item.id}`]: () => json(500, { error: { code: 'internal_error', message: 'boom' } }),
    });
    renderWithProviders(<AdminNotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Delete notification “${item.title}”` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete notification')).toBeTruthy();
  });
});
