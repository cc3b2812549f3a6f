// Run by the server build (scripts/build-server.mjs): writes the database a first start unpacks (migrated, with the
// demo data, decision 074) and the files that demo data stored, which that first start stores in its own storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeDatabaseTemplate } from '../db/template';
import { seedOnStart } from '../db/seed';
import { markDemoTemplate } from '../db/seed/demo-template';
import { systemClock } from '../platform/clock';
import { createEventBus } from '../platform/events';
import { createLocalStorage } from '../platform/storage';
import { createLogger, loadConfig } from '../runtime';

const [file, uploadsDir, printedPdfs] = process.argv.slice(2);
if (!file || !uploadsDir) {
  console.error('Usage: node dist/server/cli/database-template.js <file.tar.gz> <demo uploads directory> [<printed demo PDFs directory>]');
  process.exit(2);
}
rmSync(uploadsDir, { recursive: true, force: true });
// The demo data as a first start on an empty data directory makes it, its files stored under uploadsDir.
const dataDir = mkdtempSync(path.join(tmpdir(), 'pariksha-template-'));
try {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const log = createLogger(config);
  await writeDatabaseTemplate(file, async (database) => {
    const storage = createLocalStorage(uploadsDir);
    const events = createEventBus(database, log);
    await seedOnStart({ database, config, storage, clock: systemClock, events, log, printedPdfs });
    await markDemoTemplate({ db: database.db, clock: systemClock });
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
