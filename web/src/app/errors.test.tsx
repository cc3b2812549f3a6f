import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, page, shouldReloadForChunkError } from './chunk-reload';
import { RootErrorBoundary } from './errors';

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
