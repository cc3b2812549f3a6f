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
    filename: `${slugify(downloadName) || 'document'}.pdf`,
    contentType: file.contentType,
    sizeBytes: stored.sizeBytes,
    body: stored.body,
  };
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
