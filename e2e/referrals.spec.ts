import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, expectAccessiblePhonePage, forEachThemeAndPath, signInViaApi, signUpViaApi, test, readIn } from './fixtures';

const PASSWORD = 'Kathmandu@2083x';
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The number on a stat card of /referral, found by its label. */
const statCard = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=preceding-sibling::p[1]');

test('[referrals] an invited friend signs up from the link and pays; the referrer sees a completed referral and a commission an admin approves', async ({ browser, baseURL, mail, gateways }) => {
  test.setTimeout(120_000);
  const referrerContext = await browser.newContext({ baseURL });
  await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const referrer = await referrerContext.newPage();
  const referrerEmail = uniqueEmail('asha');
  await signUpViaApi(referrer.request, { fullName: 'Asha Karki', email: referrerEmail, password: PASSWORD, phone: '+9779812300021', class: '12', faculty: 'science', school: 'Pokhara Campus' });
  await signInViaApi(referrer.request, { email: referrerEmail, password: PASSWORD });

  await referrer.goto('/referral');
  await expect(referrer.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible();
  await expect(statCard(referrer, 'Total Referrals')).toHaveText('0');
  await expect(referrer.getByText('No referrals yet')).toBeVisible();
  await expect(referrer.getByText('Refer 3 friends this month, extra Rs. 200')).toBeVisible();
  const link = await referrer.getByLabel('Referral link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/signup\\?ref=[A-Z2-9]{8}$`));
  await referrer.getByRole('button', { name: 'Copy' }).click();
  await expect(referrer.getByText('Referral link copied to clipboard')).toBeVisible();
  expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The invitation really goes out by email.
  const friendEmail = uniqueEmail('hari');
  const send = referrer.getByRole('button', { name: 'Send Invite' });
  await expect(send).toBeDisabled();
  await referrer.getByLabel("Friend's email").fill(friendEmail);
  await send.click();
  await expect(referrer.getByText('Invitation Sent!')).toBeVisible();
  await expect(statCard(referrer, 'Pending Invites')).toHaveText('1');
  const invitation = await mail.waitForMail(friendEmail);
  expect(invitation.subject).toBe('Asha Karki invited you to Pariksha');
  expect(invitation.text).toContain(link);

  // The friend opens the link from the mail and signs up with its code.
  const friendContext = await browser.newContext({ baseURL });
  const friend = await friendContext.newPage();
  await friend.goto(link);
  const code = new URL(link).searchParams.get('ref')!;
  await expect(friend.getByText(`Referral code ${code} will be applied to your account`)).toBeVisible();
  await signUpViaApi(friend.request, { fullName: 'Hari Gurung', email: friendEmail, password: PASSWORD, phone: '+9779812300022', class: '12', faculty: 'science', school: 'Pokhara Campus', referralCode: code });
  await expect(statCard(referrer, 'Successful Signups')).toHaveText('1');
  await expect(statCard(referrer, 'Pending Invites')).toHaveText('0');

  // The friend pays for Premium with FonePay.
  await signInViaApi(friend.request, { email: friendEmail, password: PASSWORD });
  await friend.goto('/subscription');
  await friend.getByRole('radio', { name: 'FonePay' }).click();
  await friend.getByRole('button', { name: 'Pay Rs. 100' }).click();
  await expect(friend.getByRole('heading', { name: 'FonePay test payment' })).toBeVisible();
  await friend.getByRole('button', { name: 'Pay' }).click();
  await expect(friend.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // The referrer's open page shows the completed referral and the pending Rs. 100, without a reload.
  await expect(referrer.getByRole('listitem').filter({ hasText: 'Hari Gurung' }).getByText('Completed')).toBeVisible();
  await expect(statCard(referrer, 'Total Earnings')).toHaveText('Rs. 100');
  const earnings = referrer.getByRole('region', { name: 'Your earnings' });
  await expect(earnings.getByText('Rs. 100')).toBeVisible();

  // An admin approves the commission.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInViaApi(admin.request, DEMO_ADMIN, true);
  await admin.goto('/admin/payments?tab=commissions');
  const row = admin.getByRole('listitem').filter({ hasText: referrerEmail });
  await expect(row.getByText('Referred Hari Gurung', { exact: false })).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Commission approved')).toBeVisible();

  // The referrer's earnings follow on /referral and /profile.
  await expect(earnings.locator('div').filter({ hasText: /^ApprovedRs\. 100$/ })).toBeVisible();
  await referrer.goto('/profile');
  await expect(referrer.getByText('Rs. 100').first()).toBeVisible();
  expect(gateways.violations).toEqual([]);
  await Promise.all([referrerContext.close(), friendContext.close(), adminContext.close()]);
});

test('[referrals] the referral page at 360 px in light and dark, and in Nepali', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const email = uniqueEmail('gita');
  await signUpViaApi(page.request, { fullName: 'Gita Rai', email, password: PASSWORD, phone: '+9779812300023', class: '10', school: 'Shree Janata Secondary School' });
  await signInViaApi(page.request, { email, password: PASSWORD });
  await forEachThemeAndPath(page, ['/referral'], (label) => expectAccessiblePhonePage(page, label));
  await readIn(page, 'ne');
  await page.goto('/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'रेफरल कार्यक्रम' })).toBeVisible();
  await expectAccessiblePhonePage(page, 'ne /referral');
  await context.close();
});
