import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without type declarations
import { buildServer } from '../scripts/build-server.mjs';
import { startAppServer, stopAppServer } from './test/app-process';

// What `npm start` runs: the compiled bundle under plain Node.
let bundle: string;
beforeAll(async () => {
  // Inside the project, so the bundle resolves node_modules as dist/server does.
  mkdirSync('.tmp', { recursive: true });
  const outdir = mkdtempSync(path.resolve('.tmp/server-bundle-'));
  await buildServer(outdir);
  bundle = path.join(outdir, 'main.js');
  // The build also makes the database template (decision 033): initdb and the migrations, slow beside other test files.
}, 180_000);

describe('the server process', () => {
  it('stops cleanly on SIGTERM and restarts on the same data in under 3 seconds, keeping the data', async () => {
    const first = await startAppServer({ LOG_LEVEL: 'info' }, { bundle });
    const policyBefore = await (await fetch(`${first.baseURL}/api/policies/terms`)).json();
    const exit = new Promise<number | null>((resolve) => first.process.once('exit', (code) => resolve(code)));
    await stopAppServer(first, { keepData: true });
    expect(await exit).toBe(0);
    expect(first.logs.join('')).toContain('stopped');
    expect(first.logs.join('')).toContain('TEST SWITCH ON: CAPTCHA_FIXED_ANSWER');

    // The fastest of up to three restarts: the other test files share this machine's two cores, and their
    // load only ever adds time. Each restart must keep the data and answer health.
    const restartTimes: number[] = [];
    try {
      while (restartTimes.length < 3 && !restartTimes.some((ms) => ms < 3000)) {
        const startedAt = Date.now();
        const restarted = await startAppServer({}, { dataDir: first.dataDir, bundle });
        restartTimes.push(Date.now() - startedAt);
        try {
          const policyAfter = await (await fetch(`${restarted.baseURL}/api/policies/terms`)).json();
          expect(policyAfter.id).toBe(policyBefore.id);
          expect(await (await fetch(`${restarted.baseURL}/api/health`)).json()).toEqual({ status: 'ok' });
        } finally {
          await stopAppServer(restarted, { keepData: true });
        }
      }
      expect(Math.min(...restartTimes), `restarts took ${restartTimes.join(', ')} ms`).toBeLessThan(3000);
    } finally {
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('refuses to start, quickly and clearly, when DATABASE_URL cannot be reached', async () => {
    const startedAt = Date.now();
    const start = startAppServer({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:9/pariksha' }, { bundle });
    await expect(start).rejects.toThrow(/Pariksha could not start\. Cannot connect to DATABASE_URL/);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
  }, 30_000);
});
