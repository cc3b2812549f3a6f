import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@common': fileURLToPath(new URL('../common', import.meta.url)),
    },
  },
  build: {
    // WEB_OUT_DIR lets parallel builds (and their browser tests) use separate folders; the default is what the server serves.
    outDir: process.env.WEB_OUT_DIR ? path.resolve(process.env.WEB_OUT_DIR) : fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
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
});
