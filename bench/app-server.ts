import { existsSync } from 'node:fs';
import path from 'node:path';
import { startAppServer, type AppServer } from '../server/test/app-process';

const COMPILED_SERVER = path.resolve(import.meta.dirname, '../dist/server/main.js');

/**
 * Starts the compiled server (`npm run build` first), as `npm start` runs it in production. Run from the sources
 * through tsx, the same reads answered about a third fewer requests (the loader's hooks, the dev-time demo PDFs),
 * so a figure from the sources would measure the dev runner, not Pariksha (decision 086 addendum).
 */
export async function startBenchServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<AppServer> {
  if (!existsSync(COMPILED_SERVER)) throw new Error('dist/server/main.js is missing: run `npm run build` first.');
  return startAppServer(env, { ...options, bundle: COMPILED_SERVER });
}
