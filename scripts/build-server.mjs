// Compiles the server into dist/server/main.js (plus lazily loaded chunks). `npm start` runs this output with plain
// Node, which starts about a second faster than running TypeScript through tsx.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Packages that stay in node_modules: they read files beside themselves (WebAssembly, fonts, static pages), load
 * native code, or load only when used (mail, S3). Everything else is bundled, which saves Node resolving and
 * reading hundreds of module files at every start.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  'pg-native',
  'pdfkit',
  'pdfjs-dist',
  '@fastify/swagger-ui',
  'nodemailer',
  '@aws-sdk/*',
];

export async function buildServer(outdir = 'dist/server') {
  // Chunk names carry a hash: without a clean folder, old chunks would pile up.
  rmSync(path.resolve(root, outdir), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts', 'server/cli/database-template.ts', 'server/cli/demo-pdfs.ts'],
    outdir,
    // Keeps dynamic imports (seed content, the PDF renderer, the S3 client) in chunks of their own, loaded only when used.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages call require(); in an ES module it has to be made.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // Beside main.js, what a first start would otherwise spend most of its time on (decisions 033, 074): the demo PDFs,
  // then the migrated database with the demo data (seeded with those PDFs) that it unpacks instead of running initdb
  // and the seed, and the files that seed stored. server/main.ts looks there.
  const outPath = path.resolve(root, outdir);
  const runCli = (name, ...names) => execFileSync(process.execPath, [path.join(outPath, 'cli', name), ...names.map((name) => path.join(outPath, name))], { stdio: 'inherit' });
  runCli('demo-pdfs.js', 'demo-pdfs');
  runCli('database-template.js', 'database-template.tar.gz', 'demo-uploads', 'demo-pdfs');
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
