import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { i18n } from '@/lib/translator';
import { json, renderWithProviders, stubApi } from '@/test/harness';
import { OtpAccessDenied } from './otp-access-denied';

afterEach(() => vi.unstubAllGlobals());

describe('the OTP management denial', () => {
  it('offers the language switch', async () => {
    stubApi({ 'GET /api/auth/session': () => json(200, { user: null }) });
    renderWithProviders(<OtpAccessDenied />);
    expect(screen.getByRole('heading', { name: 'Access denied. Admin privileges required.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change language' }));
    await waitFor(() => expect(i18n.language).toBe('ne'), { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'पहुँच अस्वीकार। एडमिन अधिकार आवश्यक छ।' })).toBeTruthy();
    await changeLanguage('en');
  }, 30_000);
});
