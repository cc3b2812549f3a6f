import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STUDENT, expect, expectAccessiblePhonePage, expectNoHorizontalScroll, expectNoSeriousAxeViolations, forEachThemeAndPath, signInViaApi, test } from './fixtures';

// The content admin's journeys (issue 12): what an admin adds, edits and deletes reaches a student's open screens
// without a reload, PDFs upload with progress, and a bulk import lands whole or not at all.

/** A small but real-looking PDF: the server checks the `%PDF-` bytes, not the name. */
const pdfBytes = (sizeKb: number) => Buffer.concat([Buffer.from('%PDF-1.4\n% e2e note\n'), Buffer.alloc(sizeKb * 1024, 0x20), Buffer.from('\n%%EOF\n')]);

async function adminPage(browser: import('@playwright/test').Browser, baseURL: string | undefined, width = 1280) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInViaApi(page.request, DEMO_ADMIN, true);
  return page;
}

async function studentPage(browser: import('@playwright/test').Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInViaApi(page.request, DEMO_STUDENT);
  return page;
}

/** Opens a page and waits until its event stream is open, so later changes arrive live. */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

/** Class 12, Science, then a subject: the placement every form and the import share. */
async function placeInClass12(dialog: Locator, subject: string) {
  await dialog.getByLabel('Class', { exact: true }).selectOption('12');
  await dialog.getByLabel('Faculty').selectOption({ label: 'Science' });
  await dialog.getByLabel('Subject').selectOption({ label: subject });
}

const questionCount = (text: string) => Number(/(\d+) questions?/.exec(text)?.[1] ?? 0);

