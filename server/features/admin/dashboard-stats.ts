import { sql } from 'drizzle-orm';
import { ACTIVE_STUDENT_WINDOW_DAYS, type AdminDashboardStats, type StatFigure } from '@common/admin';
import { percentChange } from '@common/progress';
import { selectRows } from '../../db/client';
import { attempts, mcqs, mockTests, notes, pastPapers, payments, profiles, studentActivity, userProgress } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { nepalMonthBounds } from '../../platform/clock';

const DAY_MS = 24 * 60 * 60 * 1000;

const figure = (previous: number, value: number): StatFigure => ({ value, previous, change: percentChange(previous, value) });

type StatRow = {
  users: number;
  users_before_month: number;
  active_now: number;
  active_before: number;
  revenue_month: string;
  revenue_last_month: string;
  tests: number;
  tests_before_month: number;
  notes: number;
  mcqs: number;
  mock_tests: number;
  past_papers: number;
};

/**
 * The admin dashboard's four cards, each with the same figure a month earlier (decision 035): Total Users and Tests
 * Completed against their totals when this Nepal month began; Active Students (students with any activity or attempt in
 * the last 30 days) against the 30 days before; Monthly Revenue (successful payments this Nepal calendar month) against
 * last month. Plus the Content Statistics counts. One round trip.
 */
export async function readAdminDashboardStats({ db, clock }: Deps<'db' | 'clock'>): Promise<AdminDashboardStats> {
  const now = clock.now();
  const monthStart = nepalMonthBounds(now).start;
  const lastMonthStart = nepalMonthBounds(new Date(monthStart.getTime() - 1)).start;
  const activeSince = new Date(now.getTime() - ACTIVE_STUDENT_WINDOW_DAYS * DAY_MS);
  const activeBeforeSince = new Date(now.getTime() - 2 * ACTIVE_STUDENT_WINDOW_DAYS * DAY_MS);
  const paidAt = sql`coalesce(${payments.verifiedAt}, ${payments.createdAt})`;
  const [row] = await selectRows<StatRow>(
    db,
    sql`with activity as (
        select ${studentActivity.userId} as user_id, ${studentActivity.completedAt} as at from ${studentActivity}
          where ${studentActivity.completedAt} > ${activeBeforeSince} and ${studentActivity.completedAt} <= ${now}
        union all
        select ${attempts.userId}, ${attempts.startedAt} from ${attempts}
          where ${attempts.startedAt} > ${activeBeforeSince} and ${attempts.startedAt} <= ${now}
      ),
      students_active as (
        select count(distinct activity.user_id) filter (where activity.at > ${activeSince})::int as active_now,
          count(distinct activity.user_id) filter (where activity.at <= ${activeSince})::int as active_before
        from activity join ${profiles} on ${profiles.id} = activity.user_id and ${profiles.role} = 'student'
      )
      select
        (select count(*)::int from ${profiles}) as users,
        (select count(*)::int from ${profiles} where ${profiles.createdAt} < ${monthStart}) as users_before_month,
        students_active.active_now,
        students_active.active_before,
        (select coalesce(sum(${payments.amountPaisa}), 0)::bigint::text from ${payments}
          where ${payments.status} = 'success' and ${paidAt} >= ${monthStart} and ${paidAt} <= ${now}) as revenue_month,
        (select coalesce(sum(${payments.amountPaisa}), 0)::bigint::text from ${payments}
          where ${payments.status} = 'success' and ${paidAt} >= ${lastMonthStart} and ${paidAt} < ${monthStart}) as revenue_last_month,
        (select count(*)::int from ${userProgress} where ${userProgress.completed}) as tests,
        (select count(*)::int from ${userProgress} where ${userProgress.completed} and ${userProgress.completedAt} < ${monthStart}) as tests_before_month,
        (select count(*)::int from ${notes}) as notes,
        (select count(*)::int from ${mcqs}) as mcqs,
        (select count(*)::int from ${mockTests}) as mock_tests,
        (select count(*)::int from ${pastPapers}) as past_papers
      from students_active`,
  );
  const stats = row!;
  return {
    totalUsers: figure(stats.users_before_month, stats.users),
    activeStudents: figure(stats.active_before, stats.active_now),
    monthlyRevenuePaisa: figure(Number(stats.revenue_last_month), Number(stats.revenue_month)),
    testsCompleted: figure(stats.tests_before_month, stats.tests),
    content: { notes: stats.notes, mcqs: stats.mcqs, mockTests: stats.mock_tests, pastPapers: stats.past_papers },
  };
}
