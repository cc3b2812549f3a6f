import { expect, signInViaApi, signUpViaApi, startMockTest, test } from './fixtures';

// The one journey with the service worker (decision 083); every other spec blocks it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('[offline] saved notes (with maths) and papers open with no connection, an answer chosen offline survives a closed tab, sign-out forgets them', async ({ page, context }) => {
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

  // The student saves a note with maths and a past paper (with its solution) for offline.
  await page.goto('/notes/physics/electrostatics');
  const note = page.locator('article');
  await expect(note.getByRole('heading', { level: 2, name: "Gauss's Law and Its Applications" })).toBeVisible();
  await note.getByRole('button', { name: 'Save for offline' }).click();
  await expect(note.getByRole('button', { name: "Remove “Gauss's Law and Its Applications” from this device" })).toBeVisible();
  await page.goto('/past-papers');
  const paper = page.getByTestId('paper-card').filter({ hasText: 'NEB Grade 12 Physics 2022' });
  await paper.getByRole('button', { name: 'Save for offline' }).click();
  await expect(paper.getByRole('button', { name: 'Remove “NEB Grade 12 Physics 2022” from this device' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/notes');
  const saved = page.getByTestId('saved-offline');
  await expect(saved.getByTestId('saved-item')).toHaveCount(2);
  await expect(saved.getByTestId('saved-item').first()).toContainText(/Note · [\d.]+ KB/);
  // The saved paper and its solution open in the viewer with no connection.
  await saved.getByTestId('saved-item').filter({ hasText: 'NEB Grade 12 Physics 2022' }).getByRole('button', { name: 'Read solution' }).click();
  await expect(saved.getByTestId('pdf-page')).toHaveText(/^Page 1 of \d+$/);
  // The saved note opens with its maths.
  await saved.getByRole('link', { name: 'Read' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "Gauss's Law and Its Applications" })).toBeVisible();
  expect(await page.locator('article .katex').count()).toBeGreaterThan(5);
  await page.goto('/notes');
  await expect(page.getByRole('heading', { level: 1, name: /Study Notes/ })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);

  // A mock-test answer chosen offline survives closing the tab and is sent when the connection returns.
  const attemptId = await startMockTest(page, 'Physical Chemistry Unit Test');
  await page.locator('button[role="radio"][value="A"]').click();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('button[role="radio"][value="B"]').click();
  await expect(page.getByText(/Offline: \d answers? waiting, retrying/)).toBeVisible();
  await page.close();

  const reopened = await context.newPage();
  await reopened.goto('/dashboard');
  await expect(reopened.getByTestId('offline-banner')).toBeVisible();
  const chosenOnServer = async () => {
    const attempt = (await (await reopened.request.get(`/api/attempts/${attemptId}`)).json()) as { questions: { position: number; chosenAnswer: string | null }[] };
    return attempt.questions.find((question) => question.position === 2)?.chosenAnswer ?? null;
  };
  expect(await chosenOnServer()).toBeNull();
  await context.setOffline(false);
  await expect(reopened.getByTestId('offline-banner')).toBeHidden();
  await expect.poll(chosenOnServer, { timeout: 20_000 }).toBe('B');

  // Signing out forgets what this student kept on the phone (phones are shared).
  await reopened.getByRole('button', { name: 'Account menu' }).click();
  await reopened.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(reopened).toHaveURL(/\/login/);
  await expect.poll(() => reopened.evaluate(() => caches.has('pariksha-saved'))).toBe(false);
  expect(await reopened.evaluate(() => localStorage.getItem('pariksha.signed-in-user'))).toBeNull();
});
