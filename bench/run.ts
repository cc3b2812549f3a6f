// npm run bench [-- scenario ...]: runs the load scenarios and writes bench/results.json and bench/REPORT.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchScenario, ScenarioResult } from './scenario';

/** Every scenario, in the order they run. Each feature adds its own file under bench/scenarios/. */
const SCENARIOS: BenchScenario[] = [
  (await import('./scenarios/health')).healthScenario,
  (await import('./scenarios/public-pages')).publicPagesScenario,
  (await import('./scenarios/sse-fanout')).sseFanoutScenario,
  (await import('./scenarios/accounts')).accountsScenario,
  (await import('./scenarios/exam-day')).examDayScenario,
  (await import('./scenarios/content')).contentScenario,
];

async function main() {
  const wanted = process.argv.slice(2);
  const selected = wanted.length ? SCENARIOS.filter((scenario) => wanted.includes(scenario.name)) : SCENARIOS;
  const results: ScenarioResult[] = [];
  for (const scenario of selected) {
    console.log(`\n▶ ${scenario.name}: ${scenario.description}`);
    const started = Date.now();
    try {
      const result = await scenario.run();
      results.push({ ...result, name: scenario.name, description: scenario.description, seconds: (Date.now() - started) / 1000 });
      for (const line of result.lines) console.log(`  ${line}`);
    } catch (error) {
      console.error(`  ✗ ${scenario.name} failed:`, error);
      results.push({ name: scenario.name, description: scenario.description, seconds: 0, lines: [`failed: ${String(error)}`], metrics: {}, failed: true });
    }
  }
  const dir = path.resolve(import.meta.dirname);
  writeFileSync(path.join(dir, 'results.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
  const report = [
    '# Benchmark report',
    '',
    `Run at ${new Date().toISOString()} on ${process.platform} (${(await import('node:os')).cpus().length} cores), Node ${process.version}.`,
    '',
    ...results.flatMap((result) => [`## ${result.name}`, '', result.description, '', ...result.lines.map((line) => `- ${line}`), '']),
  ].join('\n');
  writeFileSync(path.join(dir, 'REPORT.md'), report);
  if (results.some((result) => result.failed)) process.exitCode = 1;
}

await main();
