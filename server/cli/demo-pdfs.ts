// Run by the server build (scripts/build-server.mjs): prints the demo content's PDFs that a first start's seed stores.
import { printDemoPdfs } from '../db/seed/content/pdf-renderers';

const [directory] = process.argv.slice(2);
if (!directory) {
  console.error('Usage: node dist/server/cli/demo-pdfs.js <directory>');
  process.exit(2);
}
await printDemoPdfs(directory);
