import { ceilings, CEILING_LABELS, hasPgbench, initialisePgbench, loadTest, LOAD, pgbench, startCeilingServer, stopCeilingServer, type CeilingName } from '../ceilings';
import { postgresAvailable, withScratchDatabase } from '../postgres';
import { formatMs, type BenchScenario } from '../scenario';

/**
 * The machine's own limits, measured first in every run that reports ratios: the framework answering a constant, each
 * database answering one row through the thinnest endpoint, and pgbench's read-only and write transactions.
 */
export const ceilingsScenario: BenchScenario = {
  name: 'ceilings',
  description: `The machine's ceilings, measured in the same run as the scenarios compared with them: a Fastify hello-world, a bare one-row PGlite endpoint and a bare one-row \`pg\` endpoint (autocannon, ${LOAD.connections} connections, ${LOAD.seconds} s each), and \`pgbench -S\` / \`pgbench -N\` (${LOAD.connections} clients, ${LOAD.seconds} s) when PostgreSQL and pgbench are there.`,
  async run() {
    const lines: string[] = [];
    const metrics: Record<string, number> = {};
    const record = (name: CeilingName, perSecond: number, detail = '') => {
      ceilings.set(name, perSecond);
      metrics[name] = perSecond;
      lines.push(`${CEILING_LABELS[name]}: ${Math.round(perSecond).toLocaleString('en')}/s${detail}`);
    };
    const withPostgres = await postgresAvailable();
    const servers: [CeilingName, string[]][] = [
      ['helloWorld', ['hello']],
      ['pgliteOneRow', ['pglite']],
    ];
    for (const [name, args] of servers) {
      const server = await startCeilingServer(args);
      try {
        const result = await loadTest(server.url);
        record(name, result.requests.average, `, p50 ${formatMs(result.latency.p50)}, p99 ${formatMs(result.latency.p99)}${result.unanswered}`);
      } finally {
        await stopCeilingServer(server);
      }
    }
    if (!withPostgres) {
      lines.push('PostgreSQL not reachable (BENCH_DATABASE_URL): its ceilings and scenarios are skipped');
      return { lines, metrics };
    }
    await withScratchDatabase('ceilings', async (url) => {
      const server = await startCeilingServer(['postgres', url]);
      try {
        const result = await loadTest(server.url);
        record('postgresOneRow', result.requests.average, `, p50 ${formatMs(result.latency.p50)}, p99 ${formatMs(result.latency.p99)}${result.unanswered}`);
      } finally {
        await stopCeilingServer(server);
      }
      if (!(await hasPgbench())) {
        lines.push('pgbench not installed: its ceilings are skipped');
        return;
      }
      await initialisePgbench(url);
      record('pgbenchSelect', await pgbench(url, ['-S']), ' transactions');
      record('pgbenchWrite', await pgbench(url, ['-N']), ' transactions');
    });
    return { lines, metrics };
  },
};
