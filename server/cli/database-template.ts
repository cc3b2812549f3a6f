// Run by the server build (scripts/build-server.mjs): writes the empty, migrated database that a first start unpacks.
import { writeDatabaseTemplate } from '../db/template';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node dist/server/cli/database-template.js <file.tar.gz>');
  process.exit(2);
}
await writeDatabaseTemplate(file);
