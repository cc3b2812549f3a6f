// After `vite build`: reports, gzipped, what a browser downloads to show the landing page with the app started and a
// signed-in student's dashboard: the page's scripts, the app, every lazy route chunk on its path (the router loads a
// layout and its page together) with their static imports, and the texts they read. Writes dist/web/bundle-report.json
// and fails when a page passes its budget or a library that loads only where used reaches it (decisions 049, 090).
// e2e/bundle-budget.spec.ts checks these figures against what a real browser fetches.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The budgets: a student on a mid-range phone and a patchy connection.
const PAGES = [
  {
    name: 'landing',
    path: '/',
    title: 'Landing page (/), once the app has started (decision 088)',
    // React, React DOM, React Router and TanStack Query alone are about 110 kB of it: the translations and the class
    // merge are our own for that reason (decisions 090, 093, 094).
    budgetKb: { js: 150, css: 20 },
    routes: ['src/app/layouts/public-layout.tsx', 'src/features/landing/landing-page.tsx'],
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    title: "A signed-in student's dashboard (/dashboard)",
    budgetKb: { js: 200, css: 20 },
    routes: ['src/app/layouts/app-layout.tsx', 'src/features/progress/dashboard-page.tsx'],
  },
];
// The budget readers get their texts in: a Nepali reader loads the Nepali texts and the English ones they fall back to.
const LANGUAGE = 'en';
// Libraries that load only on the screens that use them, each known by a string its minified code keeps.
const LOAD_ONLY_WHERE_USED = [
  { name: 'KaTeX', marker: 'KaTeX parse error' },
  { name: 'pdf.js', marker: 'GlobalWorkerOptions' },
  { name: 'charts (recharts)', marker: 'recharts-wrapper' },
  { name: 'zod (forms)', marker: 'ZodObject' },
];
const ADMIN_SCREENS = /^web\/src\/(features\/admin\/|.*\/admin-[^/]*\.tsx$)/;

const outDir = path.resolve(process.env.WEB_OUT_DIR ?? path.join(import.meta.dirname, '../dist/web'));
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
// What each chunk holds and the text namespaces it reads (web/vite.config.ts writes it).
const chunks = JSON.parse(readFileSync(path.join(outDir, '.vite/chunks.json'), 'utf8'));
const read = (file) => readFileSync(path.join(outDir, file));
const gzipKb = (file) => gzipSync(read(file)).length / 1024;
const round = (kb) => Number(kb.toFixed(1));

const newSet = (from) => ({ js: new Set(from?.js), css: new Set(from?.css), namespaces: new Set(from?.namespaces) });

