import { existsSync } from 'node:fs';
import path from 'node:path';

/** End-to-end tests run the built app and server, as a user would get them. */
export default function globalSetup() {
  const index = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../dist/web'), 'index.html');
  const server = path.resolve(import.meta.dirname, '../dist/server/main.js');
  for (const built of [index, server]) {
    if (!existsSync(built)) throw new Error(`No build (${path.relative(process.cwd(), built)}): run \`npm run build\` before \`npm run test:e2e\`.`);
  }
}
