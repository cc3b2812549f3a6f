import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STUDENT, expect, signInViaApi, test } from './fixtures';

// The content forms the other content journeys do not cover (issue 12): a mock test from picked MCQs, a past paper
// with its PDF and solution PDF, a formula in LaTeX. Each reaches a student's open screen without a reload, and
// its edit and deletion too.

const pdfBytes = (sizeKb: number) => Buffer.concat([Buffer.from('%PDF-1.4\n% e2e paper\n'), Buffer.alloc(sizeKb * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

async function signedInPage(browser: Browser, baseURL: string | undefined, who: 'admin' | 'student') {
  const context = await browser.newContext({ baseURL, viewport: who === 'admin' ? { width: 1280, height: 900 } : { width: 360, height: 740 } });
  const page = await context.newPage();
  if (who === 'admin') await signInViaApi(page.request, DEMO_ADMIN, true);
  else await signInViaApi(page.request, DEMO_STUDENT);
  return page;
}

/** Opens a page and waits until its event stream is open, so later changes arrive live. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

async function placeInClass12Physics(dialog: Locator) {
  await dialog.getByLabel('Class', { exact: true }).selectOption('12');
  await dialog.getByLabel('Faculty').selectOption({ label: 'Science' });
  await dialog.getByLabel('Subject').selectOption({ label: 'Physics' });
}

/** Deletes the admin list's row of `title` behind the browser's confirm. */
async function deleteRow(admin: Page, title: string) {
  admin.once('dialog', (confirm) => void confirm.accept());
  await admin.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /^Delete/ }).click();
  await expect(admin.getByText('Item deleted successfully')).toBeVisible();
}

test('[content-admin] a mock test of picked MCQs reaches a student’s open mock tests list, is edited and deleted', async ({ browser, baseURL }) => {
  const admin = await signedInPage(browser, baseURL, 'admin');
  const student = await signedInPage(browser, baseURL, 'student');
  await openLive(student, '/mocktest');

  await admin.goto('/admin/content?tab=mock-tests');
  await admin.getByRole('button', { name: 'Add Mock Test' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Oscillations quick check');
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('60');
  await expect(dialog.getByLabel('Total marks')).toHaveValue('100');
  await dialog.getByLabel('Duration (minutes)').fill('15');
  await dialog.getByLabel('Total marks').fill('20');
  await placeInClass12Physics(dialog);
  // Pick two free questions of the class and subject's bank by searching for them: a free test cannot hold a premium
  // one, and the bank's order among questions added together follows their random ids.
  for (const [words, question] of [['skater', /^A spinning skater/], ['convex', /^The power of a convex lens/]] as const) {
    await dialog.getByRole('searchbox', { name: 'Search questions' }).fill(words);
    await dialog.getByRole('checkbox', { name: question }).check();
  }
  await expect(dialog.getByText('2 questions picked')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Mock test added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(student.getByText('Oscillations quick check')).toBeVisible();

  await admin.getByRole('listitem').filter({ hasText: 'Oscillations quick check' }).getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog.getByText('2 questions picked')).toBeVisible();
  await dialog.getByLabel('Title').fill('Oscillations: quick check');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Mock test updated successfully')).toBeVisible();
  await expect(student.getByText('Oscillations: quick check')).toBeVisible();

  await deleteRow(admin, 'Oscillations: quick check');
  await expect(student.getByText('Oscillations: quick check')).toHaveCount(0);
});

test('[content-admin] a past paper with its PDF and solution uploads with progress, reaches a student’s open past papers, is edited and deleted', async ({ browser, baseURL }) => {
  const admin = await signedInPage(browser, baseURL, 'admin');
  const student = await signedInPage(browser, baseURL, 'student');
  await openLive(student, '/past-papers');

  await admin.goto('/admin/content?tab=past-papers');
  await admin.getByRole('button', { name: 'Add Past Paper' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Title').fill('NEB Grade 12 Physics 2024 (supplementary)');
  await expect(dialog.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));
  await dialog.getByLabel('Year').fill('2024');
  await dialog.getByLabel('Exam board').fill('NEB');
  await placeInClass12Physics(dialog);
  await dialog.getByLabel('Question paper (PDF)').setInputFiles({ name: 'physics-2024.pdf', mimeType: 'application/pdf', buffer: pdfBytes(500) });
  await dialog.getByLabel('Solution (PDF, optional)').setInputFiles({ name: 'physics-2024-solutions.pdf', mimeType: 'application/pdf', buffer: pdfBytes(300) });

  // Hold the upload's answer a moment so the progress it showed can be seen.
  await admin.route('**/api/admin/past-papers', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(admin.getByText('Past paper added successfully')).toBeVisible();
  await admin.unroute('**/api/admin/past-papers');
  const row = admin.getByRole('listitem').filter({ hasText: 'NEB Grade 12 Physics 2024 (supplementary)' });
  await expect(row.getByText('physics-2024.pdf')).toBeVisible();

  await expect(student.getByText('NEB Grade 12 Physics 2024 (supplementary)')).toBeVisible();

  await row.getByRole('button', { name: /^Edit/ }).click();
  // Both files were stored (the list shows the paper; the form shows each).
  await expect(dialog.getByText('Stored: physics-2024.pdf')).toBeVisible();
  await expect(dialog.getByText('Stored: physics-2024-solutions.pdf')).toBeVisible();
  await dialog.getByLabel('Title').fill('NEB Grade 12 Physics 2024 (supplementary exam)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Past paper updated successfully')).toBeVisible();
  await expect(student.getByText('NEB Grade 12 Physics 2024 (supplementary exam)')).toBeVisible();

  await deleteRow(admin, 'NEB Grade 12 Physics 2024 (supplementary exam)');
  await expect(student.getByText('NEB Grade 12 Physics 2024 (supplementary exam)')).toHaveCount(0);
});

test('[content-admin] a formula in LaTeX with a typeset preview reaches a student’s open formula bank, is edited and deleted', async ({ browser, baseURL }) => {
  const admin = await signedInPage(browser, baseURL, 'admin');
  const student = await signedInPage(browser, baseURL, 'student');
  await openLive(student, '/formulas');

  await admin.goto('/admin/content?tab=formulas');
  await admin.getByRole('button', { name: 'Add Formula' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Damped oscillator amplitude');
  await dialog.getByLabel('LaTeX').fill('A(t) = A_0 e^{-bt/2m}');
  await expect(dialog.getByRole('region', { name: 'Preview' }).locator('.katex').first()).toBeVisible();
  await dialog.getByLabel('Topic').fill('Periodic Motion');
  await placeInClass12Physics(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Formula added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = student.getByText('Damped oscillator amplitude');
  await expect(card).toBeVisible();

  await admin.getByRole('listitem').filter({ hasText: 'Damped oscillator amplitude' }).getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog.getByLabel('LaTeX')).toHaveValue('A(t) = A_0 e^{-bt/2m}');
  await dialog.getByLabel('Title').fill('Amplitude of a damped oscillator');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Formula updated successfully')).toBeVisible();
  await expect(student.getByText('Amplitude of a damped oscillator')).toBeVisible();

  await deleteRow(admin, 'Amplitude of a damped oscillator');
  await expect(student.getByText('Amplitude of a damped oscillator')).toHaveCount(0);
});
