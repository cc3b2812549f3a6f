// Compiles the server into dist/server/main.js (plus lazily loaded chunks); packages stay in node_modules.
// `npm start` runs this output with plain Node, which starts about a second faster than running TypeScript through tsx.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

export async function buildServer(outdir = 'dist/server') {
  // Chunk names carry a hash: without a clean folder, old chunks would pile up.
  rmSync(path.resolve(root, outdir), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outdir,
    // Keeps dynamic imports (the S3 client) in chunks of their own, loaded only when used.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
