import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { i18n } from '@/lib/translator';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { readInNepali, textsWithLatinDigits } from '@/test/language';
import { NotFoundPage } from './not-found-page';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubApi({ 'GET /api/auth/session': () => json(200, { user: null }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the not-found page', () => {
  it('offers the language switch, and switching reads the page in Nepali', async () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change language' }));
    await waitFor(() => expect(i18n.language).toBe('ne'), { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'पृष्ठ भेटिएन' })).toBeTruthy();
    await changeLanguage('en');
  }, 30_000);

  it('writes 404 in Devanagari digits for a Nepali reader', async () => {
    await readInNepali();
    const { container } = renderWithProviders(<NotFoundPage />);
    expect(screen.getByText('४०४')).toBeTruthy();
    expect(textsWithLatinDigits(container)).toEqual([]);
  });
});
