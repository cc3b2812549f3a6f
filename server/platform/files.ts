import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { slugify } from '@common/syllabus';
import { files } from '../db/schema';
import type { Deps } from './app-types';
import { notFound } from './errors';
import type { WarningLog } from './log';
import type { StagedFile } from './uploads';

export type OpenedFile = { filename: string; contentType: string; sizeBytes: number; body: Readable };

/**
 * Stores bytes under a random key and records them in `files`. The key is never exposed: the only way
 * to the bytes is a route that checks the session and the plan first.
 */
export async function storeFile(
  { db, storage }: Deps<'db' | 'storage'>,
  input: { bytes: Buffer; filename: string; contentType: string; createdBy?: string | null },
) {
  const storageKey = `content/${randomUUID()}${input.contentType === 'application/pdf' ? '.pdf' : ''}`;
  await storage.put(storageKey, input.bytes, input.contentType);
  const [row] = await db
    .insert(files)
    .values({
      storageKey,
      filename: input.filename,
      contentType: input.contentType,
      sizeBytes: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      createdBy: input.createdBy ?? null,
    })
    .returning({ id: files.id });
  return row!.id;
}

/** Opens a stored file for streaming; 404 when its row or its bytes are missing. Callers check access first. */
export async function openStoredFile({ db, storage }: Deps<'db' | 'storage'>, fileId: string, downloadName: string): Promise<OpenedFile> {
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  if (!file) throw notFound('File');
  const stored = await storage.get(file.storageKey);
  if (!stored) throw notFound('File');
  return {
    filename: `${readableFileName(downloadName) || 'document'}.pdf`,
    contentType: file.contentType,
    sizeBytes: stored.sizeBytes,
    body: stored.body,
  };
}

/** A title as a file name: Devanagari and spaces kept; path separators, quotes and control characters gone. */
function readableFileName(name: string) {
  return name
    .normalize('NFC')
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

/**
 * A Content-Disposition header that keeps a Devanagari file name: browsers read the UTF-8 `filename*` (RFC 6266),
 * older clients the ASCII `filename` beside it.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string) {
  const extension = /\.[a-z0-9]+$/i.exec(filename)?.[0] ?? '';
  const ascii = `${slugify(filename.slice(0, filename.length - extension.length)) || 'document'}${extension.toLowerCase()}`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Records a staged upload (already in storage) as a file row, inside the caller's transaction. */
export async function recordStagedFile(deps: Deps<'db'>, staged: StagedFile, createdBy: string | null) {
  const [id] = await recordStagedFiles(deps, [staged], createdBy);
  return id!;
}

/** Records several staged uploads in one statement; their ids in the same order. */
export async function recordStagedFiles({ db }: Deps<'db'>, staged: StagedFile[], createdBy: string | null): Promise<string[]> {
  if (staged.length === 0) return [];
  const rows = await db
    .insert(files)
    .values(staged.map((file) => ({ storageKey: file.storageKey, filename: file.filename, contentType: file.contentType, sizeBytes: file.sizeBytes, sha256: file.sha256, createdBy })))
    .returning({ id: files.id });
  return rows.map((row) => row.id);
}

/** Deletes file rows inside the caller's transaction; returns their storage keys, to delete after the commit. */
export async function deleteFileRows({ db }: Deps<'db'>, ids: (string | null | undefined)[]): Promise<string[]> {
  const present = ids.filter((id): id is string => !!id);
  if (present.length === 0) return [];
  const rows = await db.delete(files).where(inArray(files.id, present)).returning({ storageKey: files.storageKey });
  return rows.map((row) => row.storageKey);
}

/**
 * Deletes stored bytes after the rows that pointed to them are gone. A failure is logged, never thrown: the item
 * is already deleted, and bytes no row names can never be served.
 */
export async function deleteStoredObjects({ storage }: Deps<'storage'>, storageKeys: string[], log?: WarningLog) {
  await Promise.all(
    storageKeys.map((key) => storage.delete(key).catch((error: unknown) => log?.warn({ err: error, storageKey: key }, 'stored file not deleted'))),
  );
}
