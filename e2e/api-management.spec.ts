import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_ADMIN, expect, expectAccessiblePhonePage, expectNoSeriousAxeViolations, forEachThemeAndPath, signInViaApi, signUpViaApi, test } from './fixtures';

const PHONE = { width: 360, height: 740 };
const CSRF = { 'x-requested-with': 'pariksha' };
const OPENAI_KEY = 'sk-e2e-stand-in-key-7d3f';

/** A counter of the Statistics tab ("1,234" in English). */
async function statistic(page: Page, key: 'totalSent' | 'successful' | 'failed' | 'pending') {
  return Number((await page.getByTestId(`otp-${key}`).textContent())!.replace(/\D/g, ''));
}

/** The demo admin makes a confirmed account an admin (a new admin keeps the demo admin's authenticator out of this journey). */
async function promote(adminRequest: APIRequestContext, email: string) {
  const found = (await (await adminRequest.get('/api/admin/users', { params: { search: email } })).json()) as { users: { id: string }[] };
  const id = found.users[0]!.id;
  const changed = await adminRequest.patch(`/api/admin/users/${id}/role`, { headers: CSRF, data: { role: 'admin' } });
  expect(changed.status(), await changed.text()).toBe(200);
  return id;
}

test('[api management] OTP statistics move as a new account confirms its mailed code; as an admin it enrols TOTP, adds an OpenAI key (last 4 shown), enables OpenAI and tests it against the stand-in', async ({
  browser,
  baseURL,
  ai,
}) => {
  test.setTimeout(150_000);
  const demoContext = await browser.newContext({ baseURL });
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const demo = await demoContext.newPage();
  const page = await context.newPage();
  const email = `mfa.admin.${Date.now()}@example.com`;
  let newAdminId: string | undefined;
  await signInViaApi(demo.request, DEMO_ADMIN, true);
  try {
    // The header's Security Dashboard leads to OTP management; its Statistics are counted from the OTP records.
    await demo.goto('/admin/dashboard');
    await demo.getByRole('button', { name: 'Account menu' }).click();
    await demo.getByRole('menuitem', { name: 'Security Dashboard' }).click();
    await expect(demo).toHaveURL(/\/admin\/otp-management$/);
    await expect(demo.getByRole('heading', { level: 1, name: 'OTP & MFA Management' })).toBeVisible();
    await demo.getByRole('tab', { name: 'Statistics' }).click();
    await expect(demo.getByTestId('otp-totalSent')).toBeVisible();
    const [sent, successful] = [await statistic(demo, 'totalSent'), await statistic(demo, 'successful')];

    // A new account confirms the code mailed to it: the open Statistics tab counts it without a reload.
    const phone = `+97798${String(Date.now()).slice(-8)}`;
    await signUpViaApi(page.request, { fullName: 'Kiran Shrestha', email, password: 'Kiran@2026x', phone, class: '12', faculty: 'science', school: 'Budhanilkantha School' });
    await expect.poll(() => statistic(demo, 'totalSent')).toBe(sent + 1);
    await expect.poll(() => statistic(demo, 'successful')).toBe(successful + 1);
    await demo.getByRole('tab', { name: 'Recent OTPs' }).click();
    const recent = demo.getByRole('list', { name: 'Recent OTPs' }).getByRole('listitem').filter({ hasText: email });
    await expect(recent.getByText('Verified', { exact: true })).toBeVisible();
    await expect(recent.getByText('Email', { exact: true })).toBeVisible();

    newAdminId = await promote(demo.request, email);
    await signInViaApi(page.request, { email, password: 'Kiran@2026x' }, true);

    // First visit: the gate asks for an authenticator; the test is the app, computing codes from the shown secret.
    await page.goto('/admin/api-management');
    await expect(page.getByRole('heading', { level: 1, name: 'API Management' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await page.getByRole('button', { name: 'Set up authenticator' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await expectNoSeriousAxeViolations(page, 'light enrolment gate');
    const code = page.getByLabel('Verification code');
    await code.fill('12345');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Please enter a valid 6-digit verification code')).toBeVisible();
    await code.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('MFA verification completed successfully')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();

    // API Keys: the key goes in once and only its last 4 characters come back.
    await expect(page.getByRole('tab', { name: 'API Keys', selected: true })).toBeVisible();
    await page.getByLabel('Provider', { exact: true }).selectOption('openai');
    await page.getByLabel('Key name').fill('Stand-in key');
    await page.getByLabel('API key', { exact: true }).fill(OPENAI_KEY);
    await page.getByRole('button', { name: 'Add API Key' }).click();
    await expect(page.getByText('API key added securely with enhanced encryption')).toBeVisible();
    const stored = page.getByRole('list', { name: 'Stored API Keys' }).getByRole('listitem').filter({ hasText: 'Stand-in key' });
    await expect(stored.getByText('••••7d3f')).toBeVisible();
    expect(await page.content()).not.toContain(OPENAI_KEY);

    // AI Providers: OpenAI on (its card now names the active key).
    await page.getByRole('tab', { name: 'AI Providers' }).click();
    await expect(page.getByText('Active key ••••7d3f')).toBeVisible();
    await page.getByRole('switch', { name: 'Enabled' }).first().click();
    await page.getByRole('button', { name: 'Save AI Settings' }).click();
    await expect(page.getByText('AI settings updated successfully')).toBeVisible();

    // Test AI APIs: a real call to the stand-in, with the admin's key; its reply and the latency are shown.
    ai.respond('openai', { kind: 'answer', text: 'Namaste from the stand-in provider.' });
    await page.getByRole('tab', { name: 'Test AI APIs' }).click();
    await expect(page.getByText('gpt-4o-mini · enabled for the tutor')).toBeVisible();
    await page.getByRole('button', { name: 'Test OpenAI' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Answered' });
    await expect(result.getByText('Namaste from the stand-in provider.')).toBeVisible();
    await expect(result.getByText(/^\d[\d,]* ms$/)).toBeVisible();
    expect(ai.received.filter((request) => request.provider === 'openai').at(-1)!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);

    // Both pages on a 360 px phone, light and dark (the gate stays open for this session).
    await forEachThemeAndPath(page, ['/admin/api-management', '/admin/otp-management'], (label) => expectAccessiblePhonePage(page, label));
  } finally {
    // Other journeys of this worker expect no AI provider configured.
    ai.reset();
    const keys = (await (await page.request.get('/api/admin/api-keys')).json()) as { keys?: { id: string }[] };
    for (const key of keys.keys ?? []) await page.request.delete(`/api/admin/api-keys/${key.id}`, { headers: CSRF });
    const current = await page.request.get('/api/admin/settings/ai-providers');
    if (current.ok()) {
      const { settings } = (await current.json()) as { settings: Record<string, { enabled: boolean }> };
      await page.request.put('/api/admin/settings/ai-providers', { headers: CSRF, data: { ...settings, openai: { ...settings.openai, enabled: false } } });
    }
    if (newAdminId) await demo.request.delete(`/api/admin/users/${newAdminId}`, { headers: CSRF });
    await Promise.all([demoContext.close(), context.close()]);
  }
});
