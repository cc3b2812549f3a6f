import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@common/plans';
import { buildSessionUser } from '@/test/factories';
import { json, renderRoutes, stubApi } from '@/test/harness';
import { SubscriptionPage } from './subscription-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FREE: Plan = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'free',
  displayName: 'Free',
  price: 0,
  pricePaisa: 0,
  currency: 'NPR',
  durationDays: 30,
  aiAccess: true,
  aiQuestionsPerDay: 5,
  mockTestsPerMonth: 10,
  notesAccessLevel: 'limited',
};
const PREMIUM: Plan = { ...FREE, id: '00000000-0000-4000-8000-000000000002', name: 'premium', displayName: 'Premium', price: 100, pricePaisa: 10_000, aiQuestionsPerDay: null, mockTestsPerMonth: null, notesAccessLevel: 'full' };

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    'GET /api/auth/session': () => json(200, { user: buildSessionUser() }),
    'GET /api/billing/plans': () => json(200, { plans: [FREE, PREMIUM] }),
    'GET /api/billing/gateways': () => json(200, { gateways: [{ name: 'esewa' }, { name: 'khalti' }] }),
    'GET /api/payments': () => json(200, { payments: [] }),
    ...routes,
  });
  renderRoutes(
    [
      { path: '/subscription', element: <SubscriptionPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    '/subscription',
  );
  return fetchMock;
}

describe('SubscriptionPage', () => {
  it('shows the plans with their prices, feature lines and Most Popular, and only the active gateways', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    const premium = await screen.findByRole('group', { name: 'Premium' });
    expect(within(premium).getByText('Most Popular')).toBeTruthy();
    expect(within(premium).getByText('NPR 100/month')).toBeTruthy();
    for (const line of ['Unlimited AI questions/day', 'AI Tutor Access', 'Full Notes Access', 'Past Papers', 'Priority Support', 'No Ads']) expect(within(premium).getByText(line)).toBeTruthy();
    const free = screen.getByRole('group', { name: 'Free' });
    expect(within(free).getByText('Forever Free')).toBeTruthy();
    expect(within(free).getByText('5 AI questions/day')).toBeTruthy();
    expect(within(free).getByText('Limited Notes')).toBeTruthy();
    const methods = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(2);
    for (const name of ['eSewa', 'Khalti']) expect(within(methods).getByRole('radio', { name })).toBeTruthy();
    expect(screen.getByText('Bank Transfer')).toBeTruthy();
  });

  it('asks for a payment method before paying', async () => {
    const fetchMock = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay Rs. 100' }));
    expect(await screen.findByText('Please select a plan and payment method')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/payments' && init?.method === 'POST')).toBe(false);
  });

  it('starts an eSewa payment without sending a price of its own and posts the signed form to eSewa', async () => {
    const submitted: Array<{ action: string; method: string; fields: Record<string, string> }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({ action: this.action, method: this.method, fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>) });
    });
    let body: unknown;
    renderPage({
      'POST /api/payments': (init) => {
        body = JSON.parse(String(init?.body));
        return json(201, {
          success: true,
          paymentId: 'p1',
          redirectUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
          paymentMethod: 'form_submit',
          formData: { total_amount: '100', transaction_uuid: 'PRK-261122-ABCDEFGHJK', signature: 'sig' },
        });
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'eSewa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rs. 100' }));
    expect(await screen.findByText('Payment Initiated')).toBeTruthy();
    expect(screen.getByText('Redirecting to eSewa payment gateway...')).toBeTruthy();
    expect(body).toEqual({ planId: PREMIUM.id, gateway: 'esewa' });
    expect(submitted).toEqual([
      {
        action: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
        method: 'post',
        fields: { total_amount: '100', transaction_uuid: 'PRK-261122-ABCDEFGHJK', signature: 'sig' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
  });

  it('says what went wrong when a payment cannot start', async () => {
    renderPage({ 'POST /api/payments': () => json(502, { error: { code: 'payment_failed', message: 'Failed to initiate payment. Please try again.' } }) });
    fireEvent.click(await screen.findByRole('radio', { name: 'Khalti' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rs. 100' }));
    expect(await screen.findByText('Payment Error')).toBeTruthy();
    expect(screen.getByText('Failed to initiate payment. Please try again.')).toBeTruthy();
  });

  it('asks a student whose session ended to log in', async () => {
    renderPage({ 'POST /api/payments': () => json(401, { error: { code: 'unauthorized', message: 'Auth session missing!' } }) });
    fireEvent.click(await screen.findByRole('radio', { name: 'Khalti' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay Rs. 100' }));
    expect(await screen.findByText('Please log in to upgrade your subscription.')).toBeTruthy();
  });

  it('activates the free plan on the server, then goes to the dashboard', async () => {
    const fetchMock = renderPage({ 'POST /api/billing/free-plan': () => json(200, { subscriptionPlan: 'free', subscriptionExpiresAt: null }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Free' }));
    expect(await screen.findByText('Free plan activated!')).toBeTruthy();
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/billing/free-plan' && init?.method === 'POST')).toBe(true);
  });

  it('tells a loading failure with the spec’s toasts', async () => {
    renderPage({
      'GET /api/billing/plans': () => json(500, { error: { code: 'internal_error', message: 'x' } }),
      'GET /api/billing/gateways': () => json(500, { error: { code: 'internal_error', message: 'x' } }),
    });
    await waitFor(() => expect(screen.getAllByText('Error loading subscription plans').length).toBeGreaterThan(0));
    expect(await screen.findByText('Error loading payment gateways')).toBeTruthy();
  });
});
