// After `vite build`: reports what a first visit downloads (the entry and its static imports, gzipped), what the
// signed-in dashboard adds (its route chunk and their static imports), and every lazy chunk; writes
// dist/web/bundle-report.json; fails when either passes its budget or a heavy library reaches them (decision 049).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a student on a mid-range phone and a patchy connection downloads before the first screen.
const INITIAL_BUDGET_KB = { js: 150, css: 20 };
// The signed-in dashboard: the first visit plus the dashboard route (its charts load after it, on their own).
const DASHBOARD_BUDGET_KB = { js: 200 };
const DASHBOARD_ROUTE = 'src/features/progress/dashboard-page.tsx';
// Libraries that load only on the screens that use them, each known by a string its minified code keeps.
const LOAD_ONLY_WHERE_USED = [
  { name: 'KaTeX', marker: 'KaTeX parse error' },
  { name: 'pdf.js', marker: 'GlobalWorkerOptions' },
  { name: 'charts (recharts)', marker: 'recharts-wrapper' },
];
const ADMIN_SCREENS = /(^|\/)(features\/admin\/|admin-[^/]*\.tsx$)/;

const outDir = path.resolve(process.env.WEB_OUT_DIR ?? path.join(import.meta.dirname, '../dist/web'));
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const read = (file) => readFileSync(path.join(outDir, file));
const gzipKb = (file) => gzipSync(read(file)).length / 1024;

/** The files a chunk brings with its static imports (its JS and CSS), added to `into`. */
function staticClosure(key, into = { js: new Set(), css: new Set(), sources: new Set() }) {
  const chunk = manifest[key];
  if (!chunk || into.js.has(chunk.file)) return into;
  into.js.add(chunk.file);
  if (chunk.src) into.sources.add(chunk.src);
  (chunk.css ?? []).forEach((file) => into.css.add(file));
  (chunk.imports ?? []).forEach((imported) => staticClosure(imported, into));
  return into;
}

// The entry (web/src/boot.ts) starts the app (web/src/main.tsx) at once, or on a reader's first touch (decision 088):
// the first visit is both, with their static imports.
const APP_START = 'src/main.tsx';
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[entryKey].dynamicImports?.includes(APP_START)) throw new Error(`The entry no longer imports ${APP_START}: update APP_START.`);
const beforeStart = staticClosure(entryKey);
const initial = staticClosure(APP_START, { js: new Set(beforeStart.js), css: new Set(beforeStart.css), sources: new Set(beforeStart.sources) });
if (!manifest[DASHBOARD_ROUTE]) throw new Error(`${DASHBOARD_ROUTE} is not a chunk of the build: update DASHBOARD_ROUTE.`);
const dashboard = staticClosure(DASHBOARD_ROUTE, { js: new Set(initial.js), css: new Set(initial.css), sources: new Set(initial.sources) });

const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const figures = (closure) => ({ jsGzipKb: Number(sum(closure.js).toFixed(1)), cssGzipKb: Number(sum(closure.css).toFixed(1)), files: [...closure.js, ...closure.css] });
const lazy = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !dashboard.js.has(chunk.file))
  .map((chunk) => ({ file: chunk.file, source: chunk.src ?? chunk.name ?? '', gzipKb: Number(gzipKb(chunk.file).toFixed(1)) }))
  .sort((a, b) => b.gzipKb - a.gzipKb);

// Where each heavy library is: never in the first visit or the dashboard, and found in some lazy chunk (else its marker is stale).
const problems = [];
for (const { name, marker } of LOAD_ONLY_WHERE_USED) {
  const holds = (file) => read(file).includes(marker);
  const eager = [...dashboard.js].filter(holds);
  if (eager.length) problems.push(`${name} is in the first visit or the dashboard (${eager.join(', ')}).`);
  else if (!lazy.some((chunk) => holds(chunk.file))) problems.push(`${name} was not found in any chunk: update its marker in scripts/report-bundle.mjs.`);
}
const eagerAdmin = [...dashboard.sources].filter((source) => ADMIN_SCREENS.test(source));
if (eagerAdmin.length) problems.push(`Admin screens are in the first visit or the dashboard (${eagerAdmin.join(', ')}).`);

const report = {
  beforeStart: figures(beforeStart),
  initial: figures(initial),
  budgetKb: INITIAL_BUDGET_KB,
  dashboard: figures(dashboard),
  dashboardBudgetKb: DASHBOARD_BUDGET_KB,
  loadOnlyWhereUsed: LOAD_ONLY_WHERE_USED.map(({ name }) => name).concat('admin screens'),
  lazy,
};
writeFileSync(path.join(outDir, 'bundle-report.json'), JSON.stringify(report, null, 2));

console.log(`\nA page to read, before the app starts: ${report.beforeStart.jsGzipKb} kB JS + ${report.beforeStart.cssGzipKb} kB CSS gzipped`);
console.log(`First visit: ${report.initial.jsGzipKb} kB JS + ${report.initial.cssGzipKb} kB CSS gzipped (budget ${INITIAL_BUDGET_KB.js} + ${INITIAL_BUDGET_KB.css} kB)`);
console.log(`Signed-in dashboard: ${report.dashboard.jsGzipKb} kB JS gzipped (budget ${DASHBOARD_BUDGET_KB.js} kB)`);
console.log(`Loaded only where used: ${report.loadOnlyWhereUsed.join(', ')}`);
console.log('Largest lazy chunks (gzipped):');
for (const chunk of lazy.slice(0, 12)) console.log(`  ${chunk.gzipKb.toFixed(1).padStart(6)} kB  ${chunk.source || chunk.file}`);
if (report.initial.jsGzipKb > INITIAL_BUDGET_KB.js || report.initial.cssGzipKb > INITIAL_BUDGET_KB.css) problems.push('The first visit is over its budget.');
if (report.dashboard.jsGzipKb > DASHBOARD_BUDGET_KB.js) problems.push('The signed-in dashboard is over its budget.');
if (problems.length) {
  problems.forEach((problem) => console.error(problem));
  process.exit(1);
}
