import type { RealtimeTopic } from '@common/realtime';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/app-types';
import type { OpenedFile } from '../../platform/files';
import { publishActivity, recordActivity, type ActivityInput } from '../progress/service';

/** A downloadable item: what its download adds to Recent Activity and how its counter goes up. */
type DownloadedItem = {
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
  deps: Deps<'db' | 'clock' | 'events'>,
  userId: string,
  file: OpenedFile,
  item: DownloadedItem,
): Promise<OpenedFile> {
  const { db, events, clock } = deps;
  let activityId: string;
  try {
    activityId = await db.transaction(async (tx) => {
      await item.incrementDownloads(tx);
      return recordActivity({ db: tx }, {
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
  await publishActivity(deps, userId, activityId);
  return file;
}
