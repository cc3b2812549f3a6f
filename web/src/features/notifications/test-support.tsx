import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Notification } from '@common/notifications';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

type Route = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch answering "METHOD path" routes (query strings ignored); any other request fails the test. */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${url.split('?')[0]}`];
    if (!route) throw new Error(`unexpected request ${init?.method ?? 'GET'} ${url}`);
    return route(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderWithProviders(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

export const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: crypto.randomUUID(),
  title: 'Board exam routines are out',
  message: 'Check the Upcoming Exams list on your dashboard.',
  type: 'info',
  createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
  expiresAt: null,
  isRead: false,
  ...overrides,
});
