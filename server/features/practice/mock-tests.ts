import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import {
  ANSWER_GRACE_MS,
  MOCK_TEST_QUOTA_MESSAGE,
  UPGRADE_PATH,
  type InProgressAttempt,
  type MockTestCard,
  type MockTestListResponse,
  type MockTestUsage,
} from '@common/practice';
import { selectRows, type Database } from '../../db/client';
import { attempts, mcqs, mockTestQuestions, mockTests, planUsage, subjects, subscriptionPlans } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { nepalMonth } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { gradeAttempt } from './attempt-grading';
import { insertAttempt, loadOpenAttempt, lockStudentStarts } from './attempts';
import { canOpenPremium, canSeeMockTest, canStartMockTest, isMockTestQuotaLimited, isOverdue, type Student } from './policy';
import { optionOrderFor, shuffled } from './shuffle';

const MOCK_TEST_COUNTER = 'mock_tests';

async function freeMonthlyLimit(db: Database): Promise<number | null> {
  const [plan] = await db
    .select({ limit: subscriptionPlans.mockTestsPerMonth })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, 'free'));
  return plan ? plan.limit : null;
}

/** This Nepal month's mock-test starts and the limit that applies to the student (null: unlimited). */
async function readMockTestUsage({ db, clock }: Deps<'db' | 'clock'>, student: Student): Promise<MockTestUsage> {
  const now = clock.now();
  const period = nepalMonth(now);
  const [row] = await db
    .select({ used: planUsage.used })
    .from(planUsage)
    .where(and(eq(planUsage.userId, student.userId), eq(planUsage.counter, MOCK_TEST_COUNTER), eq(planUsage.period, period)));
  const limit = isMockTestQuotaLimited(student, now) ? await freeMonthlyLimit(db) : null;
  return { used: row?.used ?? 0, limit, period };
}

/** The questions a start serves: a free test leaves its premium questions out (see startMockTest), so its card counts them out too. */
const servedQuestions = sql`from ${mockTestQuestions} inner join ${mcqs} on ${mcqs.id} = ${mockTestQuestions.mcqId}
  where ${mockTestQuestions.mockTestId} = ${mockTests.id} and (${mockTests.isPremium} or not ${mcqs.isPremium})`;

const testColumns = {
  id: mockTests.id,
  title: mockTests.title,
  description: mockTests.description,
  class: mockTests.class,
  durationMinutes: mockTests.durationMinutes,
  totalMarks: mockTests.totalMarks,
  negativeMarkFraction: mockTests.negativeMarkFraction,
  isPremium: mockTests.isPremium,
  isActive: mockTests.isActive,
  subjectName: subjects.name,
  subjectSlug: subjects.slug,
  subjectFaculties: subjects.faculties,
  questionCount: sql<number>`(select count(*) ${servedQuestions})`.mapWith(Number),
  servedMarks: sql<number>`(select coalesce(sum(${mockTestQuestions.marks}), 0) ${servedQuestions})`.mapWith(Number),
};

/** The mock tests a student can see (their class and faculty), premium ones marked locked for free students. */
export async function listMockTests(
  deps: Deps<'db' | 'clock' | 'events'>,
  student: Student,
  filter: { subject?: string },
): Promise<MockTestListResponse> {
  const { db, clock } = deps;
  const now = clock.now();
  const rows = await db
    .select(testColumns)
    .from(mockTests)
    .leftJoin(subjects, eq(subjects.id, mockTests.subjectId))
    .where(and(eq(mockTests.isActive, true), filter.subject ? eq(subjects.slug, filter.subject) : undefined))
    .orderBy(asc(mockTests.class), sql`${subjects.sortOrder} nulls first`, asc(mockTests.isPremium), asc(mockTests.createdAt));
  const visible = rows.filter((row) => canSeeMockTest(student, row));

  let history = await db
    .select({ id: attempts.id, mockTestId: attempts.mockTestId, status: attempts.status, deadlineAt: attempts.deadlineAt, percentage: attempts.percentage })
    .from(attempts)
    .where(and(eq(attempts.userId, student.userId), eq(attempts.kind, 'mock_test')))
    .orderBy(desc(attempts.startedAt));
  const overdue = history.filter((attempt) => isOverdue(attempt, now));
  if (overdue.length) {
    for (const attempt of overdue) await gradeAttempt(deps, attempt.id);
    history = history.map((attempt) => (overdue.includes(attempt) ? { ...attempt, status: 'submitted' } : attempt));
  }

  const hasPremium = canOpenPremium(student, now);
  const tests: MockTestCard[] = visible.map((row) => {
    const own = history.filter((attempt) => attempt.mockTestId === row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      class: row.class as '10' | '12',
      subjectName: row.subjectName,
      subjectSlug: row.subjectSlug,
      durationMinutes: row.durationMinutes,
      questionCount: row.questionCount,
      // The most a start can score: the stated total less the marks of questions left out (the stated one while empty).
      totalMarks: row.questionCount > 0 ? row.servedMarks : row.totalMarks,
      negativeMarkFraction: row.negativeMarkFraction,
      isPremium: row.isPremium,
      isLocked: row.isPremium && !hasPremium,
      openAttemptId: own.find((attempt) => attempt.status === 'in_progress')?.id ?? null,
      lastPercentage: own.find((attempt) => attempt.status === 'submitted' && attempt.percentage !== null)?.percentage ?? null,
    };
  });
  return { tests, usage: await readMockTestUsage(deps, student) };
}

