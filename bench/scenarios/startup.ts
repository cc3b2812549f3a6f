import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/app-process';
import { requireCompiledServer } from '../app-server';
import { percentile, type BenchScenario } from '../scenario';

const root = path.resolve(import.meta.dirname, '../..');
/** Issue 16's goals, to a 200 from GET /api/health. */
const GOALS_MS = { firstStart: 5000, restart: 1500 } as const;
const CYCLES = 3;
const RESTARTS_PER_CYCLE = 2;
/** /proc counts CPU time in clock ticks (USER_HZ), 100 a second on Linux. */
const TICK_MS = 10;

type Start = { wallMs: number; cpuMs: number; serverCpuMs: number; seedMs?: number };

/** Every process's parent, read from /proc (the npm → sh → node chain that `npm start` makes). */
function processTable(): Map<number, { ppid: number; cpuTicks: number }> {
  const table = new Map<number, { ppid: number; cpuTicks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces and brackets): state ppid ... utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended while we read
    }
  }
  return table;
}

/** User+system CPU of a process and all its descendants so far, and of the deepest one (the server itself). */
function treeCpuMs(pid: number): { totalMs: number; leafMs: number } {
  const table = processTable();
  let totalTicks = 0;
  let leafTicks = 0;
  const visit = (current: number) => {
    const own = table.get(current);
    if (!own) return;
    totalTicks += own.cpuTicks;
    const children = [...table].filter(([, info]) => info.ppid === current).map(([child]) => child);
    if (children.length === 0) leafTicks = Math.max(leafTicks, own.cpuTicks);
    children.forEach(visit);
  };
  visit(pid);
  return { totalMs: totalTicks * TICK_MS, leafMs: leafTicks * TICK_MS };
}

/** Runs `npm start` on `dataDir` until GET /api/health answers 200, measuring wall and CPU time to that moment. */
async function startOnce(dataDir: string): Promise<{ start: Start; child: ChildProcess }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseURL, DATABASE_URL: '' };
  // As a person runs it: no test switches, the default environment and log level.
  for (const name of ['NODE_ENV', 'LOG_LEVEL', 'SEED_DEMO', 'CAPTCHA_FIXED_ANSWER', 'RATE_LIMIT_EXEMPT_IPS', 'NODE_OPTIONS']) delete env[name];
  const startedAt = performance.now();
  // Its own process group, so stopping reaches the server under npm and sh.
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${logs.join('')}`);
    if (logs.some((line) => line.includes('Building the'))) {
      await stopServer(child);
      throw new Error('The build is older than the sources: run `npm run build` first (this scenario measures the build as it is).');
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) {
        const wallMs = performance.now() - startedAt;
        const cpu = treeCpuMs(child.pid!);
        const seeded = logs.join('').match(/"ms":(\d+),"msg":"demo data seeded"/);
        return { start: { wallMs, cpuMs: cpu.totalMs, serverCpuMs: cpu.leafMs, seedMs: seeded ? Number(seeded[1]) : undefined }, child };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stopServer(child);
  throw new Error(`The server was not healthy within 120 s:\n${logs.join('')}`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function summary(label: string, starts: Start[], goalMs: number, metrics: Record<string, number>, key: string): string {
  const median = (pick: (start: Start) => number) => percentile(starts.map(pick), 50);
  const wall = median((start) => start.wallMs);
  const cpu = median((start) => start.cpuMs);
  const server = median((start) => start.serverCpuMs);
  Object.assign(metrics, { [`${key}WallMs`]: wall, [`${key}CpuMs`]: cpu, [`${key}ServerCpuMs`]: server });
  const verdict = (ms: number) => (ms <= goalMs ? 'within' : 'over');
  return (
    `${label} (median of ${starts.length}): wall ${seconds(wall)} (${verdict(wall)} the ${seconds(goalMs)} goal), ` +
    `CPU ${seconds(cpu)} (${verdict(cpu)}), of which the server process ${seconds(server)}; each wall/CPU: ` +
    starts.map((start) => `${seconds(start.wallMs)}/${seconds(start.cpuMs)}`).join(', ')
  );
}

/** Issue 16's start-up goals for `npm start` of the compiled build: first start on an empty data directory, restart. */
export const startupScenario: BenchScenario = {
  name: 'startup',
  description:
    `\`npm start\` of the compiled build (run \`npm run build\` first) to a 200 from GET /api/health: ${CYCLES} first starts on an empty data directory (goal ${seconds(GOALS_MS.firstStart)}), ` +
    `each followed by ${RESTARTS_PER_CYCLE} restarts on it (goal ${seconds(GOALS_MS.restart)}); wall time and the CPU time (user+system, from /proc) of npm and the server it starts.`,
  async run() {
    requireCompiledServer();
    const loadBefore = loadavg()[0]!;
    const firstStarts: Start[] = [];
    const restarts: Start[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'pariksha-startup-'));
      try {
        for (let run = 0; run <= RESTARTS_PER_CYCLE; run++) {
          const { start, child } = await startOnce(dataDir);
          await stopServer(child);
          (run === 0 ? firstStarts : restarts).push(start);
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    const loadAfter = loadavg()[0]!;
    const metrics: Record<string, number> = { loadBefore, loadAfter };
    const seeds = firstStarts.flatMap((start) => (start.seedMs === undefined ? [] : [start.seedMs]));
    const lines = [
      summary('First start', firstStarts, GOALS_MS.firstStart, metrics, 'firstStart'),
      ...(seeds.length ? [`of which the demo seed (wall, as the server logs it): median ${seconds(percentile(seeds, 50))}`] : []),
      summary('Restart', restarts, GOALS_MS.restart, metrics, 'restart'),
      `Load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${(await import('node:os')).cpus().length} cores. ` +
        'Wall time includes waiting for a core while other work runs; CPU time is what to trust on a loaded machine (on a quiet one the wall time of a start is about its CPU time, less what the database and the imports overlap).',
    ];
    return { lines, metrics };
  },
};
