import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { buildNotification } from '@/test/factories';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { ImportantUpdatesCard } from './important-updates-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows the first 3 notifications, the unread count and a link to all of them', async () => {
  const items = ['One', 'Two', 'Three', 'Four', 'Five'].map((title, index) => buildNotification({ title, isRead: index > 1 }));
  stubApi({
    'GET /api/notifications': () => json(200, { notifications: items }),
    'GET /api/notifications/unread-count': () => json(200, { count: 2 }),
  });
  renderWithProviders(<ImportantUpdatesCard />);
  const list = await screen.findByRole('list', { name: 'Important Updates' });
  expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['New: One', 'New: Two', 'Three']);
  expect(await screen.findByText('2 new')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe('/notifications');
});

it('shows an empty state when there are no notifications', async () => {
  stubApi({
    'GET /api/notifications': () => json(200, { notifications: [] }),
    'GET /api/notifications/unread-count': () => json(200, { count: 0 }),
  });
  renderWithProviders(<ImportantUpdatesCard />);
  expect(await screen.findByText('No updates right now')).toBeTruthy();
});
