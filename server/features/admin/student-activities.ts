import { desc, eq, ne } from 'drizzle-orm';
import { STUDENT_ACTIVITY_LIMIT, type AdminStudentActivity } from '@common/admin';
import type { ActivityItem } from '@common/progress';
import { profiles, studentActivity } from '../../db/schema';
import type { Deps } from '../../platform/app-types';

/** The latest 50 things students did, with who did it (daily dashboard visits are counted elsewhere, not listed). */
export async function listStudentActivities({ db }: Deps<'db'>): Promise<AdminStudentActivity[]> {
  const rows = await db
    .select({ activity: studentActivity, studentName: profiles.fullName, studentEmail: profiles.email })
    .from(studentActivity)
    .innerJoin(profiles, eq(profiles.id, studentActivity.userId))
    .where(ne(studentActivity.activityType, 'dashboard_view'))
    .orderBy(desc(studentActivity.completedAt), desc(studentActivity.id))
    .limit(STUDENT_ACTIVITY_LIMIT);
  return rows.map(({ activity, studentName, studentEmail }) => ({
    id: activity.id,
    studentName,
    studentEmail,
    activityType: activity.activityType as ActivityItem['activityType'],
    contentTitle: activity.contentTitle,
    subjectName: activity.subjectName,
    progressPercentage: activity.progressPercentage,
    completedAt: activity.completedAt.toISOString(),
  }));
}