test('[content-admin] an MCQ with LaTeX added, edited and deleted reaches a student’s open practice screen without a reload', async ({ browser, baseURL }) => {
  const admin = await adminPage(browser, baseURL);
  const student = await studentPage(browser, baseURL);
  await openLive(student, '/mcq');
  await student.getByRole('tab', { name: 'Physics' }).click();
  const unit = student.getByRole('list', { name: 'Units of Physics' }).getByRole('listitem').filter({ hasText: 'Periodic Motion' });
  await expect(unit).toBeVisible();
  const before = questionCount(await unit.innerText());

  await admin.goto('/admin/content');
  await expect(admin.getByRole('heading', { level: 1, name: 'Content Management' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add MCQ' }).click();
  const dialog = admin.getByRole('dialog');
  // Saving empty shows the required fields and sends nothing.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Question is required')).toBeVisible();
  await expect(dialog.getByText('Option D is required')).toBeVisible();
  await expect(dialog.getByText('Choose a subject').last()).toBeVisible();

  await dialog.getByLabel('Question').fill('A simple pendulum of length $L$ has period $T = 2\\pi\\sqrt{L/g}$. Doubling $L$ multiplies $T$ by');
  await dialog.getByLabel('Option A').fill('$\\sqrt{2}$');
  await dialog.getByLabel('Option B').fill('$2$');
  await dialog.getByLabel('Option C').fill('$1/\\sqrt{2}$');
  await dialog.getByLabel('Option D').fill('$4$');
  await expect(dialog.getByLabel('Correct answer')).toHaveValue('A');
  await dialog.getByLabel('Explanation').fill('$T \\propto \\sqrt{L}$, so $T$ grows by $\\sqrt{2}$.');
  await placeInClass12(dialog, 'Physics');
  await dialog.getByLabel('Unit').fill('Periodic Motion');
  // The preview typesets the LaTeX as students will see it.
  await expect(dialog.getByTestId('mcq-preview').locator('.katex').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('MCQ added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(unit).toContainText(`${before + 1} question`);

  // Edit: the list row opens the form with the stored values.
  const row = admin.getByRole('listitem').filter({ hasText: 'Doubling' });
  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog.getByLabel('Unit')).toHaveValue('Periodic Motion');
  await dialog.getByLabel('Option A').fill('$\\sqrt{2}$ (about 1.41)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('MCQ updated successfully')).toBeVisible();

  // A formula KaTeX cannot typeset is refused by the server, naming the field.
  await row.getByRole('button', { name: /^Edit/ }).click();
  await dialog.getByLabel('Option B').fill('$\\frac{1}{$');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Failed to update MCQ')).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: /Option B|options\.B/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  admin.once('dialog', (confirm) => void confirm.accept());
  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(admin.getByText('Item deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(unit).toContainText(before ? `${before} question` : 'No questions yet');
});

test('[content-admin] a note with a PDF uploads with progress, shows on a student’s open notes list, is edited and deleted', async ({ browser, baseURL }) => {
  const admin = await adminPage(browser, baseURL);
  const student = await studentPage(browser, baseURL);
  await openLive(student, '/notes');
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();

  await admin.goto('/admin/content?tab=notes');
  await admin.getByRole('button', { name: 'Add Note' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Lens formula worked examples');
  await dialog.getByLabel('Description').fill('Sign convention and three solved problems');
  await dialog.getByLabel('Content', { exact: true }).fill('## Lens formula\n\n$$\\frac{1}{f} = \\frac{1}{v} - \\frac{1}{u}$$');
  await expect(dialog.getByRole('region', { name: 'Preview' }).locator('.katex').first()).toBeVisible();
  await expect(dialog.getByLabel('Pages')).toHaveValue('1');
  // A file named .pdf is refused in the browser only by its name; the server checks the bytes.
  await dialog.getByLabel('PDF file').setInputFiles({ name: 'lens.pdf', mimeType: 'application/pdf', buffer: pdfBytes(600) });
  await placeInClass12(dialog, 'Physics');
  await dialog.getByLabel('Unit').fill('Optics');

  // Hold the upload's answer a moment so the progress it showed can be seen.
  await admin.route('**/api/admin/notes', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(admin.getByText('Note added successfully')).toBeVisible();
  await admin.unroute('**/api/admin/notes');
  await expect(admin.getByRole('listitem').filter({ hasText: 'Lens formula worked examples' }).getByText('lens.pdf')).toBeVisible();

  await expect(student.getByText('Lens formula worked examples')).toBeVisible();

  const row = admin.getByRole('listitem').filter({ hasText: 'Lens formula worked examples' });
  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog.getByLabel('Content', { exact: true })).toHaveValue(/Lens formula/);
  await dialog.getByLabel('Title').fill('Lens formula: worked examples');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Note updated successfully')).toBeVisible();
  await expect(student.getByText('Lens formula: worked examples')).toBeVisible();

  admin.once('dialog', (confirm) => void confirm.accept());
  await admin.getByRole('listitem').filter({ hasText: 'Lens formula: worked examples' }).getByRole('button', { name: /^Delete/ }).click();
  await expect(admin.getByText('Item deleted successfully')).toBeVisible();
  await expect(student.getByText('Lens formula: worked examples')).toHaveCount(0);
});

/** `count` Aiken questions about the same made-up unit, with a tag to find them by. */
function aikenBatch(tag: string, count: number) {
  return Array.from(
    { length: count },
    (_, index) => `${tag} question ${index + 1}: what is $${index + 1} + 1$?\nA. $${index + 2}$\nB. $${index + 3}$\nC. $${index}$\nD. $${index + 4}$\nANSWER: A\nEXPLANATION: Add one.`,
  ).join('\n\n');
}

test('[content-admin] a bulk Aiken import of 20 questions lands; one with a malformed line lands nothing and names the line', async ({ browser, baseURL }) => {
  const admin = await adminPage(browser, baseURL);
  const total = async (search: string) => ((await (await admin.request.get(`/api/admin/mcqs?search=${encodeURIComponent(search)}`)).json()) as { total: number }).total;
  await admin.goto('/admin/content');

  const open = async (text: string) => {
    await admin.getByRole('button', { name: 'Bulk import' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Questions').fill(text);
    await placeInClass12(dialog, 'Physics');
    await dialog.getByLabel('Unit').fill('Periodic Motion');
    return dialog;
  };

  let dialog = await open(aikenBatch('Importbatch', 20));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('20 questions ready to import')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import all' }).click();
  await expect(admin.getByText('20 MCQs imported successfully')).toBeVisible();
  expect(await total('Importbatch')).toBe(20);

  // The third question lacks option D: the import names its line and adds none of the three.
  const broken = aikenBatch('Brokenbatch', 3).replace('D. $6$\n', '');
  dialog = await open(broken);
  await dialog.getByRole('button', { name: 'Import all' }).click();
  await expect(admin.getByText('Failed to import MCQs')).toBeVisible();
  await expect(dialog.getByTestId('import-problems')).toContainText('Line 21: expected option D');
  expect(await total('Brokenbatch')).toBe(0);
});

test('[content-admin] every tab fits a 360 px phone in light and dark and passes axe', async ({ browser, baseURL }) => {
  test.setTimeout(300_000); // ten pages through axe
  const admin = await adminPage(browser, baseURL, 360);
  const paths = ['/admin/content', '/admin/content?tab=notes', '/admin/content?tab=mock-tests', '/admin/content?tab=past-papers', '/admin/content?tab=formulas'];
  await forEachThemeAndPath(admin, paths, async (label) => {
    await expect(admin.getByRole('list').filter({ has: admin.getByRole('button', { name: /^Edit/ }) }).first()).toBeVisible();
    await expectAccessiblePhonePage(admin, label);
  });
  await admin.getByRole('button', { name: 'Add Formula' }).click();
  await expect(admin.getByRole('dialog').getByLabel('LaTeX')).toBeVisible();
  // The open dialog hides the page (and its heading) from assistive technology, so check it on its own terms.
  await expectNoHorizontalScroll(admin);
  await expectNoSeriousAxeViolations(admin, 'formula form');
});
