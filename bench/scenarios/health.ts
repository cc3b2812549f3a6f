import autocannon from 'autocannon';
import { stopAppServer } from '../../server/test/app-process';
import { startBenchServer } from '../app-server';
import { formatMs, type BenchScenario } from '../scenario';

/** The floor: how fast one instance answers its cheapest API route (a database ping). */
export const healthScenario: BenchScenario = {
  name: 'health',
  description: 'GET /api/health against one instance on the embedded database (10 s, 50 connections).',
  async run() {
    const server = await startBenchServer({ LOG_LEVEL: 'warn' });
    try {
      const result = await autocannon({ url: `${server.baseURL}/api/health`, connections: 50, duration: 10 });
      return {
        lines: [
          `${Math.round(result.requests.average)} requests/s`,
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
