import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CAPTCHA_ANSWER = 'ABCDE';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type AppServer = { baseURL: string; dataDir: string; logs: string[]; process: ChildProcess };

/**
 * Starts the real server (the compiled bundle when given, else tsx server/main.ts) as its own process on a free port
 * with a fresh data directory, for end-to-end tests and benchmarks. WEB_DIST_DIR in the environment picks the web build to serve.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; /** A compiled server bundle to run with node instead of the sources through tsx. */ bundle?: string } = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'pariksha-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const [command, args] = options.bundle ? [process.execPath, [options.bundle]] : [path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER,
      // Every browser and bench client comes from this machine: per-IP limits would throttle the tests, not a person.
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${logs.join('')}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return { baseURL, dataDir, logs, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`Server did not become healthy:\n${logs.join('')}`);
}

export async function stopAppServer(server: AppServer, options: { keepData?: boolean } = {}) {
  if (server.process.exitCode === null) {
    server.process.kill('SIGTERM');
    await new Promise((resolve) => server.process.once('exit', resolve));
  }
  if (!options.keepData) rmSync(server.dataDir, { recursive: true, force: true });
}

