import { stopAppServer } from '../../server/test/app-process';
import { startBenchServer } from '../app-server';
import { formatMs, percentile, type BenchScenario } from '../scenario';
import { DEMO_STUDENT, signIn } from '../sign-in';

// One student at a time: the embedded database runs one query at a time, so more in flight would measure queueing.
const CONCURRENCY = 1;
const WARM_UP = 20;
const REQUESTS = 300;
const GOAL_MS = 20;

/** The study-material reads a student makes most, on the demo content. */
const ENDPOINTS = [
  // The floor every signed-in read pays (session lookup, maintenance gate): the machine's baseline for the rest.
  { name: 'session (baseline)', path: '/api/auth/session' },
  { name: 'notes search', path: '/api/notes?search=electric%20field' },
  { name: 'notes list', path: '/api/notes' },
  { name: 'past papers list', path: '/api/past-papers' },
  { name: 'formulas search', path: '/api/formulas?search=kinetics' },
  { name: 'repeated questions', path: '/api/repeated-questions' },
  { name: 'repeated questions, filtered', path: '/api/repeated-questions?subject=physics&search=law' },
];

/** Sends `count` requests with `CONCURRENCY` in flight and returns each one's latency in ms. */
async function measure(url: string, cookie: string, count: number) {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        const started = performance.now();
        const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/**
 * The latency of the study-material endpoints for the free demo student (Class 12 science) on the demo data:
 * each endpoint alone, at low concurrency, after a warm-up. The goal is a median under 20 ms.
 */
export const contentScenario: BenchScenario = {
  name: 'content',
  description: `The demo student's study-material reads (notes search and list, past papers, formula search, repeated questions), each ${REQUESTS} times one after another after ${WARM_UP} warm-up requests, against one instance on the embedded database with the demo content.`,
  async run() {
    const server = await startBenchServer({ LOG_LEVEL: 'warn' });
    try {
      const cookie = await signIn(server.baseURL, DEMO_STUDENT);
      const lines: string[] = [];
      const metrics: Record<string, number> = {};
      for (const endpoint of ENDPOINTS) {
        const url = `${server.baseURL}${endpoint.path}`;
        await measure(url, cookie, WARM_UP);
        const latencies = await measure(url, cookie, REQUESTS);
        const median = percentile(latencies, 50);
        const p95 = percentile(latencies, 95);
        const verdict = endpoint.path === '/api/auth/session' || median < GOAL_MS ? '' : ` (over the ${GOAL_MS} ms goal)`;
        lines.push(`${endpoint.name} (GET ${endpoint.path}): median ${formatMs(median)}, p95 ${formatMs(p95)}${verdict}`);
        const key = endpoint.name.replace(/[^a-z]+(.)?/g, (_, letter: string | undefined) => (letter ? letter.toUpperCase() : ''));
        metrics[`${key}Median`] = median;
        metrics[`${key}P95`] = p95;
      }
      return { lines, metrics };
    } finally {
      await stopAppServer(server);
    }
  },
};
