import { stopAppServer, type AppServer } from '../../server/test/app-process';
import { startBenchServer } from '../app-server';
import { loadTest, LOAD, startCeilingServer, stopCeilingServer } from '../ceilings';
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

/**
 * Rounds of each read against the hello-world: each round loads both once, in alternating order, so a drift of the
 * machine between runs (its throughput moves by a third from minute to minute here) cancels in the round's ratio.
 */
const RATIO_ROUNDS = 3;
const RATIO_ROUND_SECONDS = 5;

const camel = (name: string) => name.replace(/[^a-z]+(.)?/g, (_, letter: string | undefined) => (letter ? letter.toUpperCase() : ''));

/**
 * Loads each endpoint for the demo student, in rounds alternating with the Fastify hello-world (the same server as
 * the ceilings scenario's), and reports requests/s, latency and the median round's share of the hello-world.
 */
async function measureEndpoints(server: AppServer, hello: { url: string }, label: string, lines: string[], metrics: Record<string, number>) {
  const cookie = await signIn(server.baseURL, DEMO_STUDENT);
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  let belowGoal = 0;
  for (const endpoint of ENDPOINTS) {
    const url = `${server.baseURL}${endpoint.path}`;
    const headers = { cookie, 'accept-encoding': 'gzip' };
    const load = { read: (seconds: number) => loadTest(url, headers, seconds), hello: (seconds: number) => loadTest(hello.url, {}, seconds) };
    for (const side of ['read', 'hello'] as const) await load[side](WARM_UP_SECONDS);
    const rounds: { read: Awaited<ReturnType<typeof loadTest>>; hello: number; share: number }[] = [];
    for (let round = 0; round < RATIO_ROUNDS; round++) {
      const order = round % 2 === 0 ? (['read', 'hello'] as const) : (['hello', 'read'] as const);
      const results: Partial<Record<'read' | 'hello', Awaited<ReturnType<typeof loadTest>>>> = {};
      for (const side of order) results[side] = await load[side](RATIO_ROUND_SECONDS);
      rounds.push({ read: results.read!, hello: results.hello!.requests.average, share: results.read!.requests.average / results.hello!.requests.average });
    }
    const middle = [...rounds].sort((a, b) => a.share - b.share)[Math.floor(RATIO_ROUNDS / 2)]!;
    if (middle.share < GOAL_SHARE) belowGoal++;
    metrics[`${label}${camel(` ${endpoint.name}`)}`] = middle.read.requests.average;
    metrics[`${label}${camel(` ${endpoint.name} share`)}`] = middle.share;
    lines.push(
      `${label}, ${endpoint.name} (GET ${endpoint.path}): ${Math.round(middle.read.requests.average).toLocaleString('en')} requests/s = ${percent(middle.share)} ` +
        `of Fastify hello-world (${Math.round(middle.hello).toLocaleString('en')}/s in the same round; rounds ${rounds.map((round) => percent(round.share)).join(', ')}); ` +
        `p50 ${formatMs(middle.read.latency.p50)}, p99 ${formatMs(middle.read.latency.p99)}${middle.read.unanswered}`,
    );
  }
  lines.push(belowGoal === 0 ? `${label}: every hot read at ≥ ${GOAL_SHARE * 100} % of hello-world` : `${label}: ${belowGoal} of ${ENDPOINTS.length} hot reads below ${GOAL_SHARE * 100} % of hello-world`);
}

/** Rounds of the logging comparison: each round loads both servers at once, the first one started alternating. */
const LOGGING_ROUNDS = 8;
/** Each round's run per level; short, so many rounds fit in about the time two long runs per level took. */
const LOGGING_ROUND_SECONDS = 4;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
};

