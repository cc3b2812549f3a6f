import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type AnswerLetter,
  type Attempt,
  type AttemptKind,
  type AttemptSummary,
  type InProgressAttempt,
  type SubmittedAttempt,
} from '@common/practice';
import { slugify } from '@common/syllabus';
import { selectRows, type Database } from '../../db/client';
import { attemptAnswers, attempts, mcqs, planUsage, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { notFound } from '../../platform/errors';
import { gradeAttempt } from './attempt-grading';
import { scoreByGroup } from './scoring';
import { isOverdue } from './policy';
import { BANK_OPTION_ORDER, letterAsShown, optionsAsShown } from './shuffle';

type AttemptRow = typeof attempts.$inferSelect;

/** What a new attempt is made of; positions follow the order of `questions`, from 1. */
type NewAttempt = {
  userId: string;
  kind: AttemptKind;
  title: string;
  startedAt: Date;
  deadlineAt: Date | null;
  mockTestId?: string | null;
  subjectId?: string | null;
  unit?: string | null;
  negativeMarkFraction?: number;
  /** optionOrder: the bank's letters in the order shown (see shuffle.ts); the bank's order when absent. */
  questions: { mcqId: string; marks: number; optionOrder?: string }[];
};

/** The most an attempt of these questions can score (marks summed in hundredths, as stored). */
export const maxScoreOf = (questions: readonly { marks: number }[]) => questions.reduce((sum, question) => sum + Math.round(question.marks * 100), 0) / 100;

/** A monthly counter a start must take one from, atomically with the insert (plan_usage; limit null: unlimited). */
export type StartQuota = { counter: string; period: string; limit: number | null };

/**
 * Inserts an attempt and its question rows in one statement. With a quota, the same statement first counts the
 * start in plan_usage while under the limit, and inserts nothing (returns null) when the limit is reached.
 */
export async function insertAttempt(deps: Deps<'db'>, input: NewAttempt): Promise<string>;
export async function insertAttempt(deps: Deps<'db'>, input: NewAttempt, quota: StartQuota): Promise<string | null>;
export async function insertAttempt({ db }: Deps<'db'>, input: NewAttempt, quota?: StartQuota): Promise<string | null> {
  const maxScore = maxScoreOf(input.questions);
  const questions = JSON.stringify(
    input.questions.map((question, index) => ({
      position: index + 1,
      mcq_id: question.mcqId,
      marks: question.marks,
      option_order: question.optionOrder ?? BANK_OPTION_ORDER,
    })),
  );
  const taken = quota
    ? sql`insert into ${planUsage} (user_id, counter, period, used) values (${input.userId}, ${quota.counter}, ${quota.period}, 1)
          on conflict (user_id, counter, period) do update set used = ${planUsage}.used + 1
          where ${quota.limit === null ? sql`true` : sql`${planUsage}.used < ${quota.limit}`}
          returning used`
    : sql`select 1`;
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`with taken as (${taken}),
        created as (
          insert into ${attempts} (user_id, kind, title, mock_test_id, subject_id, unit, started_at, deadline_at,
            negative_mark_fraction, max_score, current_position)
          select ${input.userId}::uuid, ${input.kind}::text, ${input.title}::text, ${input.mockTestId ?? null}::uuid, ${input.subjectId ?? null}::uuid,
            ${input.unit ?? null}::text, ${input.startedAt.toISOString()}::timestamptz, ${input.deadlineAt?.toISOString() ?? null}::timestamptz,
            ${input.negativeMarkFraction ?? 0}::numeric, ${maxScore}::numeric, 1
          from taken limit 1
          returning id
        ),
        questions as (
          insert into ${attemptAnswers} (attempt_id, position, mcq_id, marks, option_order)
          select created.id, q.position, q.mcq_id, q.marks, q.option_order
          from created, jsonb_to_recordset(${questions}::jsonb) as q(position int, mcq_id uuid, marks numeric, option_order text)
        )
        select id from created`,
  );
  return row?.id ?? null;
}

const questionColumns = {
  position: attemptAnswers.position,
  optionOrder: attemptAnswers.optionOrder,
  marks: attemptAnswers.marks,
  chosenAnswer: attemptAnswers.chosenAnswer,
  isVisited: attemptAnswers.isVisited,
  isMarkedForReview: attemptAnswers.isMarkedForReview,
  timeSpentMs: attemptAnswers.timeSpentMs,
  question: mcqs.question,
  options: mcqs.options,
  unit: mcqs.unit,
  unitSlug: mcqs.unitSlug,
  subjectName: subjects.name,
  subjectSlug: subjects.slug,
};

// The answer key is read only for submitted attempts: an open attempt's query never selects it.
const gradedColumns = {
  ...questionColumns,
  mcqId: attemptAnswers.mcqId,
  correctAnswer: mcqs.correctAnswer,
  explanation: mcqs.explanation,
  topics: mcqs.topics,
  isCorrect: attemptAnswers.isCorrect,
  marksAwarded: attemptAnswers.marksAwarded,
};

