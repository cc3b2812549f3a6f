import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BenchScenario } from '../scenario';

type BundleReport = {
  beforeStart: { jsGzipKb: number; cssGzipKb: number };
  initial: { jsGzipKb: number; cssGzipKb: number };
  budgetKb: { js: number; css: number };
  dashboard: { jsGzipKb: number };
  dashboardBudgetKb: { js: number };
  loadOnlyWhereUsed: string[];
  lazy: { source: string; file: string; gzipKb: number }[];
};

const REPORT = path.resolve(import.meta.dirname, '../../dist/web/bundle-report.json');

/** The bundle budgets of the last `npm run build` (scripts/report-bundle.mjs writes them and fails the build above them). */
export const bundleScenario: BenchScenario = {
  name: 'bundle',
  description: 'JavaScript and CSS a phone downloads, gzipped, from the last `npm run build` (dist/web/bundle-report.json).',
  async run() {
    if (!existsSync(REPORT)) throw new Error('dist/web/bundle-report.json is missing: run `npm run build` first.');
    const report = JSON.parse(readFileSync(REPORT, 'utf8')) as BundleReport;
    const mark = (value: number, budget: number) => `${value} kB (budget ${budget} kB, ${value <= budget ? 'met' : 'OVER'})`;
    const largest = report.lazy.slice(0, 5).map((chunk) => `${chunk.source || chunk.file} ${chunk.gzipKb} kB`);
    return {
      lines: [
        `a prerendered page before the app starts (decision 088): JS ${report.beforeStart.jsGzipKb} kB, CSS ${report.beforeStart.cssGzipKb} kB`,
        `first visit (landing page, once the app has started): JS ${mark(report.initial.jsGzipKb, report.budgetKb.js)}, CSS ${mark(report.initial.cssGzipKb, report.budgetKb.css)}`,
        `signed-in dashboard: JS ${mark(report.dashboard.jsGzipKb, report.dashboardBudgetKb.js)}`,
        `loaded only where used: ${report.loadOnlyWhereUsed.join(', ')} (checked by the build)`,
        `largest lazy chunks: ${largest.join('; ')}`,
        `build of ${statSync(REPORT).mtime.toISOString()}`,
      ],
      metrics: {
        beforeStartJsGzipKb: report.beforeStart.jsGzipKb,
        initialJsGzipKb: report.initial.jsGzipKb,
        initialCssGzipKb: report.initial.cssGzipKb,
        dashboardJsGzipKb: report.dashboard.jsGzipKb,
      },
    };
  },
};
