import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@common/billing';
import { json, renderRoutes, stubApi } from '@/test/harness';
import { PaymentPage } from './payment-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const buildPayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'p1',
  planName: 'Premium',
  gateway: 'khalti',
  amountPaisa: 10_000,
  currency: 'NPR',
  status: 'success',
  reason: null,
  transactionId: 'PRK-261122-ABCDEFGHJK',
  gatewayReference: 'TXN123',
  createdAt: '2026-11-22T06:00:00.000Z',
  verifiedAt: '2026-11-22T06:01:00.000Z',
  premiumUntil: '2026-12-22T06:01:00.000Z',
  ...overrides,
});

const renderAt = (path: string) => renderRoutes([{ path: '/payment', element: <PaymentPage /> }], path);

describe('PaymentPage', () => {
  it('a successful payment says until when premium runs and offers the receipt', async () => {
    stubApi({ 'GET /api/payments/p1': () => json(200, buildPayment()) });
    renderAt('/payment?id=p1');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Premium is active until 22 Dec 2026, 11:46 am.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeTruthy();
    expect(screen.getByText('PRK-261122-ABCDEFGHJK')).toBeTruthy();
  });

  it('a failed payment says why, toasts the spec’s message and offers to try again', async () => {
    stubApi({ 'GET /api/payments/p1': () => json(200, buildPayment({ status: 'failed', reason: 'declined', premiumUntil: null, gatewayReference: null })) });
    renderAt('/payment?id=p1');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('Khalti did not complete the payment.')).toBeTruthy();
    expect(await screen.findByText('Payment failed. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/subscription');
  });

  it('a cancelled payment says nothing was charged', async () => {
    stubApi({ 'GET /api/payments/p1': () => json(200, buildPayment({ status: 'cancelled', reason: 'cancelled', premiumUntil: null })) });
    renderAt('/payment?id=p1');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText('You cancelled the payment at Khalti. Nothing was charged.')).toBeTruthy();
    expect(screen.getByText('Your plan has not changed.')).toBeTruthy();
  });

  it('a pending payment can be checked again', async () => {
    stubApi({
      'GET /api/payments/p1': () => json(200, buildPayment({ status: 'pending', reason: 'awaiting_confirmation', premiumUntil: null })),
      'POST /api/payments/p1/check': () => json(200, buildPayment()),
    });
    renderAt('/payment?id=p1');
    expect(await screen.findByRole('heading', { name: 'Payment pending' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
  });

  it('a return that matched no payment of ours says so', async () => {
    stubApi({});
    renderAt('/payment?error=unknown_payment');
    expect(await screen.findByText('We could not find this payment')).toBeTruthy();
    expect((await screen.findAllByText('Payment failed. Please try again.')).length).toBeGreaterThan(0);
  });

  it('another account’s payment is not found', async () => {
    stubApi({ 'GET /api/payments/p2': () => json(404, { error: { code: 'not_found', message: 'Payment not found' } }) });
    renderAt('/payment?id=p2');
    expect(await screen.findByText('Payment not found')).toBeTruthy();
  });
});
