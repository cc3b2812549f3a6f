import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// WEB_OUT_DIR lets parallel builds (and their browser tests) use separate folders; the default is what the server serves.
const outDir = process.env.WEB_OUT_DIR ? path.resolve(process.env.WEB_OUT_DIR) : fileURLToPath(new URL('../dist/web', import.meta.url));

// How a module names the text namespaces it reads: useTranslation('x') or (['x', 'y']), t(key, { ns: 'x' }), and the
// namespaces lib/i18n.ts starts with (`ns: [...]`). Every use in web/src names them literally.
const NAMESPACE_USES = [/useTranslation\(\s*('[^']+'|\[[^\]]*\])/g, /\bns:\s*('[^']+'|\[[^\]]*\])/g];

/**
 * Writes `.vite/chunks.json` beside the manifest: the modules each chunk holds and the text namespaces they read, so
 * scripts/report-bundle.mjs can count the texts a page loads with its code and find admin screens by module (decision 090).
 */
function chunkContents(): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const namespacesOf = new Map<string, string[]>();
  return {
    name: 'pariksha-chunk-contents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/web\/src\/.*\.tsx?$/.test(id)) return null;
      const found = NAMESPACE_USES.flatMap((pattern) => [...code.matchAll(pattern)].flatMap((match) => match[1].match(/[\w-]+(?=')/g) ?? []));
      if (found.length) namespacesOf.set(id, found);
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, { modules: string[]; namespaces: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const namespaces = new Set(output.moduleIds.flatMap((id) => namespacesOf.get(id) ?? []));
        chunks[output.fileName] = { modules: output.moduleIds.map((id) => path.relative(root, id)), namespaces: [...namespaces].sort() };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The server's renderer of public pages (decision 068), beside the web build (`<outDir>-ssr`, not served) and
  // self-contained, so it runs wherever the build is copied.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  plugins: [
    !isSsrBuild && chunkContents(),
    react(),
    tailwindcss(),
    // The installable app and its service worker (decision 083). boot.ts registers it after load.
    !isSsrBuild && VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Pariksha – Exam preparation for Nepal',
        short_name: 'Pariksha',
        description: 'Notes, MCQ practice, mock tests, past papers and an AI tutor for SEE, NEB and entrance students in Nepal.',
        lang: 'en',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#4f46e5',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: {
        // Every screen's code, styles and fonts. Not the pdf.js worker (1.2 MB, kept once a PDF is opened or saved),
        // not KaTeX's .ttf fallbacks (browsers take the woff2), not the .br/.gz copies or the build's reports.
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        globIgnores: ['**/*.br', '**/*.gz', '**/pdf.worker*', '.vite/**', 'bundle-report.json'],
        maximumFileSizeToCacheInBytes: 600_000,
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@common', replacement: fileURLToPath(new URL('../common', import.meta.url)) },
      // zod without its `new Function` probe, which the CSP reports (src/lib/zod.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      // React Router's package exports only its development build (invariant texts and warnings): the build takes the
      // production one it ships beside it.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : []),
    ],
  },
  build: {
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: 'es2022',
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
    // No preload lists (decision 031): they name every lazy chunk in the entry (~3 kB gzipped of file names, most of
    // them icon chunks) and pushed the first visit over its budget; a route's shared chunks load when its chunk runs.
    modulePreload: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
}));
