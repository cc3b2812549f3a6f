import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { RealtimeTopic } from '../../../common/realtime';
import { slugify } from '../../../common/syllabus';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { FileStorage } from '../../platform/storage';
import { publishActivity, recordActivity, type ActivityInput } from '../progress/activity';

export type OpenedFile = { filename: string; contentType: string; sizeBytes: number; body: Readable };

/**
 * Stores bytes under a random key and records them in `files`. The key is never exposed: the only way
 * to the bytes is a content route that checks the session and the plan first.
 */
export async function storeFile(
  db: Database,
  storage: FileStorage,
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
export async function openStoredFile(db: Database, storage: FileStorage, fileId: string, downloadName: string): Promise<OpenedFile> {
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

/** A downloadable item: what its download adds to Recent Activity and how its counter goes up. */
export type DownloadedItem = {
  id: string;
  title: string;
  subjectName: string;
  activityType: ActivityInput['activityType'];
  topic: RealtimeTopic;
  incrementDownloads: (tx: Database) => Promise<unknown>;
};

/**
 * Counts one download of an opened file: the item's counter (downloads + 1, atomically) and a Recent Activity
 * row in one transaction, then the events. If counting fails the file is closed and nothing is sent.
 */
export async function countDownload(
  deps: { db: Database; events: EventBus; clock: Clock },
  userId: string,
  file: OpenedFile,
  item: DownloadedItem,
): Promise<OpenedFile> {
  const { db, events, clock } = deps;
  let activityId: string;
  try {
    activityId = await db.transaction(async (tx) => {
      await item.incrementDownloads(tx);
      return recordActivity(tx, {
        userId,
        activityType: item.activityType,
        contentTitle: item.title,
        contentId: item.id,
        subjectName: item.subjectName,
        completedAt: clock.now(),
      });
    });
  } catch (error) {
    file.body.destroy();
    throw error;
  }
  await events.publish({ topic: item.topic, ids: [item.id], audience: { kind: 'everyone' } });
  await publishActivity(events, userId, activityId);
  return file;
}
