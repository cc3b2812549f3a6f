import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { i18n } from '@/lib/translator';
import { buildSessionUser } from '@/test/factories';
import { json, renderWithProviders, stubApi, profileLanguageSaves } from '@/test/harness';
import { AccountLanguageSwitch } from './account-language-switch';
import { authKeys } from './queries';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the language switch of a screen outside the layouts', () => {
  it('switches a visitor’s language on this device only', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/session': () => json(200, { user: null }) });
    renderWithProviders(<AccountLanguageSwitch />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Change language' }));
    await waitFor(() => expect(i18n.language).toBe('ne'), { timeout: 10_000 });
    expect(localStorage.getItem('pariksha-language')).toBe('ne');
    expect(screen.getByRole('button', { name: 'भाषा बदल्नुहोस्' }).textContent).toBe('English');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('keeps a signed-in student’s choice on the profile, as the header does', async () => {
    const { saved, routes } = profileLanguageSaves('ne');
    stubApi(routes);
    const queryClient = createQueryClient();
    queryClient.setQueryData(authKeys.session(), { user: buildSessionUser() });
    renderWithProviders(<AccountLanguageSwitch />, queryClient);
    fireEvent.click(screen.getByRole('button', { name: 'Change language' }));
    await waitFor(() => expect(i18n.language).toBe('ne'), { timeout: 10_000 });
    expect(saved).toEqual([{ language: 'ne' }]);
  }, 30_000);
});