/** Adds a chunk and its static imports (their JS, CSS and the namespaces they read) to `into`. */
function addStatic(key, into) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: update scripts/report-bundle.mjs.`);
  if (into.js.has(chunk.file)) return into;
  into.js.add(chunk.file);
  (chunk.css ?? []).forEach((file) => into.css.add(file));
  (chunks[chunk.file]?.namespaces ?? []).forEach((namespace) => into.namespaces.add(namespace));
  (chunk.imports ?? []).forEach((imported) => addStatic(imported, into));
  return into;
}

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** Adds the chunk holding each namespace's texts (its own, or the app's for the English texts the app ships with). */
function addTexts(into) {
  for (const namespace of into.namespaces) {
    const module = `web/src/locales/${LANGUAGE}/${namespace}.json`;
    const file = Object.keys(chunks).find((chunkFile) => chunks[chunkFile].modules.includes(module));
    if (!file) throw new Error(`The code reads the namespace "${namespace}", whose texts (${module}) are in no chunk.`);
    addStatic(keyOfFile.get(file), into);
  }
  return into;
}

// The page as the server sends it: its scripts and styles (theme-init.js, the entry: web/src/boot.ts).
const html = read('index.html').toString();
const pageScripts = [...html.matchAll(/<script[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1]);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const beforeStart = addStatic(entryKey, newSet({ js: pageScripts.filter((file) => !file.startsWith('assets/')) }));
for (const file of pageScripts) if (!existsSync(path.join(outDir, file))) throw new Error(`index.html loads /${file}, which the build does not have.`);

// The entry starts the app (web/src/main.tsx) at once, or on a reader's first touch (decision 088).
const APP_START = 'src/main.tsx';
if (!manifest[entryKey].dynamicImports?.includes(APP_START)) throw new Error(`The entry no longer imports ${APP_START}: update APP_START.`);
const appStart = addStatic(APP_START, newSet(beforeStart));

const sum = (files) => round([...files].reduce((total, file) => total + gzipKb(file), 0));
const pages = PAGES.map((page) => {
  const set = newSet(appStart);
  for (const route of page.routes) {
    if (!manifest[APP_START].dynamicImports?.includes(route)) throw new Error(`${route} is no longer a lazy route of the router (${page.path}).`);
    addStatic(route, set);
  }
  addTexts(set);
  // What the page itself loads once it has shown, when it has something for it (the dashboard's charts, decision 049).
  const later = newSet(set);
  for (const lazyPart of manifest[page.routes.at(-1)].dynamicImports ?? []) addTexts(addStatic(lazyPart, later));
  const sizes = (files) => [...files].map((file) => ({ file, gzipKb: round(gzipKb(file)) })).sort((a, b) => b.gzipKb - a.gzipKb);
  const laterJs = [...later.js].filter((file) => !set.js.has(file));
  return {
    ...page,
    jsGzipKb: sum(set.js),
    cssGzipKb: sum(set.css),
    namespaces: [...set.namespaces].sort(),
    files: sizes([...set.js, ...set.css]),
    later: { jsGzipKb: sum(laterJs), files: sizes(laterJs) },
  };
});

const counted = new Set(pages.flatMap((page) => page.files.map(({ file }) => file)));
const lazy = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !counted.has(chunk.file))
  // A library's chunk named from node_modules on, wherever node_modules is.
  .map((chunk) => ({ file: chunk.file, source: (chunk.src ?? chunk.name ?? '').replace(/^.*?(?=node_modules\/)/, ''), gzipKb: round(gzipKb(chunk.file)) }))
  .sort((a, b) => b.gzipKb - a.gzipKb);

const problems = [];
for (const page of pages) {
  const scripts = page.files.filter(({ file }) => file.endsWith('.js'));
  for (const { name, marker } of LOAD_ONLY_WHERE_USED) {
    const holding = scripts.filter(({ file }) => read(file).includes(marker));
    if (holding.length) problems.push(`${name} is on the path of ${page.path} (${holding.map(({ file }) => file).join(', ')}).`);
  }
  const admin = scripts.flatMap(({ file }) => chunks[file]?.modules ?? []).filter((module) => ADMIN_SCREENS.test(module));
  if (admin.length) problems.push(`Admin screens are on the path of ${page.path} (${admin.join(', ')}).`);
  if (page.jsGzipKb > page.budgetKb.js) problems.push(`${page.path} loads ${page.jsGzipKb} kB of JavaScript, over its budget of ${page.budgetKb.js} kB.`);
  if (page.cssGzipKb > page.budgetKb.css) problems.push(`${page.path} loads ${page.cssGzipKb} kB of CSS, over its budget of ${page.budgetKb.css} kB.`);
}
// Each marker must be found somewhere, or it has gone stale and the check above proves nothing.
for (const { name, marker } of LOAD_ONLY_WHERE_USED) {
  if (!lazy.some(({ file }) => read(file).includes(marker))) problems.push(`${name} was not found in any chunk: update its marker in scripts/report-bundle.mjs.`);
}

const report = {
  language: LANGUAGE,
  beforeStart: { jsGzipKb: sum(beforeStart.js), cssGzipKb: sum(beforeStart.css), files: [...beforeStart.js, ...beforeStart.css] },
  pages: Object.fromEntries(pages.map(({ name, ...page }) => [name, page])),
  loadOnlyWhereUsed: LOAD_ONLY_WHERE_USED.map(({ name }) => name).concat('admin screens'),
  lazy,
};
writeFileSync(path.join(outDir, 'bundle-report.json'), JSON.stringify(report, null, 2));

console.log(`\nA prerendered page before the app starts: ${report.beforeStart.jsGzipKb} kB JS + ${report.beforeStart.cssGzipKb} kB CSS gzipped`);
for (const page of pages) {
  console.log(`${page.title}: ${page.jsGzipKb} kB JS (budget ${page.budgetKb.js}) + ${page.cssGzipKb} kB CSS (budget ${page.budgetKb.css}) gzipped, texts: ${page.namespaces.join(', ')}`);
  if (page.later.files.length) console.log(`  and once it has shown, only when it has something for them: ${page.later.jsGzipKb} kB JS`);
}
console.log(`Loaded only where used: ${report.loadOnlyWhereUsed.join(', ')}`);
console.log('Largest lazy chunks (gzipped):');
for (const chunk of lazy.slice(0, 12)) console.log(`  ${chunk.gzipKb.toFixed(1).padStart(6)} kB  ${chunk.source || chunk.file}`);
if (problems.length) {
  problems.forEach((problem) => console.error(problem));
  process.exit(1);
}