/**
 * What request logging costs: the session read of a server logging at the production level (info) against one with
 * logging off, both running side by side on their own data, each warmed, then loaded together for many short rounds,
 * the one loaded first alternating. Loaded one after the other, two runs seconds apart differed by up to a third on
 * this machine whatever the level (its throughput drifts); loaded together, both share the same moment and the same
 * cores, so the drift falls on both and the ratio is what one request costs against the other. The median of the
 * rounds is the figure, the spread says how noisy it was.
 */
async function measureLoggingCost(lines: string[], metrics: Record<string, number>) {
  const servers = { info: await startBenchServer({ LOG_LEVEL: 'info' }), silent: await startBenchServer({ LOG_LEVEL: 'silent' }) };
  try {
    const cookies = { info: await signIn(servers.info.baseURL, DEMO_STUDENT), silent: await signIn(servers.silent.baseURL, DEMO_STUDENT) };
    const sessionReads = (level: 'info' | 'silent', seconds: number) =>
      loadTest(`${servers[level].baseURL}/api/auth/session`, { cookie: cookies[level], 'accept-encoding': 'gzip' }, seconds);
    await Promise.all([sessionReads('info', WARM_UP_SECONDS), sessionReads('silent', WARM_UP_SECONDS)]);
    const costs: number[] = [];
    for (let round = 0; round < LOGGING_ROUNDS; round++) {
      const order = round % 2 === 0 ? (['info', 'silent'] as const) : (['silent', 'info'] as const);
      const perSecond = { info: 0, silent: 0 };
      await Promise.all(order.map(async (level) => (perSecond[level] = (await sessionReads(level, LOGGING_ROUND_SECONDS)).requests.average)));
      costs.push(1 - perSecond.info / perSecond.silent);
    }
    const cost = median(costs);
    metrics.loggingCost = cost;
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    lines.push(
      `logging cost on the session read (info against off, loaded together in ${LOGGING_ROUNDS} rounds of ${LOGGING_ROUND_SECONDS} s each): median ${percent(cost)}, rounds from ${percent(Math.min(...costs))} to ${percent(Math.max(...costs))} (goal under ${LOGGING_GOAL * 100} %)`,
    );
  } finally {
    await Promise.all(Object.values(servers).map((server) => stopAppServer(server)));
  }
}

export const hotReadsScenario: BenchScenario = {
  name: 'hot-reads',
  description: `The signed-in demo student's hot reads (${ENDPOINTS.map((endpoint) => endpoint.path).join(', ')}) under autocannon, ${LOAD.connections} connections, on the embedded database and on PostgreSQL, with request logging at its production level; each as a share of the Fastify hello-world, loaded in ${RATIO_ROUNDS} rounds of ${RATIO_ROUND_SECONDS} s alternating with the read (the median round; goal ≥ ${GOAL_SHARE * 100} %); and what logging costs: the session read at info against logging off on two servers side by side, loaded together in ${LOGGING_ROUNDS} rounds of ${LOGGING_ROUND_SECONDS} s, the median round's cost with the spread (about 40 s).`,
  async run() {
    const lines: string[] = [];
    const metrics: Record<string, number> = {};
    const hello = await startCeilingServer(['hello']);
    try {
      const embedded = await startBenchServer({ LOG_LEVEL: 'info' });
      try {
        await measureEndpoints(embedded, hello, 'PGlite', lines, metrics);
      } finally {
        await stopAppServer(embedded);
      }
      await measureLoggingCost(lines, metrics);
      if (await postgresAvailable()) {
        await withScratchDatabase('hot_reads', async (url) => {
          const server = await startBenchServer({ DATABASE_URL: url, SEED_DEMO: '1', LOG_LEVEL: 'info' });
          try {
            await measureEndpoints(server, hello, 'PostgreSQL', lines, metrics);
          } finally {
            await stopAppServer(server);
          }
        });
      } else {
        lines.push('PostgreSQL not reachable (BENCH_DATABASE_URL): measured on the embedded database only');
      }
    } finally {
      await stopCeilingServer(hello);
    }
    return { lines, metrics };
  },
};
