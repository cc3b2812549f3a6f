import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEMO_STUDENT, expect, signInViaApi, test, waitForLivePage } from './fixtures';

type Files = { file: string; gzipKb: number }[];
type PageFigures = {
  path: string;
  jsGzipKb: number;
  cssGzipKb: number;
  budgetKb: { js: number; css: number };
  files: Files;
  later: { files: Files };
};
type BundleReport = { beforeStart: { files: string[] }; pages: Record<'landing' | 'dashboard', PageFigures> };

// What scripts/report-bundle.mjs computed from this build's manifest (decision 090).
const report = JSON.parse(
  readFileSync(path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../dist/web'), 'bundle-report.json'), 'utf8'),
) as BundleReport;
// The report may count a text namespace that a page's code reads but this visit did not show; never less.
const REPORT_MAY_EXCEED_KB = 3;

/** Every script and stylesheet the page fetches, by path, with its size gzipped as the report measures it. */
function recordDownloads(page: Page) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname.slice(1);
    if (!/\.(js|css)$/.test(file)) return;
    pending.push(response.body().then((body) => void sizes.set(file, gzipSync(body).length / 1024)));
  });
  return async () => {
    await Promise.all(pending);
    return sizes;
  };
}

const total = (sizes: Map<string, number>, files: string[]) => files.reduce((sum, file) => sum + sizes.get(file)!, 0);

/** The scripts and styles fetched are the ones the report counts (or may load later), and weigh what it says. */
function expectReportHolds(name: string, figures: PageFigures, sizes: Map<string, number>) {
  const counted = new Set(figures.files.map(({ file }) => file));
  const later = new Set(figures.later.files.map(({ file }) => file));
  const fetched = [...sizes.keys()];
  expect(fetched.filter((file) => !counted.has(file) && !later.has(file)), `${name}: fetched but not in the report`).toEqual([]);
  const js = fetched.filter((file) => file.endsWith('.js') && counted.has(file));
  const css = fetched.filter((file) => file.endsWith('.css'));
  const jsKb = total(sizes, js);
  const cssKb = total(sizes, css);
  console.log(`${name}: the browser fetched ${jsKb.toFixed(1)} kB JS (report ${figures.jsGzipKb}), ${cssKb.toFixed(1)} kB CSS (report ${figures.cssGzipKb})`);
  expect(jsKb, `${name}: JavaScript the browser fetched, gzipped`).toBeLessThanOrEqual(figures.jsGzipKb + 0.1);
  expect(jsKb, `${name}: JavaScript the report counts that the browser did not fetch`).toBeGreaterThanOrEqual(figures.jsGzipKb - REPORT_MAY_EXCEED_KB);
  expect(cssKb).toBeCloseTo(figures.cssGzipKb, 0);
  expect(cssKb, `${name}: CSS within its budget`).toBeLessThanOrEqual(figures.budgetKb.css);
  return jsKb;
}

test('[bundle] the landing page loads what the report counts: before the app, then with it started, within its budget', async ({ page }) => {
  const downloads = recordDownloads(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Decision 088: a page to read, with no app until the reader does something.
  expect([...(await downloads()).keys()].sort()).toEqual([...report.beforeStart.files].sort());
  await page.mouse.move(20, 20);
  await waitForLivePage(page);
  await page.waitForLoadState('networkidle');
  const jsKb = expectReportHolds('/', report.pages.landing, await downloads());
  expect(jsKb, '/ JavaScript within its budget').toBeLessThanOrEqual(report.pages.landing.budgetKb.js);
});

test("[bundle] a signed-in student's dashboard loads what the report counts, within its budget", async ({ page }) => {
  await signInViaApi(page.request, DEMO_STUDENT);
  const downloads = recordDownloads(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const jsKb = expectReportHolds('/dashboard', report.pages.dashboard, await downloads());
  expect(jsKb, '/dashboard JavaScript within its budget').toBeLessThanOrEqual(report.pages.dashboard.budgetKb.js);
  // The account menu's code comes when the student reaches for it, and it then opens as before.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
});
