import { expect, signInViaApi, signUpViaApi, test } from './fixtures';

// The one journey with the service worker (decision 083); every other spec blocks it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('[offline] the installed app opens its signed-in screens without a connection', async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = `offline-${Date.now()}@example.com`;
  const password = 'Pokhara@2083x';
  await signUpViaApi(page.request, { fullName: 'Gita Rai', email, phone: '+9779812300031', class: '12', faculty: 'science', school: 'Dharan Campus', password });
  await signInViaApi(page.request, { email, password });

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Notes' }).first()).toBeVisible();
  // Installable: the manifest is linked and served.
  const manifest = await page.request.get((await page.locator('link[rel="manifest"]').getAttribute('href'))!);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(await manifest.json()).toMatchObject({ short_name: 'Pariksha', display: 'standalone', start_url: '/dashboard' });
  // The worker registers after load and precaches the app; it then controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  await page.goto('/notes');
  await expect(page.getByRole('heading', { level: 1, name: /Study Notes/ })).toBeVisible();
  await page.goto('/mocktest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
