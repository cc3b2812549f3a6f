import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@common/api-keys';
import type { MfaStatus } from '@common/mfa';
import { buildAiProviders } from '@/test/factories';
import { json, renderWithProviders, stubApi, withRadixAndQuietConsole } from '@/test/harness';
import { ApiManagementPage } from './api-management-page';

configure({ asyncUtilTimeout: 5000 });

withRadixAndQuietConsole();

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();
const closed = (enrolled: boolean): MfaStatus => ({ enrolled, verifiedUntil: null, recoveryCodesLeft: enrolled ? 10 : 0 });
const storedKey: ApiKey = { id: 'key-1', provider: 'openai', apiKeyName: 'Production key', lastFour: 'x9Qz', isActive: true, createdAt: '2026-11-20T08:00:00.000Z' };
const providers = buildAiProviders();

/** The API behind the page: the gate's status flips to open once a code is accepted. */
function stubGate(initial: MfaStatus, answers: Record<string, (init: RequestInit | undefined) => Response> = {}) {
  let status = initial;
  const open = () => {
    status = { ...status, enrolled: true, verifiedUntil: inHalfAnHour() };
  };
  return stubApi({
    'GET /api/admin/mfa': () => json(200, status),
    'POST /api/admin/mfa/enrolment': () => json(200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUrl: 'otpauth://totp/Pariksha:admin', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    'POST /api/admin/mfa/enrolment/confirm': () => {
      open();
      return json(200, { message: 'MFA verification completed successfully', recoveryCodes: ['ABCD-EFGH', 'JKLM-NPQR'], verifiedUntil: status.verifiedUntil });
    },
    'POST /api/admin/mfa/verify': (init) => {
      if (JSON.parse(String(init!.body)).code !== '123456') return json(401, { error: { code: 'mfa_failed', message: 'MFA verification failed' } });
      open();
      return json(200, { message: 'MFA verification completed successfully', verifiedUntil: status.verifiedUntil });
    },
    'GET /api/admin/api-keys': () => json(200, { keys: [storedKey] }),
    'GET /api/admin/settings/ai-providers': () => json(200, providers),
    ...answers,
  });
}

describe('the MFA gate of /admin/api-management', () => {
  it('enrols an authenticator: QR code and secret as text, the first code, recovery codes, then the tabs', async () => {
    const api = stubGate(closed(false));
    renderWithProviders(<ApiManagementPage />);
    expect(screen.queryByRole('tab')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    await userEvent.type(screen.getByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('MFA verification completed successfully')).toBeTruthy();
    const codes = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ABCD-EFGH', 'JKLM-NPQR']);
    const confirm = api.mock.calls.find(([url]) => url === '/api/admin/mfa/enrolment/confirm')!;
    expect(JSON.parse(String(confirm[1]!.body))).toEqual({ code: '654321' });

    await userEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByRole('tab', { name: 'API Keys' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'AI Providers' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Test AI APIs' })).toBeTruthy();
  }, 30_000);

  it('checks the code is 6 digits before sending it, says when the server refuses it, and opens with a right one', async () => {
    const api = stubGate(closed(true));
    renderWithProviders(<ApiManagementPage />);
    const field = await screen.findByLabelText('Verification code');
    expect(screen.queryByRole('button', { name: 'Set up authenticator' })).toBeNull();

    await userEvent.type(field, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid 6-digit verification code')).toBeTruthy();
    expect(api.mock.calls.some(([url]) => url === '/api/admin/mfa/verify')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('MFA verification failed')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();

    // Devanagari digits are the same code.
    await userEvent.clear(field);
    await userEvent.type(field, '१२३४५६');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('MFA verification completed successfully')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'API Keys', selected: true })).toBeTruthy();
    expect(await screen.findByText('Production key')).toBeTruthy();
    // Only the key's last 4 characters are ever shown.
    expect(screen.getByText('••••x9Qz')).toBeTruthy();
    expect(screen.getByText(/Verified until/)).toBeTruthy();
  }, 30_000);

  it('closes again when the server says the 30 minutes are over', async () => {
    let expired = false;
    stubGate(closed(true), {
      'GET /api/admin/mfa': () => json(200, expired ? closed(true) : { ...closed(true), verifiedUntil: inHalfAnHour() }),
      'POST /api/admin/api-keys': () => {
        expired = true;
        return json(403, { error: { code: 'mfa_required', message: 'MFA verification required for API key operations' } });
      },
    });
    renderWithProviders(<ApiManagementPage />);
    await screen.findByText('Production key');
    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'anthropic');
    await userEvent.type(screen.getByLabelText('Key name'), 'Backup');
    await userEvent.type(screen.getByLabelText('API key'), 'sk-ant-0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Add API Key' }));
    expect(await screen.findByText('MFA verification required for API key operations')).toBeTruthy();
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  }, 30_000);
});

describe('the API Keys tab', () => {
  it('asks for every field before sending, adds a key, and shows the server’s reason when it refuses one', async () => {
    let added = false;
    const api = stubGate(
      { enrolled: true, verifiedUntil: inHalfAnHour(), recoveryCodesLeft: 10 },
      {
        'POST /api/admin/api-keys': (init) => {
          const body = JSON.parse(String(init!.body));
          if (body.apiKey.length < 8) return json(400, { error: { code: 'validation_error', message: 'The API key looks too short' } });
          added = true;
          return json(201, { message: 'API key added securely with enhanced encryption', key: { ...storedKey, id: 'key-2', apiKeyName: body.apiKeyName, lastFour: body.apiKey.slice(-4) } });
        },
      },
    );
    renderWithProviders(<ApiManagementPage />);
    await screen.findByText('Production key');
    await userEvent.type(screen.getByLabelText('Key name'), 'Backup');
    await userEvent.click(screen.getByRole('button', { name: 'Add API Key' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'anthropic');
    await userEvent.type(screen.getByLabelText('API key'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Add API Key' }));
    expect(await screen.findByText('Failed to add API key: The API key looks too short')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('API key'), '-sk-ant-0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Add API Key' }));
    expect(await screen.findByText('API key added securely with enhanced encryption')).toBeTruthy();
    expect(added).toBe(true);
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('');
  }, 30_000);
});
