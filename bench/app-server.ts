import { existsSync } from 'node:fs';
import path from 'node:path';
import { startAppServer, type AppServer } from '../server/test/app-process';

const COMPILED_SERVER = path.resolve(import.meta.dirname, '../dist/server/main.js');

/** Refuses to measure without a build: every scenario measures the compiled server. */
export function requireCompiledServer(): string {
  if (!existsSync(COMPILED_SERVER)) throw new Error('dist/server/main.js is missing: run `npm run build` first.');
  return COMPILED_SERVER;
}

/**
 * Starts the compiled server, as `npm start` runs it in production. Run from the sources through tsx, the same reads
 * answered about a third fewer requests (more garbage collection on the main thread), so a figure from the sources
 * would measure the dev runner, not Pariksha (decision 095).
 */
export async function startBenchServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<AppServer> {
  return startAppServer(env, { ...options, bundle: requireCompiledServer() });
}