const openQuestionsQuery = (db: Database, attemptId: string) =>
  db
    .select(questionColumns)
    .from(attemptAnswers)
    .innerJoin(mcqs, eq(mcqs.id, attemptAnswers.mcqId))
    .innerJoin(subjects, eq(subjects.id, mcqs.subjectId))
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(asc(attemptAnswers.position));

const gradedQuestionsQuery = (db: Database, attemptId: string) =>
  db
    .select(gradedColumns)
    .from(attemptAnswers)
    .innerJoin(mcqs, eq(mcqs.id, attemptAnswers.mcqId))
    .innerJoin(subjects, eq(subjects.id, mcqs.subjectId))
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(asc(attemptAnswers.position));

const shownLetter = (order: string, bankLetter: string | null) => (bankLetter === null ? null : letterAsShown(order, bankLetter as AnswerLetter));

/** A question under the letters the student sees: options in the attempt's order, the choice mapped from the bank's letter. */
function asShown<T extends { optionOrder: string; options: Record<AnswerLetter, string>; chosenAnswer: string | null }>({ optionOrder, ...question }: T) {
  return { ...question, options: optionsAsShown(question.options, optionOrder), chosenAnswer: shownLetter(optionOrder, question.chosenAnswer) };
}

/** The attempt's own fields as every view shows them. */
type AttemptHead = Pick<
  AttemptRow,
  'id' | 'kind' | 'title' | 'mockTestId' | 'unit' | 'startedAt' | 'deadlineAt' | 'negativeMarkFraction' | 'maxScore' | 'currentPosition'
>;

const attemptFieldsOf = (row: AttemptHead, subjectSlug: string | null, now: Date) => ({
  id: row.id,
  kind: row.kind as AttemptKind,
  title: row.title,
  mockTestId: row.mockTestId,
  subjectSlug,
  unitSlug: row.unit ? slugify(row.unit) : null,
  startedAt: row.startedAt.toISOString(),
  deadlineAt: row.deadlineAt?.toISOString() ?? null,
  serverNow: now.toISOString(),
  negativeMarkFraction: row.negativeMarkFraction,
  maxScore: row.maxScore,
  currentPosition: row.currentPosition,
});

async function attemptFields(db: Database, row: AttemptRow, now: Date) {
  let subjectSlug: string | null = null;
  if (row.subjectId) {
    const [subject] = await db.select({ slug: subjects.slug }).from(subjects).where(eq(subjects.id, row.subjectId));
    subjectSlug = subject?.slug ?? null;
  }
  return attemptFieldsOf(row, subjectSlug, now);
}

/** A question of an open attempt as stored (the choice as a bank letter), before it is shown. */
export type OpenQuestionRow = Awaited<ReturnType<typeof openQuestionsQuery>>[number];

/**
 * The open view of an attempt (no answer key) from its fields and question rows: what a read builds from the
 * database and a start builds from what it has just written.
 */
export function openAttemptView(row: AttemptHead, subjectSlug: string | null, questions: OpenQuestionRow[], now: Date): InProgressAttempt {
  return { ...attemptFieldsOf(row, subjectSlug, now), status: 'in_progress', questions: questions.map(asShown) };
}

async function inProgressView(db: Database, row: AttemptRow, now: Date): Promise<InProgressAttempt> {
  const questions = await openQuestionsQuery(db, row.id);
  return { ...(await attemptFields(db, row, now)), status: 'in_progress', questions: questions.map(asShown) };
}

function breakdownLines(groups: ReturnType<typeof scoreByGroup>, split: (key: string) => { subjectName: string; unit: string | null }) {
  return [...groups].map(([key, totals]) => ({
    ...split(key),
    questions: totals.questions,
    correct: totals.correct,
    wrong: totals.wrong,
    unanswered: totals.unanswered,
    score: totals.score,
    maxScore: totals.maxScore,
    percentage: totals.percentage,
  }));
}

