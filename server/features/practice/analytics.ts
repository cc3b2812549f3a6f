import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  accuracyPercent,
  ANALYTICS_TIMELINE_DAYS,
  WEAK_TOPIC_MIN_ANSWERS,
  type AnalyticsResponse,
  type AttemptKind,
} from '@common/practice';
import { selectRows, type Database } from '../../db/client';
import { attempts } from '../../db/schema';
import type { Deps } from '../../platform/app-types';

const WEAK_TOPICS_SHOWN = 10;
const RECENT_SCORES_SHOWN = 10;

type Counts = { answered: number; correct: number };
const withAccuracy = <T extends Counts>(row: T) => ({ ...row, accuracy: accuracyPercent(row.correct, row.answered) });

/** Every answered question of the student's submitted attempts, with its subject and unit. */
const answeredQuestions = (userId: string) => sql`
  select aa.attempt_id, aa.is_correct, aa.time_spent_ms, a.submitted_at, m.unit, m.unit_slug, m.topics, s.slug as subject_slug, s.name as subject_name, s.sort_order
  from attempt_answers aa
  join attempts a on a.id = aa.attempt_id
  join mcqs m on m.id = aa.mcq_id
  join subjects s on s.id = m.subject_id
  where a.user_id = ${userId} and a.status = 'submitted' and aa.chosen_answer is not null`;

const countColumns = sql`count(*)::int as answered, (count(*) filter (where is_correct))::int as correct`;

function rows<T>(db: Database, query: SQL) {
  return selectRows<T>(db, query);
}

/**
 * The analytics view: accuracy per subject and per unit (weakest first) and over time, the weakest topics,
 * recent scores and the average time per question, from the student's submitted attempts.
 */
export async function readAnalytics({ db, clock }: Deps<'db' | 'clock'>, userId: string): Promise<AnalyticsResponse> {
  const since = new Date(clock.now().getTime() - ANALYTICS_TIMELINE_DAYS * 86_400_000);
  const base = answeredQuestions(userId);
  const [totals, bySubject, byUnit, topics, timeline, recent] = await Promise.all([
    rows<Counts & { average_time_ms: number | null; attempts: number }>(
      db,
      sql`select ${countColumns}, avg(time_spent_ms)::float8 as average_time_ms, count(distinct attempt_id)::int as attempts from (${base}) q`,
    ),
    rows<Counts & { subject_slug: string; subject_name: string; average_time_ms: number | null }>(
      db,
      sql`select subject_slug, subject_name, ${countColumns}, avg(time_spent_ms)::float8 as average_time_ms
          from (${base}) q group by subject_slug, subject_name, sort_order order by sort_order`,
    ),
    rows<Counts & { subject_slug: string; subject_name: string; unit_slug: string; unit: string }>(
      db,
      sql`select subject_slug, subject_name, unit_slug, min(unit) as unit, ${countColumns}
          from (${base}) q group by subject_slug, subject_name, unit_slug`,
    ),
    rows<Counts & { topic: string; subject_name: string }>(
      db,
      sql`select topic, subject_name, ${countColumns}
          from (${base}) q, unnest(q.topics) as topic
          group by topic, subject_name having count(*) >= ${WEAK_TOPIC_MIN_ANSWERS}`,
    ),
    rows<Counts & { date: string; subject_slug: string; subject_name: string; unit_slug: string; unit: string }>(
      db,
      sql`select to_char((submitted_at at time zone 'UTC') + interval '5 hours 45 minutes', 'YYYY-MM-DD') as date,
                 subject_slug, subject_name, unit_slug, min(unit) as unit, ${countColumns}
          from (${base}) q where submitted_at >= ${since.toISOString()}::timestamptz
          group by 1, subject_slug, subject_name, unit_slug order by 1`,
    ),
    db
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, userId), eq(attempts.status, 'submitted'), inArray(attempts.kind, ['practice', 'mock_test'])))
      .orderBy(desc(attempts.submittedAt), desc(attempts.createdAt))
      .limit(RECENT_SCORES_SHOWN),
  ]);

  const weakestFirst = <T extends { accuracy: number; answered: number }>(list: T[]) =>
    list.sort((a, b) => a.accuracy - b.accuracy || b.answered - a.answered);
  const total = totals[0] ?? { answered: 0, correct: 0, average_time_ms: null, attempts: 0 };

  return {
    totals: {
      ...withAccuracy({ answered: total.answered, correct: total.correct }),
      averageTimeMs: Math.round(total.average_time_ms ?? 0),
      attempts: total.attempts,
    },
    bySubject: bySubject.map((row) =>
      withAccuracy({
        subjectSlug: row.subject_slug,
        subjectName: row.subject_name,
        answered: row.answered,
        correct: row.correct,
        averageTimeMs: Math.round(row.average_time_ms ?? 0),
      }),
    ),
    byUnit: weakestFirst(
      byUnit.map((row) =>
        withAccuracy({ subjectSlug: row.subject_slug, subjectName: row.subject_name, unitSlug: row.unit_slug, unit: row.unit, answered: row.answered, correct: row.correct }),
      ),
    ),
    weakestTopics: weakestFirst(
      topics.map((row) => withAccuracy({ topic: row.topic, subjectName: row.subject_name, answered: row.answered, correct: row.correct })),
    ).slice(0, WEAK_TOPICS_SHOWN),
    timeline: timeline.map((row) => ({
      date: row.date,
      subjectSlug: row.subject_slug,
      subjectName: row.subject_name,
      unitSlug: row.unit_slug,
      unit: row.unit,
      answered: row.answered,
      correct: row.correct,
    })),
    recentScores: recent.map((row) => ({
      id: row.id,
      kind: row.kind as AttemptKind,
      title: row.title,
      status: 'submitted' as const,
      mockTestId: row.mockTestId,
      startedAt: row.startedAt.toISOString(),
      deadlineAt: row.deadlineAt?.toISOString() ?? null,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      percentage: row.percentage,
    })),
  };
}
