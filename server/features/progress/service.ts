import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { contentClassFor, type StudentClass } from '@common/academics';
import {
  RECENT_ACTIVITY_LIMIT,
  roundedAverage,
  studyStreak,
  type ActivityItem,
  type DashboardStats,
  type ACTIVITY_TYPES,
  type UpcomingExam,
} from '@common/progress';
import { studentActivity, subjects, upcomingExams, userProgress } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { nepalDate, startOfNepalDay } from '../../platform/clock';

/**
 * The dashboard's four numbers from the student's completions: Tests Completed, Average Score (rounded mean
 * score), Study Streak (consecutive Nepal days with a completion, ending today) and Overall Progress (rounded
 * mean of the progress percentage).
 */
export async function readDashboardStats({ db, clock }: Deps<'db' | 'clock'>, userId: string): Promise<DashboardStats> {
  const rows = await db
    .select({
      score: userProgress.score,
      percentage: sql<number | null>`(${userProgress.progressData}->>'percentage')::float8`,
      completedAt: userProgress.completedAt,
    })
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.completed, true)));
  const days = rows.flatMap((row) => (row.completedAt ? [nepalDate(row.completedAt)] : []));
  return {
    testsCompleted: rows.length,
    averageScore: roundedAverage(rows.map((row) => row.score ?? 0)),
    studyStreak: studyStreak(days, nepalDate(clock.now())),
    totalProgress: roundedAverage(rows.map((row) => row.percentage ?? 0)),
  };
}

/** The student's last 10 activities, newest first (dashboard visits are counted, not listed). */
export async function listRecentActivity({ db }: Deps<'db'>, userId: string): Promise<ActivityItem[]> {
  const rows = await db
    .select()
    .from(studentActivity)
    .where(and(eq(studentActivity.userId, userId), ne(studentActivity.activityType, 'dashboard_view')))
    .orderBy(desc(studentActivity.completedAt), desc(studentActivity.createdAt))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    activityType: row.activityType as ActivityItem['activityType'],
    contentTitle: row.contentTitle,
    contentId: row.contentId,
    subjectName: row.subjectName,
    progressPercentage: row.progressPercentage,
    completedAt: row.completedAt.toISOString(),
  }));
}

/**
 * Records a dashboard visit (seed 000: dashboard_view on load) at most once per student and Nepal day, so the
 * table tells who came back each day without filling up with reloads. Returns whether a row was added.
 */
export async function recordDashboardView({ db, clock }: Deps<'db' | 'clock'>, userId: string): Promise<boolean> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Two tabs loading at once must not both insert: the check and the insert run under a per-student lock.
    await tx.execute(sql`select pg_advisory_xact_lock(724131003, hashtext(${userId}))`);
    const [seen] = await tx
      .select({ id: studentActivity.id })
      .from(studentActivity)
      .where(
        and(
          eq(studentActivity.userId, userId),
          eq(studentActivity.activityType, 'dashboard_view'),
          gte(studentActivity.completedAt, startOfNepalDay(now)),
        ),
      )
      .limit(1);
    if (seen) return false;
    await tx.insert(studentActivity).values({ userId, activityType: 'dashboard_view', contentTitle: 'Dashboard', completedAt: now });
    return true;
  });
}

/** Active exams from today on (Nepal date), soonest first, for the student's class; all of them without a limit. */
export async function listUpcomingExams(
  { db, clock }: Deps<'db' | 'clock'>,
  user: { class: string | null },
  limit: number | undefined,
): Promise<UpcomingExam[]> {
  const contentClass = user.class ? contentClassFor(user.class as StudentClass) : undefined;
  const query = db
    .select({
      id: upcomingExams.id,
      title: upcomingExams.title,
      description: upcomingExams.description,
      examDate: upcomingExams.examDate,
      difficulty: upcomingExams.difficulty,
      class: upcomingExams.class,
      subjectName: subjects.name,
    })
    .from(upcomingExams)
    .leftJoin(subjects, eq(subjects.id, upcomingExams.subjectId))
    .where(
      and(
        eq(upcomingExams.isActive, true),
        gte(upcomingExams.examDate, nepalDate(clock.now())),
        contentClass ? eq(upcomingExams.class, contentClass) : undefined,
      ),
    )
    .orderBy(asc(upcomingExams.examDate), asc(upcomingExams.title));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => ({
    ...row,
    difficulty: row.difficulty as UpcomingExam['difficulty'],
    class: row.class as UpcomingExam['class'],
  }));
}

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
export async function recordActivity({ db }: Deps<'db'>, input: ActivityInput) {
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
export async function publishActivity({ events }: Deps<'events'>, userId: string, activityId: string) {
  await events.publish({ topic: 'student_activity', ids: [activityId], audience: { kind: 'user', userId } });
  await events.publish({ topic: 'student_activity', ids: [activityId], audience: { kind: 'admins' } });
}
