import { and, desc, eq } from 'drizzle-orm';
import type { AdminRecentActivity, CreateRecentActivityBody } from '@common/admin';
import { adminRecentActivities, profiles } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { notFound } from '../../platform/errors';

type ActivityRow = typeof adminRecentActivities.$inferSelect;

const toRecentActivity = (row: ActivityRow, createdByName: string | null): AdminRecentActivity => ({
  id: row.id,
  subject: row.subject,
  activityDescription: row.activityDescription,
  timeAgo: row.timeAgo,
  scorePercentage: row.scorePercentage,
  createdAt: row.createdAt.toISOString(),
  createdByName,
});

async function publishActivityChange({ events }: Deps<'events'>, id: string) {
  await events.publish({ topic: 'admin_activities', ids: [id], audience: { kind: 'admins' } });
}

/** The admins' Recent Activities entries still shown, newest first (the dashboard shows 10). */
export async function listRecentActivities({ db }: Deps<'db'>, limit: number): Promise<AdminRecentActivity[]> {
  const rows = await db
    .select({ activity: adminRecentActivities, createdByName: profiles.fullName })
    .from(adminRecentActivities)
    .leftJoin(profiles, eq(profiles.id, adminRecentActivities.createdBy))
    .where(eq(adminRecentActivities.isActive, true))
    .orderBy(desc(adminRecentActivities.createdAt), desc(adminRecentActivities.id))
    .limit(limit);
  return rows.map((row) => toRecentActivity(row.activity, row.createdByName));
}

/** Adds an entry (subject and description already checked by the schema); every admin's panel shows it at once. */
export async function addRecentActivity(
  deps: Deps<'db' | 'clock' | 'events'>,
  input: { adminId: string; body: CreateRecentActivityBody },
): Promise<AdminRecentActivity> {
  const { body } = input;
  const [row] = await deps.db
    .insert(adminRecentActivities)
    .values({
      subject: body.subject,
      activityDescription: body.activityDescription,
      timeAgo: body.timeAgo ?? null,
      scorePercentage: body.scorePercentage ?? null,
      createdBy: input.adminId,
      createdAt: deps.clock.now(),
    })
    .returning();
  await publishActivityChange(deps, row!.id);
  const [creator] = await deps.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, input.adminId));
  return toRecentActivity(row!, creator?.fullName ?? null);
}

/** Removes an entry from the panels (seed 001 section 4: is_active false; the row stays). */
export async function removeRecentActivity(deps: Deps<'db' | 'events'>, id: string) {
  const [row] = await deps.db
    .update(adminRecentActivities)
    .set({ isActive: false })
    .where(and(eq(adminRecentActivities.id, id), eq(adminRecentActivities.isActive, true)))
    .returning({ id: adminRecentActivities.id });
  if (!row) throw notFound('Activity');
  await publishActivityChange(deps, row.id);
}
