import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
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

/**
 * PUT /api/profile/language as a route for stubApi, recording each body it is sent (where a signed-in reader's
 * language switch keeps the choice); it answers `answered`.
 */
export function profileLanguageSaves(answered: 'en' | 'ne') {
  const saved: unknown[] = [];
  const route: Route = (init) => {
    saved.push(JSON.parse(String(init?.body)));
    return json(200, { language: answered });
  };
  return { saved, routes: { 'PUT /api/profile/language': route } };
}

/** Renders `ui` in a memory router with a query client (a fresh app one unless given) and the toaster. */
export function renderWithProviders(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Renders a route table opened at `path`, with a query client (a fresh app one unless given) and the toaster. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

/**
 * For a test file whose screens use Radix parts (tabs, switches, radios measure themselves, and jsdom has no
 * ResizeObserver) and whose failure paths log expected errors: stubs the one, silences the other, restores both.
 */
export function withRadixAndQuietConsole() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
