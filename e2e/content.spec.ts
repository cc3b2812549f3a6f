import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { DEMO_STUDENT, expect, expectAccessiblePhonePage, forEachThemeAndPath, signInViaApi, test } from './fixtures';

/** The bytes of a browser download: proves a real PDF arrived. */
async function pdfBytes(download: Download) {
  const path = await download.path();
  return readFile(path!);
}

const found = (page: Page) => page.getByTestId('notes-count');
const noteCard = (page: Page, title: string) => page.getByTestId('note-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.beforeEach(async ({ page }) => {
  await signInViaApi(page.request, DEMO_STUDENT);
});

test('[notes] a free student searches and filters notes, reads one with typeset maths and downloads a free PDF', async ({ page }) => {
  await page.goto('/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Study Notes - Class 12 (Science)' })).toBeVisible();
  await expect(found(page)).toHaveText(/^Found \d+ notes$/);
  const all = Number((await found(page).textContent())!.match(/\d+/)![0]);
  expect(all).toBeGreaterThanOrEqual(12);
  await expect(page.getByText('Unlock everything with Premium')).toBeVisible();

  // Search (ranked full text over title, description and topics).
  await page.getByLabel('Search notes').fill('photoelectric');
  await expect(found(page)).toHaveText('Found 1 note');
  await expect(noteCard(page, "Photoelectric Effect and Einstein's Equation")).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(found(page)).toHaveText(`Found ${all} notes`);

  // Subject filter (only the science faculty's subjects) and class filter.
  const subjects = await page.getByLabel('Subject').locator('option').allTextContents();
  expect(subjects).toEqual(['All Subjects', 'Physics', 'Chemistry', 'Biology', 'Mathematics']);
  await page.getByLabel('Subject').selectOption({ label: 'Chemistry' });
  await expect(found(page)).toHaveText('Found 4 notes');
  await expect(page.getByTestId('note-card').first()).toContainText('Chemistry');
  await page.getByLabel('Subject').selectOption({ label: 'Mathematics' });
  await page.getByLabel('Class', { exact: true }).selectOption({ label: 'All Classes' });
  await expect(found(page)).toHaveText('Found 7 notes');
  await page.getByLabel('Class', { exact: true }).selectOption({ label: 'Class 10' });
  await expect(found(page)).toHaveText('Found 3 notes');
  for (const card of await page.getByTestId('note-card').all()) await expect(card).toContainText('Class 10');
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(found(page)).toHaveText(`Found ${all} notes`);

  // A premium note is locked with Upgrade Required leading to the plans.
  const premium = noteCard(page, "Photoelectric Effect and Einstein's Equation");
  await expect(premium.getByRole('link', { name: 'Upgrade Required' })).toHaveAttribute('href', '/subscription');
  await expect(premium.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);

  // Download a free PDF: a real PDF arrives and the count goes up by one.
  const kirchhoff = noteCard(page, "Kirchhoff's Laws and the Wheatstone Bridge");
  const before = Number((await kirchhoff.getByTestId('note-downloads').textContent())!.replace(/\D/g, ''));
  const downloadPromise = page.waitForEvent('download');
  await kirchhoff.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("Kirchhoff's Laws and the Wheatstone Bridge.pdf");
  expect((await pdfBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(kirchhoff.getByTestId('note-downloads')).toHaveText(`${before + 1} downloads`);

  // View Online: the unit's reading page renders the Markdown with KaTeX.
  await noteCard(page, "Gauss's Law and Its Applications").getByRole('link', { name: 'View Online' }).click();
  await expect(page).toHaveURL(/\/notes\/physics\/electrostatics\?note=/);
  await expect(page.getByRole('heading', { level: 2, name: "Gauss's Law and Its Applications" })).toBeVisible();
  await expect(page.locator('article .katex').first()).toBeVisible();
  expect(await page.locator('article .katex').count()).toBeGreaterThan(5);
  await expect(page.getByRole('link', { name: 'Practice Now' })).toHaveAttribute('href', '/mcq/physics/electrostatics');
});

test('[notes] the reading page shows a note PDF in the in-page viewer and moves between units', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|standardFontDataUrl/.test(message.text())) problems.push(message.text());
  });
  await page.goto('/notes/physics/current-electricity');
  await expect(page.getByRole('heading', { level: 1, name: 'Current Electricity' })).toBeVisible();
  await page.getByRole('button', { name: 'View PDF' }).click();
  await expect(page.getByTestId('pdf-page')).toHaveText(/^Page 1 of \d+$/);
  const rendered = await page.getByTestId('pdf-viewer').locator('.page canvas').first().evaluate((canvas: HTMLCanvasElement) => canvas.width > 100 && canvas.height > 100);
  expect(rendered).toBe(true);
  expect(problems).toEqual([]);
  await page.getByRole('link', { name: /^Next: / }).click();
  await expect(page).toHaveURL(/\/notes\/physics\/magnetism-and-electromagnetic-induction$/);
  await expect(page.getByText('No notes for this unit yet')).toBeVisible();
});

