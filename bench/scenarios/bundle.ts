import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BenchScenario } from '../scenario';

type PageFigures = {
  path: string;
  title: string;
  jsGzipKb: number;
  cssGzipKb: number;
  budgetKb: { js: number; css: number };
  namespaces: string[];
  later: { jsGzipKb: number };
};
type BundleReport = {
  beforeStart: { jsGzipKb: number; cssGzipKb: number };
  pages: Record<'landing' | 'dashboard', PageFigures>;
  loadOnlyWhereUsed: string[];
  lazy: { source: string; file: string; gzipKb: number }[];
};

const REPORT = path.resolve(import.meta.dirname, '../../dist/web/bundle-report.json');

/**
 * The bundle budgets of the last `npm run build`, as a browser loads each page: scripts/report-bundle.mjs follows the
 * router's lazy chunks and the texts they read (decision 090), fails the build above them, and e2e/bundle-budget.spec.ts
 * checks its figures against what Chromium fetches.
 */
export const bundleScenario: BenchScenario = {
  name: 'bundle',
  description: 'JavaScript and CSS a phone downloads for a page, gzipped, from the last `npm run build` (dist/web/bundle-report.json).',
  async run() {
    if (!existsSync(REPORT)) throw new Error('dist/web/bundle-report.json is missing: run `npm run build` first.');
    const report = JSON.parse(readFileSync(REPORT, 'utf8')) as BundleReport;
    const mark = (value: number, budget: number) =>
      value <= budget ? `${value} kB (budget ${budget} kB, met)` : `${value} kB (budget ${budget} kB, OVER by ${(value - budget).toFixed(1)} kB)`;
    const page = (figures: PageFigures) =>
      `${figures.title}: JS ${mark(figures.jsGzipKb, figures.budgetKb.js)}, CSS ${mark(figures.cssGzipKb, figures.budgetKb.css)}; texts ${figures.namespaces.join(', ')}` +
      (figures.later.jsGzipKb ? `; then, only when there is something to draw, ${figures.later.jsGzipKb} kB` : '');
    const largest = report.lazy.slice(0, 5).map((chunk) => `${chunk.source || chunk.file} ${chunk.gzipKb} kB`);
    return {
      lines: [
        `a prerendered page before the app starts (decision 088): JS ${report.beforeStart.jsGzipKb} kB, CSS ${report.beforeStart.cssGzipKb} kB`,
        page(report.pages.landing),
        page(report.pages.dashboard),
        `loaded only where used: ${report.loadOnlyWhereUsed.join(', ')} (checked by the build)`,
        `largest lazy chunks: ${largest.join('; ')}`,
        `build of ${statSync(REPORT).mtime.toISOString()}`,
      ],
      metrics: {
        beforeStartJsGzipKb: report.beforeStart.jsGzipKb,
        landingJsGzipKb: report.pages.landing.jsGzipKb,
        landingCssGzipKb: report.pages.landing.cssGzipKb,
        dashboardJsGzipKb: report.pages.dashboard.jsGzipKb,
        dashboardCssGzipKb: report.pages.dashboard.cssGzipKb,
      },
    };
  },
};
