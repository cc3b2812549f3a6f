import { ADMIN_ROUTES, PRERENDERED_ROUTES, PUBLIC_ROUTES, ROUTE_REDIRECTS, SIGNED_IN_ROUTES } from '@common/routes';
import { CAPTCHA_ANSWER, DEMO_STUDENT, expect, test } from './fixtures';

const concrete = (pattern: string) => pattern.replace(':subject', 'physics').replace(':unit', 'mechanics');

test('[shell] every route of both route tables answers with the app shell, the public pages already rendered', async ({ request }) => {
  for (const pattern of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...ADMIN_ROUTES, ...Object.keys(ROUTE_REDIRECTS)]) {
    const response = await request.get(concrete(pattern));
    expect(response.status(), pattern).toBe(200);
    const html = await response.text();
    expect(html, pattern).toContain('<script type="module"');
    if (pattern in PRERENDERED_ROUTES) {
      // Decision 068: the page's own content (its heading).
      expect(html, pattern).toMatch(/<div id="root" data-prerendered>.*<h1\b/s);
      expect(html, pattern).toContain('<script type="application/json" id="prerendered-data">');
    } else {
      expect(html, pattern).toContain('<div id="root"></div>');
    }
  }
});

test('[shell] a page to read starts the app at the first touch, and a click before it is live is not lost', async ({ page }) => {
  const appCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/main-[^/]*\.js$/.test(request.url())) appCode.push(request.url());
  });
  await page.goto('/features');
  await page.waitForLoadState('networkidle');
  // Decision 088: read with no app at all until the reader does something.
  expect(appCode).toEqual([]);
  // The click reaches the switch before the app is live: it is held and given to the switch once it is.
  await page.getByRole('button', { name: 'Change language' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  expect(appCode).toHaveLength(1);
  await page.getByRole('button', { name: 'भाषा बदल्नुहोस्' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Live now: a link is followed by the app's router, not a new page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('[shell] what is typed and clicked on the sign-in page before the app is live is kept, and sent once it is', async ({ page }) => {
  // The app's code waits until the form is filled in and sent, as on a slow connection.
  let letAppLoad!: () => void;
  const appMayLoad = new Promise<void>((resolve) => (letAppLoad = resolve));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await appMayLoad;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_STUDENT.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
  await page.getByLabel('Security Check').fill(CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The browser sent nothing itself (a form's own GET would put the password in the address).
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  letAppLoad();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[shell] an unknown route shows Page Not Found with its two buttons and answers 404', async ({ page, request }) => {
  expect((await request.get('/no/such/page')).status()).toBe(404);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  expect(errors.some((text) => text.includes('404'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('[shell] signed-out visitors to signed-in and admin routes land on /login', async ({ page }) => {
  for (const path of ['/dashboard', '/notes/physics/mechanics', '/mocktest', '/admin/dashboard', '/admin/settings']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('[shell] the admin redirects lead where seed 001 says (through the guard)', async ({ page }) => {
  for (const from of Object.keys(ROUTE_REDIRECTS)) {
    await page.goto(from);
    await expect(page, from).toHaveURL(/\/login$/);
  }
});

test('[shell] API paths outside the API answer JSON 404 and health says ok', async ({ request }) => {
  const missing = await request.get('/api/does-not-exist');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe('not_found');
  expect(await (await request.get('/api/health')).json()).toEqual({ status: 'ok' });
});

test('[shell] pages load under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/features', '/login', '/no/such/page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('[shell] the theme is light by default and a dark choice survives a reload', async ({ page }) => {
  await page.goto('/features');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: /Switch to dark theme/ }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
