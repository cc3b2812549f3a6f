import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, expectNoHorizontalScroll, expectNoSeriousAxeViolations, forEachThemeAndPath, signInViaApi, test } from './fixtures';

const PUBLIC_PAGES = ['/', '/features', '/class-10', '/class-12', '/contact', '/privacy', '/terms', '/terms-of-service', '/privacy-policy'];

const CSRF = { 'x-requested-with': 'pariksha' };

/** Links are checked by name and target, the way a visitor reads them. */
async function expectLink(page: Page, name: string, href: string) {
  await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
}

test('[public] the landing page shows the hero, claims, features, subjects, testimonials, call to action and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prepare smarter. Score higher.');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await expectLink(page, 'Launch App', '/dashboard');
  await expectLink(page, 'View Features', '/features');
  await expect(page.getByText('10,000+', { exact: true })).toBeVisible();
  await expect(page.getByText('500+', { exact: true })).toBeVisible();
  for (const feature of ['Comprehensive Study Materials', 'Mock Tests & Practice', 'AI Tutor', 'Progress Tracking']) {
    await expect(page.getByRole('heading', { level: 3, name: feature, exact: true })).toBeVisible();
  }
  const subjects = page.getByRole('region', { name: 'Subjects we cover' });
  for (const subject of ['Physics', 'Chemistry', 'Mathematics', 'Biology', 'English', 'Nepali']) {
    await expect(subjects.getByRole('heading', { name: subject, exact: true })).toBeVisible();
  }
  const testimonials = page.getByRole('region', { name: 'Students across Nepal study with Pariksha' });
  await expect(testimonials.getByText('Sushma Adhikari')).toBeVisible();
  await expect(testimonials.getByText('Bibek Thapa Magar')).toBeVisible();
  const cta = page.getByRole('region', { name: 'Ready to start preparing?' });
  await expect(cta.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
  await expect(cta.getByRole('link', { name: 'Launch App' })).toHaveAttribute('href', '/dashboard');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  await expect(footer.getByRole('link', { name: 'support@pariksha.com.np' })).toBeVisible();
  await expect(footer.getByText(/Butwal-11, Rupandehi/)).toBeVisible();

  await page.getByRole('link', { name: 'View Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform Features' })).toBeVisible();
});

test('[public] the features page shows its three groups, the statistics strip and its buttons', async ({ page }) => {
  await page.goto('/features');
  const groups = {
    'Core Learning Features': ['Study Materials', 'AI Tutor', 'Mock Tests', 'Progress Tracking'],
    'Advanced Platform Features': ['Advanced Security', 'Smart Notifications', 'Payment Gateway', 'Admin Analytics', 'Content Management', 'Formula Library'],
    'System & Security Features': ['Maintenance Mode', 'System Settings', 'User Management', 'Data Security', 'Rate Limiting', 'Real-time Updates'],
  };
  for (const [group, features] of Object.entries(groups)) {
    const section = page.getByRole('region', { name: group });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(group);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(features);
  }
  await expect(page.getByRole('list', { name: 'Supported gateways' }).getByRole('listitem')).toHaveText(['eSewa', 'Khalti', 'Fonepay']);
  const stats = page.getByRole('region', { name: 'Pariksha in numbers' });
  for (const stat of ['16+', '100%', '24/7', 'Real-time']) await expect(stats.getByText(stat, { exact: true })).toBeVisible();
  await expectLink(page, 'Start Free Trial', '/signup');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
});

test('[public] the Class 10 and Class 12 pages list their subjects and topics and link to each other and the admin login', async ({ page }) => {
  const classes = [
    { path: '/class-10', title: 'Class 10 (SEE) Preparation', subjects: ['Mathematics', 'Science', 'English', 'Nepali', 'Social Studies', 'Optional Math'], topic: 'Compound Interest', other: '/class-12' },
    { path: '/class-12', title: 'Class 12 (NEB) Preparation', subjects: ['Physics', 'Chemistry', 'Mathematics', 'Biology', 'English', 'Nepali'], topic: 'Rotational Dynamics', other: '/class-10' },
  ];
  for (const level of classes) {
    await page.goto(level.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(level.title);
    const subjects = page.getByRole('region', { name: 'Subjects and topics' });
    await expect(subjects.getByRole('heading', { level: 3 })).toHaveText(level.subjects);
    await expect(subjects.getByRole('link', { name: 'Notes', exact: true })).toHaveCount(6);
    await expect(subjects.getByRole('link', { name: 'Past Papers', exact: true })).toHaveCount(6);
    await expect(subjects.getByRole('link', { name: 'Notes', exact: true }).first()).toHaveAttribute('href', '/notes');
    await expect(subjects.getByRole('link', { name: 'Past Papers', exact: true }).first()).toHaveAttribute('href', '/past-papers');
    await expect(subjects.getByRole('listitem').filter({ hasText: level.topic })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Why students choose Pariksha' }).getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Admin Login' }).first()).toHaveAttribute('href', '/admin/login');
    await expect(page.locator(`main a[href="${level.other}"]`).first()).toBeVisible();
  }
  await page.locator('main a[href="/class-10"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class 10 (SEE) Preparation');
});

