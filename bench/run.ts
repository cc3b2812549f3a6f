// npm run bench [-- scenario ...]: runs the load scenarios and writes bench/results.json and bench/REPORT.md.
// Naming scenarios runs only those; the others keep their last results in the report.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchScenario, ScenarioResult } from './scenario';

/** Every scenario, in the order they run. Each feature adds its own file under bench/scenarios/. */
const SCENARIOS: BenchScenario[] = [
  (await import('./scenarios/bundle')).bundleScenario,
  (await import('./scenarios/lighthouse')).lighthouseScenario,
  (await import('./scenarios/startup')).startupScenario,
  (await import('./scenarios/ceilings')).ceilingsScenario,
  (await import('./scenarios/health')).healthScenario,
  (await import('./scenarios/public-pages')).publicPagesScenario,
  (await import('./scenarios/sse-fanout')).sseFanoutScenario,
  (await import('./scenarios/accounts')).accountsScenario,
  (await import('./scenarios/exam-day')).examDayScenario,
  (await import('./scenarios/content')).contentScenario,
  (await import('./scenarios/admin')).adminScenario,
  (await import('./scenarios/hot-reads')).hotReadsScenario,
];

/** The results of the last run, for the scenarios not run this time. */
function previousRun(file: string): { at: string; results: ScenarioResult[] } {
  if (!existsSync(file)) return { at: '', results: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as { at: string; results: ScenarioResult[] };
}

async function main() {
  const wanted = process.argv.slice(2);
  // Ratios need the ceilings of the same run: a scenario that reports them brings the ceilings scenario along.
  const needsCeilings = SCENARIOS.some((scenario) => scenario.needsCeilings && wanted.includes(scenario.name));
  const selected = wanted.length ? SCENARIOS.filter((scenario) => wanted.includes(scenario.name) || (needsCeilings && scenario.name === 'ceilings')) : SCENARIOS;
  const results: ScenarioResult[] = [];
  for (const scenario of selected) {
    console.log(`\n▶ ${scenario.name}: ${scenario.description}`);
    const started = Date.now();
    try {
      const result = await scenario.run();
      results.push({ ...result, name: scenario.name, description: scenario.description, seconds: (Date.now() - started) / 1000, at: new Date().toISOString() });
      for (const line of result.lines) console.log(`  ${line}`);
    } catch (error) {
      console.error(`  ✗ ${scenario.name} failed:`, error);
      results.push({ name: scenario.name, description: scenario.description, seconds: 0, lines: [`failed: ${String(error)}`], metrics: {}, failed: true });
    }
  }
  const dir = path.resolve(import.meta.dirname);
  const previous = previousRun(path.join(dir, 'results.json'));
  const kept = previous.results.filter((old) => !results.some((result) => result.name === old.name)).map((old) => ({ ...old, at: old.at ?? previous.at }));
  const order = (result: ScenarioResult) => SCENARIOS.findIndex((scenario) => scenario.name === result.name);
  const all = [...kept, ...results].sort((a, b) => order(a) - order(b));
  writeFileSync(path.join(dir, 'results.json'), JSON.stringify({ at: new Date().toISOString(), results: all }, null, 2));
  const report = [
    '# Benchmark report',
    '',
    `Run at ${new Date().toISOString()} on ${process.platform} (${(await import('node:os')).cpus().length} cores), Node ${process.version}.`,
    ...(kept.length ? ['', `This run: ${results.map((result) => result.name).join(', ') || 'no scenario'}; the others are kept from earlier runs (each says when).`] : []),
    '',
    ...all.flatMap((result) => [`## ${result.name}`, '', `${result.description} Measured ${result.at}.`, '', ...result.lines.map((line) => `- ${line}`), '']),
  ].join('\n');
  writeFileSync(path.join(dir, 'REPORT.md'), report);
  if (results.some((result) => result.failed)) process.exitCode = 1;
}

await main();