async function submittedView(db: Database, row: AttemptRow, now: Date): Promise<SubmittedAttempt> {
  const rows = await gradedQuestionsQuery(db, row.id);
  const questions = rows.map((question) => ({
    ...question,
    chosenAnswer: question.chosenAnswer as AnswerLetter | null,
    correctAnswer: question.correctAnswer as AnswerLetter,
    marksAwarded: question.marksAwarded ?? 0,
  }));
  const withheld = new Set(await listUnsubmittedQuestionIds({ db }, row.userId));
  const bySubject = scoreByGroup(questions, row.negativeMarkFraction, (question) => question.subjectName);
  const byUnit = scoreByGroup(questions, row.negativeMarkFraction, (question) => `${question.subjectName}\u0000${question.unit}`);
  const correctCount = row.correctCount ?? 0;
  const wrongCount = row.wrongCount ?? 0;
  return {
    ...(await attemptFields(db, row, now)),
    status: 'submitted',
    submittedAt: (row.submittedAt ?? now).toISOString(),
    score: row.score ?? 0,
    percentage: row.percentage ?? 0,
    correctCount,
    wrongCount,
    unansweredCount: questions.length - correctCount - wrongCount,
    totalTimeMs: questions.reduce((sum, question) => sum + question.timeSpentMs, 0),
    questions: questions.map(({ mcqId, ...question }) => {
      const shown = { ...asShown(question), correctAnswer: letterAsShown(question.optionOrder, question.correctAnswer), isKeyWithheld: false };
      return withheld.has(mcqId) ? { ...shown, correctAnswer: null, explanation: null, isCorrect: null, marksAwarded: null, isKeyWithheld: true } : shown;
    }),
    bySubject: breakdownLines(bySubject, (subjectName) => ({ subjectName, unit: null })),
    byUnit: breakdownLines(byUnit, (key) => {
      const [subjectName, unit] = key.split('\u0000');
      return { subjectName: subjectName!, unit: unit! };
    }),
  };
}

/**
 * The questions of a student's attempts that are not submitted yet (an open mock test, practice round or review
 * session): their keys and explanations reach the student by no route (another attempt's review, the tutor)
 * until that attempt is submitted.
 */
export async function listUnsubmittedQuestionIds({ db }: Deps<'db'>, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ mcqId: attemptAnswers.mcqId })
    .from(attemptAnswers)
    .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'in_progress')));
  return rows.map((row) => row.mcqId);
}

/** The attempt if it belongs to the student. */
export async function findOwnAttempt({ db }: Deps<'db'>, userId: string, attemptId: string) {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)));
  return row;
}

/**
 * A student's attempt: while open, its questions and saved choices without the answer key; once submitted,
 * the graded result. An attempt found past its deadline is graded first (lazily, once).
 */
export async function loadAttempt(deps: Deps<'db' | 'clock' | 'events'>, userId: string, attemptId: string): Promise<Attempt> {
  let row = await findOwnAttempt(deps, userId, attemptId);
  if (!row) throw notFound('Attempt');
  const now = deps.clock.now();
  if (isOverdue(row, now)) {
    await gradeAttempt(deps, attemptId);
    row = (await findOwnAttempt(deps, userId, attemptId))!;
  }
  return row.status === 'submitted' ? submittedView(deps.db, row, now) : inProgressView(deps.db, row, now);
}

/** The open view of an attempt just created (no answer key). */
export async function loadOpenAttempt({ db, clock }: Deps<'db' | 'clock'>, attemptId: string): Promise<InProgressAttempt> {
  const [row] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
  if (!row || row.status !== 'in_progress') throw notFound('Attempt');
  return inProgressView(db, row, clock.now());
}

/** Submits and grades an attempt; a second submission (or one racing it) gets the same stored result. */
export async function submitAttempt(deps: Deps<'db' | 'clock' | 'events'>, userId: string, attemptId: string) {
  const row = await findOwnAttempt(deps, userId, attemptId);
  if (!row) throw notFound('Attempt');
  await gradeAttempt(deps, attemptId);
  const graded = (await findOwnAttempt(deps, userId, attemptId))!;
  return submittedView(deps.db, graded, deps.clock.now());
}

const toSummary = (row: AttemptRow): AttemptSummary => ({
  id: row.id,
  kind: row.kind as AttemptKind,
  title: row.title,
  status: row.status as AttemptSummary['status'],
  mockTestId: row.mockTestId,
  startedAt: row.startedAt.toISOString(),
  deadlineAt: row.deadlineAt?.toISOString() ?? null,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  percentage: row.percentage,
});

/** The student's own attempts, newest first; overdue ones are graded on the way. */
export async function listAttempts(
  deps: Deps<'db' | 'clock' | 'events'>,
  userId: string,
  filter: { kind?: AttemptKind; status?: 'in_progress' | 'submitted'; limit: number },
): Promise<AttemptSummary[]> {
  const { db, clock } = deps;
  const select = () =>
    db
      .select()
      .from(attempts)
      .where(
        and(
          eq(attempts.userId, userId),
          filter.kind ? eq(attempts.kind, filter.kind) : undefined,
          filter.status ? eq(attempts.status, filter.status) : undefined,
        ),
      )
      .orderBy(desc(attempts.startedAt), desc(attempts.createdAt))
      .limit(filter.limit);
  let rows = await select();
  const overdue = rows.filter((row) => isOverdue(row, clock.now()));
  if (overdue.length) {
    for (const row of overdue) await gradeAttempt(deps, row.id);
    rows = await select();
  }
  return rows.map(toSummary);
}

/** Serializes a student's starts (double clicks, two tabs) so a check-then-create cannot run twice at once. */
export async function lockStudentStarts({ db }: Deps<'db'>, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(724131002, hashtext(${userId}))`);
}
