import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '@/features/auth/queries';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { i18n } from '@/lib/translator';
import { buildSessionUser } from '@/test/factories';
import { json, renderRoutes, stubApi, profileLanguageSaves } from '@/test/harness';
import { readInNepali, textsWithLatinDigits } from '@/test/language';
import { isChunkLoadError, page, shouldReloadForChunkError } from './chunk-reload';
import { RootErrorBoundary, RouteErrorPage } from './errors';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Exploding({ shouldThrow }: { shouldThrow: boolean }) {
  if (shouldThrow) throw new Error('boom');
  return <p>recovered</p>;
}

function Harness() {
  const [shouldThrow, setShouldThrow] = useState(true);
  return (
    <>
      <button onClick={() => setShouldThrow(false)}>fix</button>
      <RootErrorBoundary>
        <Exploding shouldThrow={shouldThrow} />
      </RootErrorBoundary>
    </>
  );
}

describe('RootErrorBoundary', () => {
  it("shows 'Something went wrong' with Try Again and Refresh Page, and Try Again renders again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'fix' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('recovered')).toBeTruthy();
  });

  it('offers the language switch, which changes this device’s language (there is no session outside the providers)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change language' }));
    await waitFor(() => expect(i18n.language).toBe('ne'), { timeout: 10_000 });
    expect(screen.getByText('केही गडबड भयो')).toBeTruthy();
    await changeLanguage('en');
  }, 30_000);
});

describe('RouteErrorPage', () => {
  function Broken(): never {
    throw new Error('boom');
  }

  it('offers the language switch, kept on a signed-in student’s profile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { saved, routes } = profileLanguageSaves('ne');
    stubApi(routes);
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.session(), { user: buildSessionUser() });
    renderRoutes([{ path: '/dashboard', element: <Broken />, errorElement: <RouteErrorPage /> }], '/dashboard', queryClient);
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Change language' }));
    await waitFor(() => expect(i18n.language).toBe('ne'), { timeout: 10_000 });
    expect(saved).toEqual([{ language: 'ne' }]);
    await changeLanguage('en');
  }, 30_000);

  it('writes a failed response’s status in Devanagari digits for a Nepali reader', async () => {
    await readInNepali();
    stubApi({ 'GET /api/auth/session': () => json(200, { user: null }) });
    const { container } = renderRoutes(
      [
        {
          path: '/papers',
          loader: () => {
            throw new Response('', { status: 503, statusText: 'Service Unavailable' });
          },
          element: null,
          errorElement: <RouteErrorPage />,
        },
      ],
      '/papers',
    );
    expect(await screen.findByText('५०३ Service Unavailable')).toBeTruthy();
    expect(textsWithLatinDigits(container)).toEqual([]);
  });
});

describe('a chunk of an older deploy that fails to load', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: https://pariksha.test/assets/notes-page-Ab12.js');

  function Missing(): never {
    throw chunkError;
  }

  it('reloads the page once instead of showing the card, then shows the card if it fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    sessionStorage.clear();
    const first = render(
      <RootErrorBoundary>
        <Missing />
      </RootErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Something went wrong')).toBeNull();
    first.unmount();

    // After the reload the chunk is still missing (offline, a broken deploy): no loop, the card shows.
    render(
      <RootErrorBoundary>
        <Missing />
      </RootErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });

  it('tells chunk failures from other errors', () => {
    sessionStorage.clear();
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(shouldReloadForChunkError(new Error('boom'))).toBe(false);
    expect(shouldReloadForChunkError(chunkError)).toBe(true);
  });
});
