import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/harness';
import { readInNepali, textsWithLatinDigits } from '@/test/language';
import { LoadProgress, loadedPercent, PdfFrame, type PdfViewState } from './pdf-frame';

// pdf.js itself does not run in jsdom: the page rendering and text layer are covered by e2e/content.spec.ts.
function renderFrame(state: PdfViewState) {
  const actions = { onZoomOut: vi.fn(), onZoomIn: vi.fn(), onFitWidth: vi.fn(), onRetry: vi.fn() };
  const view = renderWithProviders(
    <PdfFrame title="NEB Physics 2022" state={state} {...actions}>
      <div data-testid="pages" />
    </PdfFrame>,
  );
  return { ...view, ...actions };
}

describe('loadedPercent', () => {
  it('is the share received, capped at 100, and unknown without a length', () => {
    expect(loadedPercent(250, 1000)).toBe(25);
    expect(loadedPercent(1200, 1000)).toBe(100);
    expect(loadedPercent(500, 0)).toBeNull();
  });
});

describe('PdfFrame', () => {
  it('shows the loading progress with its percentage, and no toolbar yet', () => {
    renderFrame({ status: 'loading', loaded: 300, total: 1200 });
    expect(screen.getByRole('progressbar', { name: 'Loading the PDF… 25%' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByRole('toolbar')).toBeNull();
    screen.getByTestId('pages');
  });

  it('shows "Page n of N" and the zoom of the open document, and its buttons drive the viewer', () => {
    const { onZoomIn, onZoomOut, onFitWidth } = renderFrame({ status: 'ready', page: 2, pages: 5, scale: 1.25 });
    expect(screen.getByTestId('pdf-page').textContent).toBe('Page 2 of 5');
    expect(screen.getByTestId('pdf-zoom').textContent).toBe('125%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fit width' }));
    expect([onZoomIn, onZoomOut, onFitWidth].map((action) => action.mock.calls.length)).toEqual([1, 1, 1]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('explains a failure in words, offering a retry only when the connection may be to blame', () => {
    const { onRetry, unmount } = renderFrame({ status: 'error', failure: 'network' });
    expect(screen.getByRole('alert').textContent).toContain('The PDF could not be loaded. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    renderFrame({ status: 'error', failure: 'forbidden' });
    expect(screen.getByRole('alert').textContent).toMatch(/cannot open this PDF on your plan/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('writes the page number and zoom in Devanagari digits in Nepali', async () => {
    await readInNepali();
    const { container } = renderFrame({ status: 'ready', page: 3, pages: 12, scale: 1 });
    expect(screen.getByTestId('pdf-page').textContent).toBe('पृष्ठ ३ / १२');
    expect(textsWithLatinDigits(container)).toEqual([]);
  });
});

describe('LoadProgress', () => {
  it('shows a download without a known size as started, never as a bare link', () => {
    renderWithProviders(<LoadProgress action="downloading" loaded={4096} total={0} />);
    screen.getByText('Downloading…');
    screen.getByRole('progressbar', { name: 'Downloading…' });
  });
});
