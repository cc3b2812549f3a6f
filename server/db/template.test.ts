import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPglite, selectRows } from './client';
import { unpackDatabaseTemplate } from './template';

const template = inject('testDatabase');
const directories: string[] = [];
const scratch = () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'pariksha-template-'));
  directories.push(directory);
  return directory;
};
afterEach(() => directories.splice(0).forEach((directory) => rmSync(directory, { recursive: true, force: true })));

/** A one-entry ustar archive, gzipped, as PGlite's dump writes them. */
function tarWith(name: string, body: string) {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'latin1');
  header.write(`${Buffer.byteLength(body).toString(8).padStart(11, '0')}\0`, 124, 'latin1');
  header.write('0', 156, 'latin1');
  header.write('ustar\0', 257, 'latin1');
  const content = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  content.write(body);
  return gzipSync(Buffer.concat([header, content, Buffer.alloc(1024)]));
}

// The same gzipped PGlite dump the build writes (the test run's migrated template); PGlite only.
describe.runIf(template.kind === 'pglite')('the database template of a first start', () => {
  it('unpacks into an empty data directory a database that opens migrated, and never over an existing one', async () => {
    const dataDir = path.join(scratch(), 'pgdata');
    const templateFile = template.kind === 'pglite' ? template.dumpPath : '';
    expect(await unpackDatabaseTemplate(templateFile, dataDir)).toBe(true);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);

    const database = openPglite({ dataDir });
    try {
      const [row] = await selectRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(readFileSync(path.resolve('server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(row!.count).toBe(journal.entries.length);
      await database.db.execute(sql`create table first_start_marker (id int)`);
    } finally {
      await database.close();
    }
    expect(await unpackDatabaseTemplate(templateFile, dataDir)).toBe(false);
    const reopened = openPglite({ dataDir });
    try {
      const [row] = await selectRows<{ kept: boolean }>(reopened.db, sql`select to_regclass('first_start_marker') is not null as kept`);
      expect(row!.kept).toBe(true);
    } finally {
      await reopened.close();
    }
  });

  it('does nothing without a template, and refuses an entry that climbs out of the data directory', async () => {
    const directory = scratch();
    expect(await unpackDatabaseTemplate(path.join(directory, 'missing.tar.gz'), path.join(directory, 'pgdata'))).toBe(false);
    const hostile = path.join(directory, 'hostile.tar.gz');
    writeFileSync(hostile, tarWith('../escaped', 'x'));
    await expect(unpackDatabaseTemplate(hostile, path.join(directory, 'pgdata'))).rejects.toThrow(/outside the data directory/);
    expect(existsSync(path.join(directory, 'escaped'))).toBe(false);
  });
});
