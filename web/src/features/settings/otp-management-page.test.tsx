import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OtpSettings } from '@common/otp';
import { json, renderWithProviders, stubApi, withRadixAndQuietConsole } from '@/test/harness';
import { OtpManagementPage } from './otp-management-page';

configure({ asyncUtilTimeout: 5000 });

withRadixAndQuietConsole();

const saved: OtpSettings = { enableEmailOtp: false, enablePhoneOtp: true, otpExpirySeconds: 600, otpLength: 8, maxAttempts: 7, enableMfa: false };
const settingsUrl = '/api/admin/settings/otp';

describe('the OTP Settings tab', () => {
  it('starts from the saved settings, refuses max attempts outside 3-10, and saves what the admin chose', async () => {
    const api = stubApi({
      [`GET ${settingsUrl}`]: () => json(200, { settings: saved, updatedAt: '2026-11-20T08:00:00.000Z' }),
      [`PUT ${settingsUrl}`]: (init) => json(200, { settings: JSON.parse(String(init!.body)), updatedAt: new Date().toISOString() }),
    });
    renderWithProviders(<OtpManagementPage />);
    const attempts = (await screen.findByLabelText('Max verification attempts')) as HTMLInputElement;
    expect(attempts.value).toBe('7');
    expect(screen.getByRole('switch', { name: 'Email OTP' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Phone OTP' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('OTP expiry') as HTMLSelectElement).value).toBe('600');
    expect((screen.getByLabelText('OTP length') as HTMLSelectElement).value).toBe('8');
    expect(screen.getByRole('option', { name: '3 minutes (recommended)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '6 digits (recommended)' })).toBeTruthy();

    await userEvent.clear(attempts);
    await userEvent.type(attempts, '11');
    expect(screen.getByText('Enter a whole number from 3 to 10')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Update OTP Settings' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.clear(attempts);
    await userEvent.type(attempts, '4');
    await userEvent.click(screen.getByRole('switch', { name: 'Email OTP' }));
    await userEvent.selectOptions(screen.getByLabelText('OTP expiry'), '180');
    expect(screen.queryByText('All admins must set up two-factor authentication at their next login.')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Enable MFA for Admins' }));
    expect(screen.getByText('All admins must set up two-factor authentication at their next login.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update OTP Settings' }));
    expect(await screen.findByText('OTP settings updated successfully')).toBeTruthy();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ enableEmailOtp: true, enablePhoneOtp: true, otpExpirySeconds: 180, otpLength: 8, maxAttempts: 4, enableMfa: true });
  }, 30_000);

  it('keeps the defaults when the settings cannot be read, and says when saving fails', async () => {
    stubApi({
      [`GET ${settingsUrl}`]: () => json(500, { error: { code: 'internal_error', message: 'Something went wrong' } }),
      [`PUT ${settingsUrl}`]: () => json(500, { error: { code: 'internal_error', message: 'Something went wrong' } }),
    });
    renderWithProviders(<OtpManagementPage />);
    // Seed 001's defaults: email OTP on, phone OTP off, 5 minutes, 6 digits, 5 attempts.
    const attempts = (await screen.findByLabelText('Max verification attempts', undefined, { timeout: 15_000 })) as HTMLInputElement;
    expect(attempts.value).toBe('5');
    expect(screen.getByRole('switch', { name: 'Email OTP' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('OTP expiry') as HTMLSelectElement).value).toBe('300');
    await userEvent.click(screen.getByRole('button', { name: 'Update OTP Settings' }));
    expect(await screen.findByText('Failed to update OTP settings')).toBeTruthy();
  }, 30_000);
});
