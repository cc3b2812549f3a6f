import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { clear } from 'idb-keyval';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from '@/features/auth/use-logout';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/test/harness';
import { offlineStore } from './offline-data';
import { SAVED_CACHE } from './offline-rules';
import { useRemoveSaved, useSavedItems, useSaveForOffline, type SavedItem } from './saved-items';

// IndexedDB (fake-indexeddb) and Cache Storage (the test setup's) are real stores here: nothing of the module is mocked,
// only the server's answers.

afterEach(async () => {
  vi.unstubAllGlobals();
  await clear(offlineStore());
});

const UNIT = '/api/notes/physics/electrostatics';
const GAUSS_PDF = '/api/notes/gauss/pdf';
const COULOMB_PDF = '/api/notes/coulomb/pdf';
const PAPER_PDF = '/api/past-papers/p1/pdf';

const unitAnswer = { unit: 'Electrostatics', notes: [{ id: 'gauss', title: "Gauss's Law", content: 'Flux $\\Phi = Q/\\varepsilon_0$' }] };
const pdf = (size: number) => () =>
  new Response(new Uint8Array(size).fill(37), { status: 200, headers: { 'content-type': 'application/pdf', 'content-length': String(size) } });

const gauss: Omit<SavedItem, 'bytes' | 'savedAt'> = { id: 'gauss', kind: 'note', title: "Gauss's Law", href: '/notes/physics/electrostatics', urls: [UNIT, GAUSS_PDF] };
const coulomb: Omit<SavedItem, 'bytes' | 'savedAt'> = { id: 'coulomb', kind: 'note', title: "Coulomb's Law", href: '/notes/physics/electrostatics', urls: [UNIT, COULOMB_PDF] };
const paper: Omit<SavedItem, 'bytes' | 'savedAt'> = { id: 'p1', kind: 'paper', title: 'NEB Physics 2080', href: '/notes', urls: [PAPER_PDF] };

const UNIT_BYTES = new TextEncoder().encode(JSON.stringify(unitAnswer)).byteLength;

function serve(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${UNIT}`]: () => json(200, unitAnswer),
    [`GET ${GAUSS_PDF}`]: pdf(2048),
    [`GET ${COULOMB_PDF}`]: pdf(1000),
    [`GET ${PAPER_PDF}`]: pdf(5000),
    ...extra,
  });
}

/** The saved-items hooks (and sign-out) on one page, with the app's query client. */
function renderSavedItems() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ list: useSavedItems(), save: useSaveForOffline(), remove: useRemoveSaved(), logout: useLogout() }), { wrapper });
}

const savedCache = () => caches.open(SAVED_CACHE);

async function cachedUrls() {
  if (!(await caches.has(SAVED_CACHE))) return [];
  return (await (await savedCache()).keys()).map((request) => new URL(request.url).pathname).sort();
}

describe('saved items', () => {
  it('keeps the API answers a note reads, under their own URLs, and lists the note with its size', async () => {
    serve();
    const { result } = renderSavedItems();
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    let saved: SavedItem | undefined;
    await act(async () => {
      saved = await result.current.save.mutateAsync(gauss);
    });
    expect(saved).toMatchObject({ id: 'gauss', kind: 'note', bytes: UNIT_BYTES + 2048 });
    await waitFor(() => expect(result.current.list.data).toEqual([saved]));

    // What the screens read offline is what the server sent: the unit's JSON and the PDF's bytes and type.
    const cache = await savedCache();
    expect(await (await cache.match(UNIT))!.json()).toEqual(unitAnswer);
    const keptPdf = (await cache.match(GAUSS_PDF))!;
    expect(keptPdf.headers.get('content-type')).toBe('application/pdf');
    expect((await keptPdf.arrayBuffer()).byteLength).toBe(2048);
    expect(await cachedUrls()).toEqual([GAUSS_PDF, UNIT].sort());
  });

  it('lists every saved note and paper with its own size, once each even when saved again', async () => {
    serve();
    const { result } = renderSavedItems();
    await act(async () => {
      await result.current.save.mutateAsync(gauss);
      await result.current.save.mutateAsync(paper);
      await result.current.save.mutateAsync(gauss);
    });
    await waitFor(() => expect(result.current.list.data?.map((item) => [item.title, item.kind, item.bytes])).toEqual([
      ['NEB Physics 2080', 'paper', 5000],
      ["Gauss's Law", 'note', UNIT_BYTES + 2048],
    ]));
    // The list outlives the page: a new one reads the same index from IndexedDB.
    const { result: nextPage } = renderSavedItems();
    await waitFor(() => expect(nextPage.current.list.data?.map((item) => item.id).sort()).toEqual(['gauss', 'p1']));
  });

  it('saves nothing when the server refuses one of the answers (a premium paper on a free plan)', async () => {
    serve({ [`GET ${PAPER_PDF}`]: () => json(403, { error: { code: 'premium_required', message: 'Premium required' } }) });
    const { result } = renderSavedItems();
    await act(async () => {
      await expect(result.current.save.mutateAsync(paper)).rejects.toMatchObject({ status: 403 });
    });
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    expect(await cachedUrls()).toEqual([]);
  });

  it('removes an item and its answers, but keeps an answer another saved item still reads', async () => {
    serve();
    const { result } = renderSavedItems();
    await act(async () => {
      await result.current.save.mutateAsync(gauss);
      await result.current.save.mutateAsync(coulomb);
    });
    expect(await cachedUrls()).toEqual([COULOMB_PDF, GAUSS_PDF, UNIT].sort());

    await act(async () => {
      await result.current.remove.mutateAsync('gauss');
    });
    await waitFor(() => expect(result.current.list.data?.map((item) => item.id)).toEqual(['coulomb']));
    // The unit's answer is shared with Coulomb's note and stays; Gauss's PDF goes.
    expect(await cachedUrls()).toEqual([COULOMB_PDF, UNIT].sort());

    await act(async () => {
      await result.current.remove.mutateAsync('coulomb');
    });
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    expect(await cachedUrls()).toEqual([]);
  });

  it('forgets everything saved on this device when the student signs out (phones are shared)', async () => {
    serve({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    const { result } = renderSavedItems();
    await act(async () => {
      await result.current.save.mutateAsync(gauss);
      await result.current.save.mutateAsync(paper);
    });
    expect(await caches.has(SAVED_CACHE)).toBe(true);

    await act(async () => {
      await result.current.logout.mutateAsync();
    });
    await waitFor(async () => expect(await caches.has(SAVED_CACHE)).toBe(false));
    // The next student on this phone sees an empty list.
    const { result: nextPage } = renderSavedItems();
    await waitFor(() => expect(nextPage.current.list.data).toEqual([]));
  });
});
