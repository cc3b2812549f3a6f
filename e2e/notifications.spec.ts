import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STUDENT, expect, expectAccessiblePhonePage, expectNoHorizontalScroll, forEachThemeAndPath, signInViaApi, signUpViaApi, test } from './fixtures';

/** A fresh student of their own, through the sign-up API. */
async function signUpStudent(request: APIRequestContext, fullName: string) {
  const email = `${fullName.toLowerCase().replace(/\s+/g, '.')}-${Date.now()}@example.com`;
  const password = 'Kathmandu@2083x';
  await signUpViaApi(request, { fullName, email, phone: '+9779812300011', class: '10', school: 'Shree Janata Secondary School', password });
  return { email, password };
}

/** Sends a notification through the admin screen, as an admin would. */
async function sendFromAdminScreen(admin: Page, input: { title: string; message: string; audience: string; userSearch?: string; userName?: string }) {
  await admin.getByLabel('Title').fill(input.title);
  await admin.getByLabel('Message').fill(input.message);
  await admin.getByLabel('Send to').selectOption({ label: input.audience });
  if (input.userSearch) {
    await admin.getByLabel('Search users by name or email').fill(input.userSearch);
    await admin.getByRole('button', { name: new RegExp(input.userName!) }).click();
  }
  const sent = admin.waitForResponse((response) => response.url().endsWith('/api/admin/notifications') && response.request().method() === 'POST');
  const clickedAt = Date.now();
  await admin.getByRole('button', { name: 'Send notification' }).click();
  expect((await sent).status()).toBe(201);
  await expect(admin.getByText('Notification sent successfully').last()).toBeVisible();
  // The form clears once the send is done.
  await expect(admin.getByLabel('Title')).toHaveValue('');
  return clickedAt;
}

test('[notifications] a student sees an admin’s notification live, marks all as read, and never sees another user’s', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext({ baseURL });
  const studentContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const admin = await adminContext.newPage();
  const student = await studentContext.newPage();
  await signInViaApi(admin.request, DEMO_ADMIN, true);
  await signInViaApi(student.request, DEMO_STUDENT);
  const other = await signUpStudent(adminContext.request, 'Sunita Rai');

  // The student keeps the dashboard open; the event stream is open before the admin sends.
  const streamOpened = student.waitForResponse((response) => response.url().endsWith('/api/events'));
  await student.goto('/dashboard');
  expect((await streamOpened).status()).toBe(200);
  const updates = student.getByRole('list', { name: 'Important Updates' });
  const updatesCard = student.locator('div', { has: student.getByRole('heading', { name: 'Important Updates' }) }).last();
  await expect(updates.getByRole('listitem')).toHaveCount(2);
  await expect(updates.getByText('Welcome to Pariksha!')).toBeVisible();
  const bell = student.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // The page itself notes when both the bell and Important Updates show the new notification (Playwright's
  // polling would add up to a second of its own to the measurement).
  const shownAt = student.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const isShown = () =>
          document.querySelector('header a[aria-label="Notifications, 3 unread"]') !== null &&
          (document.querySelector('ul[aria-label="Important Updates"]')?.textContent ?? '').includes('Mock test week starts Sunday');
        const observer = new MutationObserver(() => {
          if (!isShown()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
  await admin.goto('/admin/notifications');
  const sentAt = await sendFromAdminScreen(admin, { title: 'Mock test week starts Sunday', message: 'Sit one full mock test each day this week.', audience: 'Students' });
  expect((await shownAt) - sentAt, 'ms from Send to the student seeing it').toBeLessThan(2000);
  await expect(updates.getByRole('listitem').first()).toContainText('Mock test week starts Sunday');
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await expect(student.getByText('3 new')).toBeVisible();
  await expect(updates.getByRole('listitem')).toHaveCount(3);

  // From the dashboard to the list without a reload, where the student marks all as read.
  await student.getByRole('link', { name: 'View all notifications' }).click();
  await expect(student).toHaveURL(/\/notifications$/);
  const list = student.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Mock test week starts Sunday')).toBeVisible();
  await expectNoHorizontalScroll(student);
  await student.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(student.getByText('All notifications marked as read')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell).toHaveText('');
  await expect(list.getByText('New')).toHaveCount(0);
  // The admin's read count follows live.
  const sentItem = admin.getByRole('list', { name: 'Sent notifications' }).getByRole('listitem').filter({ hasText: 'Mock test week starts Sunday' });
  await expect(sentItem.getByText(/^Read by 1 of \d+$/)).toBeVisible();

  await student.goBack();
  await expect(student).toHaveURL(/\/dashboard$/);
  await expect(updates.getByRole('listitem')).toHaveCount(3);
  await expect(updatesCard.getByText(/\d+ new/)).toHaveCount(0);

  await sendFromAdminScreen(admin, {
    title: 'Your scholarship form was received',
    message: 'We will reply within a week.',
    audience: 'A specific user',
    userSearch: other.email,
    userName: 'Sunita Rai',
  });
  await sendFromAdminScreen(admin, { title: 'Formula bank updated', message: 'New physics formulas are in.', audience: 'All users' });
  // Events reach one stream in order: once the later notice is shown, the personal one would have been too.
  await expect(updates.getByRole('listitem').first()).toContainText('Formula bank updated', { timeout: 2000 });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(student.getByText('Your scholarship form was received')).toHaveCount(0);
  await student.goto('/notifications');
  await expect(student.getByRole('list', { name: 'Notifications' }).getByText('Formula bank updated')).toBeVisible();
  await expect(student.getByText('Your scholarship form was received')).toHaveCount(0);

  // It did reach the user it was meant for.
  const otherContext = await browser.newContext({ baseURL });
  await signInViaApi(otherContext.request, other);
  const theirs = (await (await otherContext.request.get('/api/notifications')).json()) as { notifications: { title: string }[] };
  expect(theirs.notifications.map((n) => n.title)).toContain('Your scholarship form was received');

  await Promise.all([adminContext.close(), studentContext.close(), otherContext.close()]);
});

test('[notifications] the admin deletes a notification after the confirmation and students’ lists drop it', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext({ baseURL });
  const studentContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  const student = await studentContext.newPage();
  await signInViaApi(admin.request, DEMO_ADMIN, true);
  await signInViaApi(student.request, DEMO_STUDENT);

  await admin.goto('/admin/notifications');
  await sendFromAdminScreen(admin, { title: 'Library closed on Saturday', message: 'Study online instead.', audience: 'All users' });
  await student.goto('/notifications');
  await expect(student.getByText('Library closed on Saturday')).toBeVisible();

  await admin.getByRole('button', { name: 'Delete notification “Library closed on Saturday”' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this notification? This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Notification deleted successfully')).toBeVisible();
  await expect(student.getByText('Library closed on Saturday')).toHaveCount(0, { timeout: 2000 });

  await Promise.all([adminContext.close(), studentContext.close()]);
});

test('[notifications] the notifications pages have no serious or critical accessibility violations, light or dark, and fit a phone', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInViaApi(page.request, DEMO_ADMIN, true);
  await forEachThemeAndPath(page, ['/notifications', '/admin/notifications'], (label) => expectAccessiblePhonePage(page, label));
  await context.close();
});
