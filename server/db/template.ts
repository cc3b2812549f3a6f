import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { DatabaseHandle } from './client';

/**
 * A first start on an empty data directory would spend most of its time in PGlite's initdb and the migrations
 * (decision 033) and the demo seed (decision 074). The build makes that database once, migrated and filled by
 * `fill`, as PGlite's own gzipped tarball; a first start unpacks it with Node's zlib, and the usual migrate() then
 * applies anything newer.
 */
export async function writeDatabaseTemplate(file: string, fill?: (database: DatabaseHandle) => Promise<void>): Promise<void> {
  // Loaded here, not with the module: a start only unpacks, before the database client has loaded (decision 089).
  const [{ sql }, { openPglite }] = await Promise.all([import('drizzle-orm'), import('./client')]);
  const database = openPglite({});
  try {
    await database.migrate();
    await fill?.(database);
    // Written out now, so the first start that opens the copy has no log to replay.
    await database.db.execute(sql`checkpoint`);
    const dump = await database.dumpDataDir!();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

const BLOCK = 512;
const gunzipAsync = promisify(gunzip);

/**
 * Unpacks the template into `dataDir` when it holds no database yet; false when there is nothing to unpack. Inflating
 * and writing run on Node's thread pool, so a first start loads the app's modules meanwhile (decision 074).
 */
export async function unpackDatabaseTemplate(templateFile: string, dataDir: string): Promise<boolean> {
  if (!existsSync(templateFile) || existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  const tar = await gunzipAsync(await readFile(templateFile));
  const text = (start: number, length: number) => tar.toString('latin1', start, start + length).replace(/\0.*$/s, '');
  const files: { target: string; body: Buffer }[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const name = text(offset, 100);
    if (!name) break; // two zero blocks end the archive
    const size = Number.parseInt(text(offset + 124, 12).trim() || '0', 8);
    const type = text(offset + 156, 1) || '0';
    const prefix = text(offset + 257, 6).startsWith('ustar') ? text(offset + 345, 155) : '';
    const relative = path.posix.join(prefix, name).replace(/^\/+/, '');
    const target = path.join(dataDir, relative);
    // Only what PGlite's dump holds: directories and regular files, all inside the data directory.
    if (relative.split('/').includes('..')) throw new Error(`Database template entry outside the data directory: ${name}`);
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0' && relative !== 'postmaster.pid') files.push({ target, body: tar.subarray(offset + BLOCK, offset + BLOCK + size) });
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  for (const directory of new Set(files.map((file) => path.dirname(file.target)))) mkdirSync(directory, { recursive: true });
  await Promise.all(files.map((file) => writeFile(file.target, file.body)));
  return true;
}
