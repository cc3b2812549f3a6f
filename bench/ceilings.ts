import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** Every load run against a server uses this shape, so a scenario and its ceiling are measured alike. */
export const LOAD = { connections: 50, seconds: 10 };

export type CeilingName = 'helloWorld' | 'pgliteOneRow' | 'postgresOneRow' | 'pgbenchSelect' | 'pgbenchWrite';

/** The ceilings measured in this run (requests or transactions per second), filled by the ceilings scenario. */
export const ceilings = new Map<CeilingName, number>();

export const CEILING_LABELS: Record<CeilingName, string> = {
  helloWorld: 'Fastify hello-world',
  pgliteOneRow: 'a bare one-row PGlite endpoint',
  postgresOneRow: 'a bare one-row pg endpoint',
  pgbenchSelect: 'pgbench -S',
  pgbenchWrite: 'pgbench -N',
};

/** "37 % of Fastify hello-world (12,345/s)", or why there is no ratio. */
export function ratioTo(name: CeilingName, perSecond: number): string {
  const ceiling = ceilings.get(name);
  if (!ceiling) return `no ${CEILING_LABELS[name]} ceiling measured in this run`;
  return `${((perSecond / ceiling) * 100).toFixed(1)} % of ${CEILING_LABELS[name]} (${Math.round(ceiling).toLocaleString('en')}/s)`;
}

/**
 * autocannon against `url` with the bench's load shape; throws when any answer was not 2xx. Requests that got no
 * answer in time (a loaded machine) are reported by `unanswered`, not thrown.
 */
export async function loadTest(url: string, headers: Record<string, string> = {}, seconds = LOAD.seconds) {
  const result = await autocannon({ url, headers, connections: LOAD.connections, duration: seconds });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { ...result, unanswered: result.errors ? `, ${result.errors} requests unanswered (${result.timeouts} timeouts)` : '' };
}

/** Starts bench/ceiling-server.ts in its own process (as the app runs in its own) and returns its URL. */
export async function startCeilingServer(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['bench/ceiling-server.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`ceiling server ${args[0]} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

export async function stopCeilingServer(server: { child: ChildProcess }) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Whether `pgbench` is installed (Debian's postgresql-client puts it on the PATH). */
export async function hasPgbench(): Promise<boolean> {
  try {
    await run('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/** Transactions per second of `pgbench <flags>` with the bench's connections and duration, on an initialised database. */
export async function pgbench(url: string, flags: string[]): Promise<number> {
  const { stdout } = await run('pgbench', [...flags, '-n', '-c', String(LOAD.connections), '-j', '2', '-T', String(LOAD.seconds), url]);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!match) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(match[1]);
}

/** Creates pgbench's tables in `url` (scale 10: a million accounts rows). */
export async function initialisePgbench(url: string) {
  await run('pgbench', ['-i', '-q', '-s', '10', url]);
}