test('[past papers] newest first, a free paper downloads and counts, premium papers need an upgrade', async ({ page }) => {
  await page.goto('/past-papers');
  await expect(page.getByRole('heading', { level: 1, name: 'Past Papers' })).toBeVisible();
  const cards = page.getByTestId('paper-card');
  await expect(cards.first()).toBeVisible();
  const years = (await cards.locator('span.text-3xl').allTextContents()).map(Number);
  expect(years).toEqual([...years].sort((a, b) => b - a));

  const premium = cards.filter({ hasText: 'NEB Grade 12 Physics 2024' });
  await expect(premium.getByRole('link', { name: 'Upgrade Required' })).toBeVisible();

  const free = cards.filter({ hasText: 'NEB Grade 12 Physics 2022' });
  const before = Number((await free.getByTestId('paper-downloads').textContent())!.replace(/\D/g, ''));
  const downloadPromise = page.waitForEvent('download');
  await free.getByRole('button', { name: 'Download PDF' }).click();
  expect((await pdfBytes(await downloadPromise)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(free.getByTestId('paper-downloads')).toHaveText(`${before + 1} downloads`);
  const solutionPromise = page.waitForEvent('download');
  await free.getByRole('button', { name: 'Download solution' }).click();
  expect((await solutionPromise).suggestedFilename()).toBe('NEB Grade 12 Physics 2022 solutions.pdf');

  // The paper opens in the page in pdf.js's viewer: page number, a text-layer word, zoom.
  await free.getByRole('button', { name: 'Read paper' }).click();
  const reader = page.getByTestId('paper-reader');
  await expect(reader.getByRole('heading', { name: 'NEB Grade 12 Physics 2022' })).toBeFocused();
  await expect(reader.getByTestId('pdf-page')).toHaveText(/^Page 1 of \d+$/);
  await expect(reader.locator('.textLayer').first()).toContainText('Physics');
  const zoom = await reader.getByTestId('pdf-zoom').textContent();
  await reader.getByRole('button', { name: 'Zoom in' }).click();
  await expect(reader.getByTestId('pdf-zoom')).not.toHaveText(zoom!);
  await free.getByRole('button', { name: 'Read solution' }).click();
  await expect(reader.getByRole('heading', { name: 'NEB Grade 12 Physics 2022: solution' })).toBeVisible();
  await expect(reader.getByTestId('pdf-page')).toHaveText(/^Page 1 of \d+$/);

  await page.getByLabel('Year').selectOption('2023');
  await expect.poll(async () => [...new Set(await cards.locator('span.text-3xl').allTextContents())]).toEqual(['2023']);
  await expect(page.getByText('4 papers')).toBeVisible();
});

test('[formulas] a student finds formulas by topic, typeset with KaTeX', async ({ page }) => {
  await page.goto('/formulas');
  await expect(page.getByRole('heading', { level: 1, name: 'Formula Bank' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Physics/ })).toBeVisible();
  await page.getByLabel('Search formulas').fill('Chemical Kinetics');
  await expect(page.getByText('4 formulas')).toBeVisible();
  const cards = page.getByTestId('formula-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: 'Half-life of a first-order reaction' }).locator('.katex')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Physics/ })).toHaveCount(0);
});

test('[repeated questions] groups with their years, filters, solutions and the PDF of the list', async ({ page }) => {
  await page.goto('/repeated-questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Repeated Questions' })).toBeVisible();
  const count = page.getByTestId('repeated-count');
  await expect(count).toHaveText(/^Showing \d+ repeated questions$/);
  const photoelectric = page.getByTestId('repeated-question').filter({ hasText: 'photoelectric' });
  await expect(photoelectric.getByTestId('repeated-years')).toHaveText(['2019', '2022', '2023', '2024'].join(''));
  await expect(photoelectric).toContainText('Asked 4 times');
  await expect(page.getByTestId('pattern-insights')).toContainText('Most repeated units');

  await photoelectric.getByRole('button', { name: 'View Solution' }).click();
  await expect(page.getByTestId('repeated-solution')).toContainText('hν = φ + ½ m v²max');
  await page.keyboard.press('Escape');
  await expect(photoelectric.getByRole('link', { name: 'Practice Now' })).toHaveAttribute('href', '/mcq/physics/modern-physics');

  const everything = await count.textContent();
  await page.getByLabel('Subject').selectOption({ label: 'Chemistry' });
  await expect(count).not.toHaveText(everything!);
  await expect(count).toHaveText(/^Showing [1-9]\d* repeated questions?$/);
  for (const card of await page.getByTestId('repeated-question').all()) await expect(card).toContainText('Chemistry');
  await page.getByLabel('Search questions').fill('no such question anywhere');
  await expect(page.getByText('No repeated questions match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).last().click();
  await expect(photoelectric).toBeVisible();

  await page.getByLabel('Subject').selectOption({ label: 'Physics' });
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download All' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('repeated-questions.pdf');
  expect((await pdfBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('[notes] the study pages fit a 360 px phone and have no serious accessibility violations, light or dark', async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInViaApi(page.request, DEMO_STUDENT);
  await forEachThemeAndPath(page, ['/notes', '/notes/chemistry/chemical-kinetics', '/past-papers', '/formulas', '/repeated-questions'], (label) =>
    expectAccessiblePhonePage(page, label),
  );
  await context.close();
});