test('[public] /contact, /privacy and /terms show the contact page with details, support hours and the FAQ', async ({ page }) => {
  for (const path of ['/contact', '/privacy', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Contact Us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'support@pariksha.com.np' })).toHaveAttribute('href', 'mailto:support@pariksha.com.np');
    await expect(main.getByRole('link', { name: '+977 71-540123' })).toHaveAttribute('href', 'tel:+97771540123');
    await expect(main.getByText('Butwal, Nepal', { exact: true })).toBeVisible();
    await expect(main.getByText('Monday – Friday')).toBeVisible();
    await expect(main.getByText('9:00 AM – 6:00 PM')).toBeVisible();
    await expect(main.getByText('10:00 AM – 4:00 PM')).toBeVisible();
    await expect(main.getByText('We reply within 24 hours.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button')).toHaveCount(4);
  }
  const question = page.getByRole('button', { name: 'I forgot my password. How do I get back into my account?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/choose Forgot password and enter your registered email address/)).toBeVisible();
});

test('[public] the policy pages show the seeded Terms of Service and Privacy Policy', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByRole('heading', { level: 2, name: '3. Accounts and eligibility' })).toBeVisible();
  await expect(page.getByText(/you may use Pariksha only with the consent of your parent or legal guardian/)).toBeVisible();
  await expect(page.getByText(/Rs\. 100 per month/).first()).toBeVisible();
  await expect(page.getByText('Terms of Service content not available.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: 'Questions about this policy?' })).toBeVisible();

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByRole('heading', { level: 2, name: '5. Cookies and local storage' })).toBeVisible();
  await expect(page.getByText(/Passwords are hashed with/)).toBeVisible();
  await expect(page.getByText('Privacy Policy content not available.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('[public] no public page scrolls sideways on a 360 px phone, with the menu closed or open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Features' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('[public] the landing and policy pages have no serious or critical accessibility violations, light or dark', async ({ page }) => {
  test.setTimeout(180_000);
  await forEachThemeAndPath(page, ['/', '/privacy-policy'], async (label) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, label);
  });
});

test('[policies] an admin publishes a new Terms of Service version and sees it in the history and on the public page', async ({ page }) => {
  await signInViaApi(page.request, DEMO_ADMIN, true);
  const before = (await (await page.request.get('/api/policies/terms')).json()) as { version: number; content: string };
  const marker = `Clause added by the end-to-end test ${Date.now()}.`;

  await page.goto('/admin/policy-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Policy Management' })).toBeVisible();
  const editor = page.getByLabel('Terms of Service content');
  await expect(editor).toHaveValue(before.content);
  const update = page.getByRole('button', { name: 'Update Terms of Service' });
  await editor.fill('   ');
  await expect(update).toBeDisabled();
  await editor.fill(`${before.content.trimEnd()}\n\n## 17. A new clause\n\n${marker}\n`);
  await update.click();
  await expect(page.getByText('Terms of Service updated successfully!')).toBeVisible();

  const history = page.getByRole('list', { name: 'Version History' }).getByRole('listitem');
  const newest = history.filter({ hasText: 'Terms of Service' }).first();
  await expect(newest).toContainText(`Version ${before.version + 1}`);
  await expect(newest).toContainText('Active');
  await expect(history.filter({ hasText: `Version ${before.version}` }).filter({ hasText: 'Terms of Service' })).not.toContainText('Active');
  await expect(editor).toHaveValue(new RegExp(marker.replace(/[.]/g, '\\.')));

  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 2, name: '17. A new clause' })).toBeVisible();
  await expect(page.getByText(marker)).toBeVisible();
  await expect(page.getByText(`Version ${before.version + 1} ·`)).toBeVisible();

  // Put the seeded text back as the next version, so other tests on this worker's server read it.
  const restored = await page.request.post('/api/admin/policies/terms', { headers: CSRF, data: { content: before.content } });
  expect(restored.status()).toBe(201);
});
