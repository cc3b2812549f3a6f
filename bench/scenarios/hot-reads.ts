import { rmSync } from 'node:fs';
import { startAppServer, stopAppServer, type AppServer } from '../../server/test/app-process';
import { ceilings, loadTest, LOAD, ratioTo } from '../ceilings';
import { postgresAvailable, withScratchDatabase } from '../postgres';
import { formatMs, type BenchScenario } from '../scenario';
import { DEMO_STUDENT, signIn } from '../sign-in';

/** The reads every signed-in screen makes, most of them on every visit. */
const ENDPOINTS = [
  { name: 'session', path: '/api/auth/session' },
  { name: 'notes list', path: '/api/notes' },
  { name: 'mock-test list', path: '/api/mock-tests' },
  { name: 'past-papers list', path: '/api/past-papers' },
  { name: 'unread count', path: '/api/notifications/unread-count' },
];
/** Each hot read reaches at least this share of the hello-world ceiling (issue 16). */
const GOAL_SHARE = 0.25;
/** Request logging may cost at most this share of a hot read's throughput. */
const LOGGING_GOAL = 0.05;
/** autocannon runs this long on each read before it is measured: the figures are the steady state, not V8 warming up. */
const WARM_UP_SECONDS = 3;

/** The demo student's steady load on `path` of `server`: a warm-up, then the measured run. */
async function warmLoad(server: AppServer, cookie: string, path: string) {
  const url = `${server.baseURL}${path}`;
  const headers = { cookie, 'accept-encoding': 'gzip' };
  await loadTest(url, headers, WARM_UP_SECONDS);
  return loadTest(url, headers);
}

const camel = (name: string) => name.replace(/[^a-z]+(.)?/g, (_, letter: string | undefined) => (letter ? letter.toUpperCase() : ''));

/** Loads each endpoint for the demo student and reports requests/s, latency and the share of the hello-world ceiling. */
async function measureEndpoints(server: AppServer, label: string, lines: string[], metrics: Record<string, number>) {
  const cookie = await signIn(server.baseURL, DEMO_STUDENT);
  const hello = ceilings.get('helloWorld') ?? 0;
  let belowGoal = 0;
  for (const endpoint of ENDPOINTS) {
    const result = await warmLoad(server, cookie, endpoint.path);
    const perSecond = result.requests.average;
    if (perSecond < GOAL_SHARE * hello) belowGoal++;
    metrics[`${label}${camel(` ${endpoint.name}`)}`] = perSecond;
    lines.push(`${label}, ${endpoint.name} (GET ${endpoint.path}): ${Math.round(perSecond).toLocaleString('en')} requests/s = ${ratioTo('helloWorld', perSecond)}; p50 ${formatMs(result.latency.p50)}, p99 ${formatMs(result.latency.p99)}${result.unanswered}`);
  }
  lines.push(belowGoal === 0 && hello ? `${label}: every hot read at ≥ ${GOAL_SHARE * 100} % of hello-world` : `${label}: ${belowGoal} of ${ENDPOINTS.length} hot reads below ${GOAL_SHARE * 100} % of hello-world`);
}

/** Each level is measured this many times, in the order info, off, off, info, …: a drift over the run cancels out. */
const LOGGING_ROUNDS = 2;

/** The session read of a server started on `dataDir` at `level`, after a warm-up. */
async function sessionReadsAt(dataDir: string, level: 'info' | 'silent'): Promise<number> {
  const server = await startAppServer({ LOG_LEVEL: level }, { dataDir });
  try {
    return (await warmLoad(server, await signIn(server.baseURL, DEMO_STUDENT), '/api/auth/session')).requests.average;
  } finally {
    await stopAppServer(server, { keepData: true });
  }
}

/**
 * What request logging costs: the session read at the production level (info) against logging off, on the same data,
 * each level a fresh process measured warm, several times in an order that cancels a drift of the machine.
 */
async function measureLoggingCost(dataDir: string, lines: string[], metrics: Record<string, number>) {
  const runs = { info: [] as number[], silent: [] as number[] };
  for (let round = 0; round < LOGGING_ROUNDS; round++) {
    const order = round % 2 === 0 ? (['info', 'silent'] as const) : (['silent', 'info'] as const);
    for (const level of order) runs[level].push(await sessionReadsAt(dataDir, level));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const atInfo = mean(runs.info);
  const silent = mean(runs.silent);
  const cost = 1 - atInfo / silent;
  metrics.loggingCost = cost;
  const listed = (values: number[]) => values.map((value) => Math.round(value)).join(' and ');
  lines.push(
    `logging cost on the session read: ${Math.round(atInfo)} requests/s at info (${listed(runs.info)}), ${Math.round(silent)} with logging off (${listed(runs.silent)}) = ${(cost * 100).toFixed(1)} % (goal under ${LOGGING_GOAL * 100} %)`,
  );
}

export const hotReadsScenario: BenchScenario = {
  name: 'hot-reads',
  description: `The signed-in demo student's hot reads (${ENDPOINTS.map((endpoint) => endpoint.path).join(', ')}) under autocannon, ${LOAD.connections} connections for ${LOAD.seconds} s each, on the embedded database and on PostgreSQL, with request logging at its production level; each as a share of the Fastify hello-world ceiling measured in the same run (goal ≥ ${GOAL_SHARE * 100} %), and what logging costs.`,
  needsCeilings: true,
  async run() {
    const lines: string[] = [];
    const metrics: Record<string, number> = {};
    const embedded = await startAppServer({ LOG_LEVEL: 'info' });
    try {
      await measureEndpoints(embedded, 'PGlite', lines, metrics);
    } finally {
      await stopAppServer(embedded, { keepData: true });
    }
    try {
      await measureLoggingCost(embedded.dataDir, lines, metrics);
    } finally {
      rmSync(embedded.dataDir, { recursive: true, force: true });
    }
    if (await postgresAvailable()) {
      await withScratchDatabase('hot_reads', async (url) => {
        const server = await startAppServer({ DATABASE_URL: url, SEED_DEMO: '1', LOG_LEVEL: 'info' });
        try {
          await measureEndpoints(server, 'PostgreSQL', lines, metrics);
        } finally {
          await stopAppServer(server);
        }
      });
    } else {
      lines.push('PostgreSQL not reachable (BENCH_DATABASE_URL): measured on the embedded database only');
    }
    return { lines, metrics };
  },
};
