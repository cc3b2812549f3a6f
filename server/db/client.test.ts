import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, selectRows } from './client';
import { DatabaseUnavailableError } from './errors';

describe('openPostgres', () => {
  it('fails fast with a clear message when DATABASE_URL cannot be reached', async () => {
    const startedAt = Date.now();
    const attempt = openPostgres({ url: 'postgres://nobody:secret@127.0.0.1:9/pariksha', connectTimeoutMs: 2000 });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(/Cannot connect to DATABASE_URL \(127\.0\.0\.1:9\/pariksha\)/);
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });
});

const template = inject('testDatabase');
const directories: string[] = [];
afterEach(() => directories.splice(0).forEach((directory) => rmSync(directory, { recursive: true, force: true })));

type Journal = { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };

/** A copy of the real migrations folder, to add to or break. */
function migrationsCopy() {
  const directory = mkdtempSync(path.join(tmpdir(), 'pariksha-migrations-'));
  directories.push(directory);
  cpSync(path.resolve('server/db/migrations'), directory, { recursive: true });
  const journalFile = path.join(directory, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  return { directory, journal, writeJournal: () => writeFileSync(journalFile, JSON.stringify(journal)) };
}

// A restart skips the migrator when the database already has the newest migration (PGlite: the test template).
describe.runIf(template.kind === 'pglite')('migrate() on a restart', () => {
  const openMigrated = async (migrationsFolder: string) =>
    openPglite({ loadDataDir: await readFile(template.kind === 'pglite' ? template.dumpPath : ''), migrationsFolder });

  it('still applies a migration newer than the database', async () => {
    const migrations = migrationsCopy();
    const last = migrations.journal.entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_restart_probe`;
    migrations.journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
    migrations.writeJournal();
    writeFileSync(path.join(migrations.directory, `${tag}.sql`), 'CREATE TABLE "restart_probe" ("id" integer);');

    const database = await openMigrated(migrations.directory);
    try {
      await database.migrate();
      const [row] = await selectRows<{ present: boolean }>(database.db, sql`select to_regclass('restart_probe') is not null as present`);
      expect(row!.present).toBe(true);
      const [count] = await selectRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(count!.count).toBe(migrations.journal.entries.length);
    } finally {
      await database.close();
    }
  });

  it('reads no migration file when the database is current', async () => {
    const migrations = migrationsCopy();
    // Drizzle's migrator reads every file the journal names; with one missing it would fail.
    rmSync(path.join(migrations.directory, `${migrations.journal.entries[0]!.tag}.sql`));
    const database = await openMigrated(migrations.directory);
    try {
      await expect(database.migrate()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
