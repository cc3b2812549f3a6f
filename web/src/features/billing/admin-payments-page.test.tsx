import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminGateway } from '@common/billing';
import { json, renderRoutes, stubApi } from '@/test/harness';
import { AdminPaymentsPage } from './admin-payments-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const gateway = (name: AdminGateway['gatewayName'], overrides: Partial<AdminGateway> = {}): AdminGateway => ({
  id: `id-${name}`,
  gatewayName: name,
  isActive: true,
  merchantId: null,
  effectiveMerchantId: name === 'khalti' ? null : name === 'esewa' ? 'EPAYTEST' : 'NBQM',
  credentialSource: 'test',
  isOffered: true,
  secretVariable: `${name.toUpperCase()}_SECRET_KEY`,
  updatedAt: '2026-11-22T06:00:00.000Z',
  ...overrides,
});

describe('AdminPaymentsPage', () => {
  it('shows the notice, a card per gateway with its state, and saves a card’s switch and merchant id', async () => {
    let saved: unknown;
    stubApi({
      'GET /api/admin/payment-gateways': () => json(200, { gateways: [gateway('esewa'), gateway('khalti'), gateway('fonepay', { isActive: false, isOffered: false })] }),
      'PUT /api/admin/payment-gateways/id-esewa': (init) => {
        saved = JSON.parse(String(init?.body));
        return json(200, gateway('esewa', { isActive: false, isOffered: false, merchantId: 'MYSHOP' }));
      },
    });
    renderRoutes([{ path: '/admin/payments', element: <AdminPaymentsPage /> }], '/admin/payments');
    expect(await screen.findByRole('heading', { name: 'Payment Gateway Settings' })).toBeTruthy();
    expect(screen.getByText('Secret keys stay on the server')).toBeTruthy();
    expect(await screen.findAllByText('Using the published test credentials (ESEWA_SECRET_KEY is not set)')).toHaveLength(1);
    expect(screen.getByText('Inactive: not offered to students')).toBeTruthy();
    expect(screen.getByRole('link', { name: /eSewa API documentation/ }).getAttribute('href')).toBe('https://developer.esewa.com.np/pages/Epay');

    const esewa = screen.getByRole('switch', { name: 'eSewa active' });
    const card = screen.getByRole('group', { name: 'eSewa' });
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(esewa);
    fireEvent.change(screen.getByLabelText('eSewa Merchant ID'), { target: { value: 'MYSHOP' } });
    fireEvent.click(save);
    expect(await screen.findByText('Gateway settings updated successfully')).toBeTruthy();
    expect(saved).toEqual({ isActive: false, merchantId: 'MYSHOP' });
  });

  it('refuses a malformed merchant id before saving and says when saving failed', async () => {
    stubApi({
      'GET /api/admin/payment-gateways': () => json(200, { gateways: [gateway('esewa')] }),
      'PUT /api/admin/payment-gateways/id-esewa': () => json(500, { error: { code: 'internal_error', message: 'x' } }),
    });
    renderRoutes([{ path: '/admin/payments', element: <AdminPaymentsPage /> }], '/admin/payments');
    const input = await screen.findByLabelText('eSewa Merchant ID');
    fireEvent.change(input, { target: { value: 'bad id!' } });
    expect(screen.getByText('Use only letters, digits, hyphens and underscores (at most 20).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'GOOD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Error updating gateway settings')).toBeTruthy());
  });
});
