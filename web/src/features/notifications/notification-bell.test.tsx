import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { NotificationBell } from './notification-bell';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the notification bell', () => {
  it("shows '9+' above 9 unread", async () => {
    stubApi({ 'GET /api/notifications/unread-count': () => json(200, { count: 12 }) });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 12 unread' });
    expect(bell.textContent).toBe('9+');
    expect(bell.getAttribute('href')).toBe('/notifications');
  });

  it('shows the exact count up to 9', async () => {
    stubApi({ 'GET /api/notifications/unread-count': () => json(200, { count: 9 }) });
    renderWithProviders(<NotificationBell />);
    expect((await screen.findByRole('link', { name: 'Notifications, 9 unread' })).textContent).toBe('9');
  });

  it('shows no badge and no toast when the count fails', async () => {
    const fetchMock = stubApi({ 'GET /api/notifications/unread-count': () => json(403, { error: { code: 'forbidden', message: 'no' } }) });
    renderWithProviders(<NotificationBell />);
    const bell = screen.getByRole('link', { name: 'Notifications' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bell.textContent).toBe('');
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });
});
