import type { Database } from '../../db/client';
import { studentActivity } from '../../db/schema';
import type { EventBus } from '../../platform/events';
import type { ACTIVITY_TYPES } from '@common/progress';

export type ActivityInput = {
  userId: string;
  activityType: (typeof ACTIVITY_TYPES)[number];
  contentTitle: string;
  contentId?: string | null;
  subjectName?: string | null;
  progressPercentage?: number | null;
  completedAt: Date;
};

/** Adds a row to the student's Recent Activity (a completed practice or mock test, a note read, a paper downloaded). */
export async function recordActivity(db: Database, input: ActivityInput) {
  const [row] = await db
    .insert(studentActivity)
    .values({
      userId: input.userId,
      activityType: input.activityType,
      contentTitle: input.contentTitle,
      contentId: input.contentId ?? null,
      subjectName: input.subjectName ?? null,
      progressPercentage: input.progressPercentage ?? null,
      completedAt: input.completedAt,
    })
    .returning({ id: studentActivity.id });
  return row!.id;
}

/** Tells the student's open screens (and admins' activity list) that activity changed. Call after commit. */
export async function publishActivity(events: EventBus, userId: string, activityId: string) {
  await events.publish({ topic: 'student_activity', ids: [activityId], audience: { kind: 'user', userId } });
  await events.publish({ topic: 'student_activity', ids: [activityId], audience: { kind: 'admins' } });
}