/** Counts one start in this month's usage if the limit allows it, atomically; false when the limit is reached. */
async function takeMockTestStart(db: Database, userId: string, period: string, limit: number | null): Promise<boolean> {
  if (limit !== null && limit <= 0) return false;
  const rows = await selectRows<{ used: number }>(
    db,
    sql`insert into ${planUsage} (user_id, counter, period, used) values (${userId}, ${MOCK_TEST_COUNTER}, ${period}, 1)
        on conflict (user_id, counter, period) do update set used = ${planUsage}.used + 1
        where ${limit === null ? sql`true` : sql`${planUsage}.used < ${limit}`}
        returning used`,
  );
  return rows.length > 0;
}

/**
 * Starts a timed attempt of a mock test: the server records the start and the deadline (start + duration).
 * An attempt of the same test still running is resumed instead (no second start counted). Free students get
 * 10 starts per Nepal calendar month, counted atomically in plan_usage; premium tests need active premium.
 */
export async function startMockTest(
  deps: Deps<'db' | 'clock' | 'events'>,
  student: Student,
  mockTestId: string,
): Promise<{ attempt: InProgressAttempt; isNew: boolean }> {
  const { db, clock } = deps;
  const now = clock.now();
  const [test] = await db
    .select(testColumns)
    .from(mockTests)
    .leftJoin(subjects, eq(subjects.id, mockTests.subjectId))
    .where(eq(mockTests.id, mockTestId));
  if (!test || !canSeeMockTest(student, test)) throw notFound('Mock test');
  if (test.isPremium && !canOpenPremium(student, now)) {
    throw new AppError('premium_required', 'Upgrade to Premium to take this mock test.', 403, { upgradeUrl: UPGRADE_PATH });
  }
  if (test.questionCount === 0) throw new AppError('no_questions', 'This mock test has no questions yet.', 404);

  const stale = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.userId, student.userId), eq(attempts.mockTestId, test.id), eq(attempts.status, 'in_progress'), lt(attempts.deadlineAt, new Date(now.getTime() - ANSWER_GRACE_MS))));
  for (const attempt of stale) await gradeAttempt(deps, attempt.id);

  const usage = await readMockTestUsage(deps, student);
  const started = await db.transaction(async (tx) => {
    await lockStudentStarts({ db: tx }, student.userId);
    const [open] = await tx
      .select({ id: attempts.id, status: attempts.status, deadlineAt: attempts.deadlineAt })
      .from(attempts)
      .where(and(eq(attempts.userId, student.userId), eq(attempts.mockTestId, test.id), eq(attempts.status, 'in_progress')))
      .orderBy(desc(attempts.startedAt))
      .limit(1);
    if (open && !isOverdue(open, now)) return { id: open.id, isNew: false };

    const isAllowed = canStartMockTest(student, test, usage, now) && (await takeMockTestStart(tx, student.userId, usage.period, usage.limit));
    if (!isAllowed) {
      throw new AppError('quota_exceeded', MOCK_TEST_QUOTA_MESSAGE(usage.limit ?? 0), 429, { upgradeUrl: UPGRADE_PATH, limit: usage.limit });
    }
    // A free test never carries a premium question, whatever the bank's editors put in it.
    const questions = await tx
      .select({ mcqId: mockTestQuestions.mcqId, marks: mockTestQuestions.marks, options: mcqs.options })
      .from(mockTestQuestions)
      .innerJoin(mcqs, eq(mcqs.id, mockTestQuestions.mcqId))
      .where(and(eq(mockTestQuestions.mockTestId, test.id), test.isPremium ? undefined : eq(mcqs.isPremium, false)))
      .orderBy(asc(mockTestQuestions.position));
    if (questions.length === 0) throw new AppError('no_questions', 'This mock test has no questions yet.', 404);
    // Each attempt, retakes included, gets its own question and option order (decision 065).
    const id = await insertAttempt({ db: tx }, {
      userId: student.userId,
      kind: 'mock_test',
      title: test.title,
      mockTestId: test.id,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + test.durationMinutes * 60_000),
      negativeMarkFraction: test.negativeMarkFraction,
      questions: shuffled(questions).map(({ mcqId, marks, options }) => ({ mcqId, marks, optionOrder: optionOrderFor(options) })),
    });
    return { id, isNew: true };
  });
  return { attempt: await loadOpenAttempt(deps, started.id), isNew: started.isNew };
}
