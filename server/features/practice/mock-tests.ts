import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MOCK_TEST_QUOTA_MESSAGE,
  UPGRADE_PATH,
  type InProgressAttempt,
  type MockTestCard,
  type MockTestListResponse,
  type MockTestUsage,
} from '@common/practice';
import { attempts, mcqs, mockTestQuestions, mockTests, planUsage, subjects } from '../../db/schema';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/app-types';
import { nepalMonth } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { gradeAttempt } from './attempt-grading';
import { insertAttempts, loadOpenAttempt, lockStudentStarts, maxScoreOf, openAttemptView, type NewAttempt, type StartQuota } from './attempts';
import { CommitGroups } from './commit-groups';
import { mockTestCache } from './mock-test-cache';
import { canOpenPremium, canSeeMockTest, isMockTestQuotaLimited, isOverdue, type Student } from './policy';
import { optionOrderFor, shuffled } from './shuffle';

const MOCK_TEST_COUNTER = 'mock_tests';

/** This Nepal month's mock-test starts and the limit that applies to the student (null: unlimited). */
async function readMockTestUsage(deps: Deps<'db' | 'clock' | 'events'>, student: Student): Promise<MockTestUsage> {
  const { db, clock } = deps;
  const now = clock.now();
  const period = nepalMonth(now);
  const [row] = await db
    .select({ used: planUsage.used })
    .from(planUsage)
    .where(and(eq(planUsage.userId, student.userId), eq(planUsage.counter, MOCK_TEST_COUNTER), eq(planUsage.period, period)));
  const limit = isMockTestQuotaLimited(student, now) ? await mockTestCache(deps).freeMonthlyLimit() : null;
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

type StartOutcome = { kind: 'overdue'; ids: string[] } | { kind: 'resumed' | 'started'; id: string } | { kind: 'refused' };
type MockTestStart = { attempt: NewAttempt & { mockTestId: string }; quota: StartQuota };

/**
 * Writes a group of starts (one per student) in one transaction, hence one commit: it takes the students' start
 * locks, reads their open attempts of these tests, and counts and inserts the new attempts in one statement. Per
 * start, an open attempt past its deadline is reported to be graded, one still running is resumed, and a start
 * over the month's limit is refused. Every start notifies the instances' caches (decision 071), and PostgreSQL
 * commits notifying transactions one at a time: one commit for a group is what lets 2,000 starts fit in seconds.
 */
async function writeStarts(db: Database, starts: MockTestStart[]): Promise<StartOutcome[]> {
  return db.transaction(async (tx) => {
    const userIds = starts.map((start) => start.attempt.userId);
    await lockStudentStarts({ db: tx }, userIds);
    const open = await tx
      .select({ id: attempts.id, userId: attempts.userId, mockTestId: attempts.mockTestId, status: attempts.status, deadlineAt: attempts.deadlineAt })
      .from(attempts)
      .where(
        and(
          inArray(attempts.userId, userIds),
          inArray(attempts.mockTestId, [...new Set(starts.map((start) => start.attempt.mockTestId))]),
          eq(attempts.status, 'in_progress'),
        ),
      )
      .orderBy(desc(attempts.startedAt));
    const decided = starts.map((start): StartOutcome | null => {
      const own = open.filter((row) => row.userId === start.attempt.userId && row.mockTestId === start.attempt.mockTestId);
      const overdue = own.filter((row) => isOverdue(row, start.attempt.startedAt));
      if (overdue.length) return { kind: 'overdue', ids: overdue.map((row) => row.id) };
      if (own[0]) return { kind: 'resumed', id: own[0].id };
      if (start.quota.limit !== null && start.quota.limit <= 0) return { kind: 'refused' };
      return null;
    });
    const created = await insertAttempts({ db: tx }, starts.filter((_, index) => decided[index] === null));
    let next = 0;
    return decided.map((outcome) => {
      if (outcome) return outcome;
      const id = created[next++];
      return id ? { kind: 'started', id } : { kind: 'refused' };
    });
  });
}

const startGroups = new WeakMap<Database, CommitGroups<MockTestStart, StartOutcome>>();

/** This instance's groups of starts on `db`: a student's second start waits for the first's commit, then resumes it. */
function startGroupsOf(db: Database) {
  let groups = startGroups.get(db);
  if (!groups) {
    groups = new CommitGroups({ write: (starts) => writeStarts(db, starts), keyOf: (start) => start.attempt.userId, maxInFlight: 4, maxSize: 100 });
    startGroups.set(db, groups);
  }
  return groups;
}

/**
 * Starts a timed attempt of a mock test: the server records the start and the deadline (start + duration).
 * An attempt of the same test still running is resumed instead (no second start counted). Free students get
 * 10 starts per Nepal calendar month, counted atomically in plan_usage; premium tests need active premium.
 * A start reads the test from this instance's cache and joins a group of starts (writeStarts) that, under the
 * students' start locks, checks for open attempts and writes the quotas, the attempts and their questions in one
 * statement; the open view is built from what it wrote.
 */
export async function startMockTest(
  deps: Deps<'db' | 'clock' | 'events'>,
  student: Student,
  mockTestId: string,
): Promise<{ attempt: InProgressAttempt; isNew: boolean }> {
  const { db, clock } = deps;
  const now = clock.now();
  const cache = mockTestCache(deps);
  const test = await cache.test(mockTestId);
  if (!test || !canSeeMockTest(student, test)) throw notFound('Mock test');
  if (test.isPremium && !canOpenPremium(student, now)) {
    throw new AppError('premium_required', 'Upgrade to Premium to take this mock test.', 403, { upgradeUrl: UPGRADE_PATH });
  }
  // A free test never carries a premium question, whatever the bank's editors put in it.
  const served = test.questions.filter((question) => test.isPremium || !question.isPremium);
  if (served.length === 0) throw new AppError('no_questions', 'This mock test has no questions yet.', 404);
  const limit = isMockTestQuotaLimited(student, now) ? await cache.freeMonthlyLimit() : null;
  const quota = { counter: MOCK_TEST_COUNTER, period: nepalMonth(now), limit };

  // Each attempt, retakes included, gets its own question and option order (decision 065).
  const questions = shuffled(served).map((question) => ({ ...question, optionOrder: optionOrderFor(question.options) }));
  const attempt = {
    userId: student.userId,
    kind: 'mock_test' as const,
    title: test.title,
    mockTestId: test.id,
    startedAt: now,
    deadlineAt: new Date(now.getTime() + test.durationMinutes * 60_000),
    negativeMarkFraction: test.negativeMarkFraction,
    questions,
  };
  for (;;) {
    const started = await startGroupsOf(db).submit({ attempt, quota });
    // An attempt left open past its deadline is graded (in its own transaction) before the student starts again.
    if (started.kind === 'overdue') {
      for (const id of started.ids) await gradeAttempt(deps, id);
      continue;
    }
    if (started.kind === 'resumed') return { attempt: await loadOpenAttempt(deps, started.id), isNew: false };
    if (started.kind === 'refused') {
      throw new AppError('quota_exceeded', MOCK_TEST_QUOTA_MESSAGE(limit ?? 0), 429, { upgradeUrl: UPGRADE_PATH, limit });
    }
    const view = openAttemptView(
      { ...attempt, id: started.id, unit: null, maxScore: maxScoreOf(questions), currentPosition: 1 },
      null,
      questions.map((question, index) => ({
        ...question,
        position: index + 1,
        chosenAnswer: null,
        isVisited: false,
        isMarkedForReview: false,
        timeSpentMs: 0,
      })),
      now,
    );
    return { attempt: view, isNew: true };
  }
}
