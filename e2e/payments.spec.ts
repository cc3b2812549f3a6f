import type { Page } from '@playwright/test';
import type { Payment } from '@common/billing';
import { DEMO_ADMIN, DEMO_STUDENT, expect, expectAccessiblePhonePage, forEachThemeAndPath, signInViaApi, test, readIn } from './fixtures';

// These journeys make the demo student premium: a server of their own keeps the other specs' free student free.
test.use({ ownServer: true });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Pays for Premium from /subscription with one gateway, acting at the gateway's stand-in page; answers the payment shown on /payment. */
async function payWith(page: Page, gateway: 'eSewa' | 'Khalti' | 'FonePay', action: 'Pay' | 'Cancel' = 'Pay'): Promise<Payment> {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await page.getByRole('radio', { name: gateway }).click();
  await expect(page.getByRole('radio', { name: gateway })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Pay Rs. 100' }).click();
  // The gateway's own page (the stand-in's), in the same tab.
  await expect(page.getByRole('heading', { name: `${gateway} test payment` })).toBeVisible();
  await expect(page.getByText('Amount: Rs. 100')).toBeVisible();
  await page.getByRole('button', { name: action }).click();
  await page.waitForURL(/\/payment\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const response = await page.request.get(`/api/payments/${id}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Payment;
}

const sessionUser = async (page: Page) =>
  ((await (await page.request.get('/api/auth/session')).json()) as { user: { isPremium: boolean; subscriptionExpiresAt: string | null } }).user;

test('[payments] the free demo student pays with each gateway in turn; each adds 30 days; a cancelled payment grants nothing', async ({ page, gateways }) => {
  test.setTimeout(120_000);
  await signInViaApi(page.request, DEMO_STUDENT);
  await page.goto('/subscription');
  await expect(page.getByText('You are on the Free plan.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Premium' }).getByText('Most Popular')).toBeVisible();

  // eSewa: the signed form is posted to eSewa, the payer confirms, the browser comes back to /payment.
  const startedAt = Date.now();
  const first = await payWith(page, 'eSewa');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(/^Premium is active until /)).toBeVisible();
  expect(first).toMatchObject({ status: 'success', gateway: 'esewa', amountPaisa: 10_000 });
  const firstUntil = Date.parse(first.premiumUntil!);
  expect(firstUntil - startedAt).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
  expect(firstUntil - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);
  expect(await sessionUser(page)).toMatchObject({ isPremium: true, subscriptionExpiresAt: first.premiumUntil });

  // A premium past paper now opens.
  await page.goto('/past-papers');
  const premiumPaper = page.getByTestId('paper-card').filter({ hasText: 'NEB Grade 12 Physics 2024' });
  await expect(premiumPaper.getByRole('link', { name: 'Upgrade Required' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await premiumPaper.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Khalti, then FonePay: each adds 30 days to the expiry the previous one gave.
  await page.goto('/subscription');
  await expect(page.getByText(/^You are on Premium until /)).toBeVisible();
  const second = await payWith(page, 'Khalti');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  expect(Date.parse(second.premiumUntil!) - firstUntil).toBe(30 * DAY_MS);
  const third = await payWith(page, 'FonePay');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  expect(Date.parse(third.premiumUntil!) - Date.parse(second.premiumUntil!)).toBe(30 * DAY_MS);

  // A cancelled payment grants nothing and says so.
  const cancelled = await payWith(page, 'eSewa', 'Cancel');
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('You cancelled the payment at eSewa. Nothing was charged.')).toBeVisible();
  expect(cancelled).toMatchObject({ status: 'cancelled', premiumUntil: null });
  expect((await sessionUser(page)).subscriptionExpiresAt).toBe(third.premiumUntil);

  // The history lists all four; a successful one has its receipt.
  await page.goto('/subscription');
  const history = page.getByRole('list').filter({ hasText: 'Premium via' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByText('Cancelled')).toHaveCount(1);
  const receipt = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download the receipt of ${first.transactionId}` }).click();
  expect((await receipt).suggestedFilename()).toBe(`pariksha-receipt-${first.transactionId}.pdf`);

  expect(gateways.violations).toEqual([]);
});

test('[payments] an admin switches a gateway off: a student’s open plans page stops offering it at once', async ({ browser, baseURL, gateways }) => {
  const adminContext = await browser.newContext({ baseURL });
  const studentContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const student = await studentContext.newPage();
  await signInViaApi(admin.request, DEMO_ADMIN, true);
  await signInViaApi(student.request, DEMO_STUDENT);

  const streamOpened = student.waitForResponse((response) => response.url().endsWith('/api/events'));
  await student.goto('/subscription');
  await streamOpened;
  await expect(student.getByRole('radio', { name: 'Khalti' })).toBeVisible();

  await admin.goto('/admin/payment-gateways');
  await expect(admin).toHaveURL(/\/admin\/payments$/);
  await expect(admin.getByText('Secret keys stay on the server')).toBeVisible();
  await expect(admin.getByText('Using the published test credentials (KHALTI_SECRET_KEY is not set)')).toBeVisible();
  await admin.getByRole('switch', { name: 'Khalti active' }).click();
  const khaltiCard = admin.getByRole('group', { name: 'Khalti' });
  await khaltiCard.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Gateway settings updated successfully')).toBeVisible();
  await expect(khaltiCard.getByText('Inactive: not offered to students')).toBeVisible();

  await expect(student.getByRole('radio', { name: 'Khalti' })).toHaveCount(0);
  await expect(student.getByRole('radio', { name: 'eSewa' })).toBeVisible();

  await admin.getByRole('switch', { name: 'Khalti active' }).click();
  await khaltiCard.getByRole('button', { name: 'Save' }).click();
  await expect(student.getByRole('radio', { name: 'Khalti' })).toBeVisible();
  expect(gateways.violations).toEqual([]);
  await adminContext.close();
  await studentContext.close();
});

test('[payments] the plans, payment and gateway settings pages at 360 px in light and dark, and in Nepali', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInViaApi(page.request, DEMO_STUDENT);
  const { payments } = (await (await page.request.get('/api/payments')).json()) as { payments: Payment[] };
  const paths = ['/subscription', ...(payments[0] ? [`/payment?id=${payments[0].id}`] : []), '/payment?error=unknown_payment'];
  await forEachThemeAndPath(page, paths, (label) => expectAccessiblePhonePage(page, label));

  await readIn(page, 'ne');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'आफ्नो योजना छान्नुहोस्' })).toBeVisible();
  await expect(page.getByText('सबैभन्दा लोकप्रिय')).toBeVisible();
  await expectAccessiblePhonePage(page, 'ne /subscription');
  await readIn(page, 'en');

  const admin = await (await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })).newPage();
  await signInViaApi(admin.request, DEMO_ADMIN, true);
  await forEachThemeAndPath(admin, ['/admin/payments', '/admin/payments?tab=commissions'], (label) => expectAccessiblePhonePage(admin, label));
  await context.close();
});
