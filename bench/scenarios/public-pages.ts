import autocannon from 'autocannon';
import { stopAppServer } from '../../server/test/app-process';
import { startBenchServer } from '../app-server';
import { formatMs, type BenchScenario } from '../scenario';

/** What every anonymous visitor costs: the app shell for a public route and the active policy texts. */
export const publicPagesScenario: BenchScenario = {
  name: 'public-pages',
  description:
    'Anonymous visitors: GET /, GET /class-12, GET /api/policies/terms and GET /api/policies/privacy in turn, against one instance on the embedded database (10 s, 50 connections).',
  async run() {
    const server = await startBenchServer({ LOG_LEVEL: 'warn' });
    try {
      const result = await autocannon({
        url: server.baseURL,
        connections: 50,
        duration: 10,
        requests: [{ path: '/' }, { path: '/class-12' }, { path: '/api/policies/terms' }, { path: '/api/policies/privacy' }],
      });
      return {
        lines: [
          `${Math.round(result.requests.average)} requests/s (${Math.round(result.throughput.average / 1024)} kB/s)`,
          `latency p50 ${formatMs(result.latency.p50)}, p99 ${formatMs(result.latency.p99)}`,
          `${result.non2xx} non-2xx answers, ${result.errors} errors`,
        ],
        metrics: { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx },
      };
    } finally {
      await stopAppServer(server);
    }
  },
};
