import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { DISCRIMINATION_GROUP_SHARE, DISCRIMINATION_MIN_RESPONSES, type ItemStatistics } from '@common/content-admin';
import type { Database } from '../../db/client';
import { attemptAnswers, attempts } from '../../db/schema';

/**
 * Classical item analysis from submitted mock tests, one row per MCQ that was answered: responses (sittings that
 * chose an answer), students, facility (share right) and the discrimination index (share right in the upper 27 %
 * of those sittings by total score minus the share right in the lower 27 %, Kelley's groups). A subquery, so the
 * admin list can join it and sort by it in SQL.
 */
export function itemStatisticsSubquery(db: Database) {
  const ranked = db
    .select({
      mcqId: attemptAnswers.mcqId,
      isCorrect: sql<boolean>`coalesce(${attemptAnswers.isCorrect}, false)`.as('is_correct'),
      userId: attempts.userId,
      rankFromTop: sql<number>`row_number() over (partition by ${attemptAnswers.mcqId} order by ${attempts.percentage} desc, ${attempts.id})`.as('rank_from_top'),
      responses: sql<number>`count(*) over (partition by ${attemptAnswers.mcqId})`.as('responses'),
    })
    .from(attemptAnswers)
    .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
    .where(and(eq(attempts.kind, 'mock_test'), eq(attempts.status, 'submitted'), isNotNull(attemptAnswers.chosenAnswer)))
    .as('ranked');
  const groupSize = sql`round(${ranked.responses} * ${sql.raw(String(DISCRIMINATION_GROUP_SHARE))})`;
  return db
    .select({
      mcqId: ranked.mcqId,
      responses: sql<number>`count(*)::int`.as('responses'),
      students: sql<number>`count(distinct ${ranked.userId})::int`.as('students'),
      facility: sql<number>`avg(case when ${ranked.isCorrect} then 1 else 0 end)::float8`.as('facility'),
      discrimination: sql<number | null>`case when count(*) >= ${sql.raw(String(DISCRIMINATION_MIN_RESPONSES))} then
        ((count(*) filter (where ${ranked.isCorrect} and ${ranked.rankFromTop} <= ${groupSize}))
          - (count(*) filter (where ${ranked.isCorrect} and ${ranked.rankFromTop} > ${ranked.responses} - ${groupSize})))::float8
        / max(${groupSize}) end`.as('discrimination'),
    })
    .from(ranked)
    .groupBy(ranked.mcqId)
    .as('item_statistics');
}

/** A joined statistics row (absent when nobody has answered the item yet) as the API shows it, rounded. */
export function toItemStatistics(row: { responses: number | null; students: number | null; facility: number | null; discrimination: number | null }): ItemStatistics {
  const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
  return {
    responses: row.responses ?? 0,
    students: row.students ?? 0,
    facility: round(row.facility),
    discrimination: round(row.discrimination),
  };
}
