// `npm start`: builds the web app and the server when there is no build or the sources are newer than it, then
// runs the server in this same process (one Node start-up, not two: a restart is healthy sooner).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const isStale = (output, sources) =>
  !existsSync(output) || sources.some((source) => newestMtime(path.join(root, source)) > statSync(output).mtimeMs);

if (isStale(path.join(root, 'dist/web/index.html'), ['web', 'common'])) {
  console.log('Building the web app…');
  execSync('npx vite build --config web/vite.config.ts && node scripts/report-bundle.mjs && node scripts/precompress-web.mjs', {
    cwd: root,
    stdio: 'inherit',
  });
}
const serverEntry = path.join(root, 'dist/server/main.js');
if (isStale(serverEntry, ['server', 'common'])) {
  console.log('Building the server…');
  // esbuild loads only when there is something to build.
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
await import(pathToFileURL(serverEntry).href);
