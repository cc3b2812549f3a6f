import { existsSync } from 'node:fs';
import path from 'node:path';

/** End-to-end tests run the built app, as a user would get it. */
export default function globalSetup() {
  const index = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../dist/web'), 'index.html');
  if (!existsSync(index)) throw new Error('No web build: run `npm run build` before `npm run test:e2e`.');
}
