import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { slugify } from '@common/syllabus';
import { files } from '../db/schema';
import type { Deps } from './app-types';
import { notFound } from './errors';

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

