// After `vite build`: reports what a first visit downloads (the entry and its static imports, gzipped)
// and every lazy chunk, writes dist/web/bundle-report.json, and fails when the first visit passes its budget.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a student on a mid-range phone and a patchy connection downloads before the first screen.
const INITIAL_BUDGET_KB = { js: 150, css: 20 };

const outDir = path.resolve(process.env.WEB_OUT_DIR ?? path.join(import.meta.dirname, '../dist/web'));
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(outDir, file))).length / 1024;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = new Set();
const initialCss = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  (chunk.css ?? []).forEach((file) => initialCss.add(file));
  (chunk.imports ?? []).forEach(visit);
};
visit(entryKey);

const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const initialJs = sum(initial);
const initialCssKb = sum(initialCss);
const lazy = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !initial.has(chunk.file))
  .map((chunk) => ({ file: chunk.file, source: chunk.src ?? chunk.name ?? '', gzipKb: Number(gzipKb(chunk.file).toFixed(1)) }))
  .sort((a, b) => b.gzipKb - a.gzipKb);

const report = {
  initial: { jsGzipKb: Number(initialJs.toFixed(1)), cssGzipKb: Number(initialCssKb.toFixed(1)), files: [...initial, ...initialCss] },
  budgetKb: INITIAL_BUDGET_KB,
  lazy,
};
writeFileSync(path.join(outDir, 'bundle-report.json'), JSON.stringify(report, null, 2));

console.log(`\nFirst visit: ${initialJs.toFixed(1)} kB JS + ${initialCssKb.toFixed(1)} kB CSS gzipped (budget ${INITIAL_BUDGET_KB.js} + ${INITIAL_BUDGET_KB.css} kB)`);
console.log('Largest lazy chunks (gzipped):');
for (const chunk of lazy.slice(0, 12)) console.log(`  ${chunk.gzipKb.toFixed(1).padStart(6)} kB  ${chunk.source || chunk.file}`);
if (initialJs > INITIAL_BUDGET_KB.js || initialCssKb > INITIAL_BUDGET_KB.css) {
  console.error('The first visit is over its budget.');
  process.exit(1);
}
