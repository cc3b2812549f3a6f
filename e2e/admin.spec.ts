import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STUDENT, expect, expectAccessiblePhonePage, forEachThemeAndPath, signInViaApi, test, readIn } from './fixtures';

const PHONE = { width: 360, height: 740 };
const CSRF = { 'x-requested-with': 'pariksha' };

/** Opens the row menu of a user found by email on /admin/users. */
async function openUserMenu(admin: Page, email: string, name: string) {
  await admin.getByLabel('Search users').fill(email);
  const row = admin.getByTestId('user-row').filter({ hasText: email });
  await expect(admin.getByTestId('user-row')).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  return admin.getByRole('menu');
}

test('[admin users] premium given to the demo student unlocks their open past papers at once, cancelling locks them again; an admin cannot demote themselves', async ({
  browser,
  baseURL,
}) => {
  const adminContext = await browser.newContext({ baseURL });
  const studentContext = await browser.newContext({ baseURL, viewport: PHONE });
  const admin = await adminContext.newPage();
  const student = await studentContext.newPage();
  await signInViaApi(admin.request, DEMO_ADMIN, true);
  await signInViaApi(student.request, DEMO_STUDENT);
  const session = (await (await student.request.get('/api/auth/session')).json()) as { user: { id: string; fullName: string } };
  try {
    // The student keeps Past Papers open, with its event stream connected.
    const streamOpened = student.waitForResponse((response) => response.url().endsWith('/api/events'));
    await student.goto('/past-papers');
    expect((await streamOpened).status()).toBe(200);
    const premiumPaper = student.getByTestId('paper-card').filter({ hasText: 'NEB Grade 12 Physics 2024' });
    await expect(premiumPaper.getByRole('link', { name: 'Upgrade Required' })).toBeVisible();

    await admin.goto('/admin/users');
    await expect(admin.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    let menu = await openUserMenu(admin, DEMO_STUDENT.email, session.user.fullName);
    await menu.getByRole('menuitem', { name: 'Assign Premium (30 days)' }).click();
    await expect(admin.getByText('User subscription updated to premium')).toBeVisible();
    await expect(admin.getByTestId('user-row').getByText('Premium', { exact: true })).toBeVisible();

    // No reload: the premium paper opens for the student, and the banner asking to upgrade is gone.
    await expect(premiumPaper.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expect(premiumPaper.getByRole('link', { name: 'Upgrade Required' })).toHaveCount(0);

    menu = await openUserMenu(admin, DEMO_STUDENT.email, session.user.fullName);
    await menu.getByRole('menuitem', { name: 'Cancel Premium' }).click();
    await expect(admin.getByText('User subscription updated to free')).toBeVisible();
    await expect(premiumPaper.getByRole('link', { name: 'Upgrade Required' })).toBeVisible();

    // The admin's own row offers no role change, and the server refuses one anyway.
    menu = await openUserMenu(admin, DEMO_ADMIN.email, 'Pariksha Admin');
    await expect(menu.getByRole('menuitem', { name: 'Make Student' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Delete User' })).toHaveCount(0);
    await admin.keyboard.press('Escape');
    const me = (await (await admin.request.get('/api/auth/session')).json()) as { user: { id: string } };
    const demote = await admin.request.patch(`/api/admin/users/${me.user.id}/role`, { headers: CSRF, data: { role: 'student' } });
    expect(demote.status()).toBe(409);
    expect(((await demote.json()) as { error: { message: string } }).error.message).toBe('You cannot change your own role');
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  } finally {
    // Whatever happened above, the demo student leaves free, as other journeys expect.
    await admin.request.patch(`/api/admin/users/${session.user.id}/subscription`, { headers: CSRF, data: { plan: 'free' } });
    await Promise.all([adminContext.close(), studentContext.close()]);
  }
});

test('[admin exams] an exam added on Dashboard Content shows on the student’s open dashboard, and hiding it removes it', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext({ baseURL });
  const studentContext = await browser.newContext({ baseURL, viewport: PHONE });
  const admin = await adminContext.newPage();
  const student = await studentContext.newPage();
  await signInViaApi(admin.request, DEMO_ADMIN, true);
  await signInViaApi(student.request, DEMO_STUDENT);

  const streamOpened = student.waitForResponse((response) => response.url().endsWith('/api/events'));
  await student.goto('/dashboard?view=exams');
  expect((await streamOpened).status()).toBe(200);
  const exams = student.getByTestId('upcoming-exams');
  await expect(exams).toBeVisible();

  await admin.goto('/admin/dashboard-content');
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard Content Management' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add Exam' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Physics Model Test (e2e)');
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Exam Date').fill(inTwoDays);
  await dialog.getByLabel('Difficulty').selectOption('Hard');
  await dialog.getByRole('button', { name: 'Add Exam' }).click();
  await expect(admin.getByText('Exam added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(exams.getByText('Physics Model Test (e2e)')).toBeVisible();
  await admin.getByRole('button', { name: 'Delete Physics Model Test (e2e)' }).click();
  await expect(admin.getByText('Exam deleted successfully!')).toBeVisible();
  await expect(exams.getByText('Physics Model Test (e2e)')).toHaveCount(0);

  // Hidden, not gone: the activity page still lists it, and deletes it for good after the browser's confirm.
  await admin.goto('/admin/activity');
  await admin.getByRole('tab', { name: 'Upcoming Exams' }).click();
  const row = admin.getByTestId('admin-exam').filter({ hasText: 'Physics Model Test (e2e)' });
  await expect(row.getByText('Hidden')).toBeVisible();
  admin.once('dialog', (confirm) => void confirm.accept());
  await row.getByRole('button', { name: 'Delete Physics Model Test (e2e)' }).click();
  await expect(admin.getByText('Exam deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
  await Promise.all([adminContext.close(), studentContext.close()]);
});

test('[admin dashboard] real figures, an activity added and removed, and the quick actions lead to real screens', async ({ page }) => {
  await signInViaApi(page.request, DEMO_ADMIN, true);
  // Another open screen holds an event stream, so Active Users counts at least that one connection.
  const other = await page.context().newPage();
  const streamOpened = other.waitForResponse((response) => response.url().endsWith('/api/events'));
  await other.goto('/admin/users');
  expect((await streamOpened).status()).toBe(200);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Pariksha Admin' })).toBeVisible();
  // The seed has two accounts and its study material.
  await expect(page.getByTestId('stat-users-value')).toHaveText(/^\d+$/);
  expect(Number(await page.getByTestId('stat-users-value').textContent())).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('stat-users-change')).toHaveText(/from last month$/);
  await expect(page.getByTestId('content-mcqs')).toHaveText(/^[\d,]+\+$/);
  await expect(page.getByTestId('perf-active')).toHaveText(/^[1-9]\d*$/);

  await page.getByLabel('Subject').selectOption('Content');
  await page.getByLabel('Description').fill('Chemistry notes revised (e2e)');
  await page.getByRole('button', { name: 'Add Activity' }).click();
  await expect(page.getByText('Activity added successfully!')).toBeVisible();
  const activity = page.getByTestId('recent-activities').getByRole('listitem').filter({ hasText: 'Chemistry notes revised (e2e)' });
  await expect(activity).toBeVisible();
  await activity.getByRole('button', { name: 'Remove Chemistry notes revised (e2e)' }).click();
  await expect(page.getByText('Activity deleted successfully!')).toBeVisible();
  await expect(activity).toHaveCount(0);

  await page.getByRole('link', { name: 'Payment Gateways' }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Pariksha Admin' })).toBeVisible();
});

test('[admin] the admin screens fit a phone and have no serious accessibility violations, light and dark, in English and Nepali', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await signInViaApi(page.request, DEMO_ADMIN, true);
  const screens = ['/admin/dashboard', '/admin/users', '/admin/activity', '/admin/dashboard-content'];
  await forEachThemeAndPath(page, screens, (label) => expectAccessiblePhonePage(page, label));

  await readIn(page, 'ne');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'प्रयोगकर्ता व्यवस्थापन' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /इमेल/ })).toBeVisible();
  await expectAccessiblePhonePage(page, 'ne /admin/users');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /फेरि स्वागत छ/ })).toBeVisible();
  await expect(page.getByText('छिटो कार्य')).toBeVisible();
  await expectAccessiblePhonePage(page, 'ne /admin/dashboard');
  await readIn(page, 'en');
  await context.close();
});
