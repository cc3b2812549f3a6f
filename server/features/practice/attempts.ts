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
export type NewAttempt = {
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
export async function insertAttempt(deps: Deps<'db'>, input: NewAttempt, quota?: StartQuota): Promise<string | null> {
  const [id] = await insertAttempts(deps, [{ attempt: input, quota }]);
  return id ?? null;
}

/**
 * insertAttempt for several students at once (a group of starts, one attempt each), in one statement: each result
 * is its attempt's id, or null where the quota's limit was reached.
 */
export async function insertAttempts({ db }: Deps<'db'>, inputs: { attempt: NewAttempt; quota?: StartQuota }[]): Promise<(string | null)[]> {
  const input = JSON.stringify(
    inputs.map(({ attempt, quota }, ord) => ({
      ord,
      user_id: attempt.userId,
      kind: attempt.kind,
      title: attempt.title,
      mock_test_id: attempt.mockTestId ?? null,
      subject_id: attempt.subjectId ?? null,
      unit: attempt.unit ?? null,
      started_at: attempt.startedAt.toISOString(),
      deadline_at: attempt.deadlineAt?.toISOString() ?? null,
      negative_mark_fraction: attempt.negativeMarkFraction ?? 0,
      max_score: maxScoreOf(attempt.questions),
      counter: quota?.counter ?? null,
      period: quota?.period ?? null,
      usage_limit: quota?.limit ?? null,
      questions: attempt.questions.map((question, index) => ({
        position: index + 1,
        mcq_id: question.mcqId,
        marks: question.marks,
        option_order: question.optionOrder ?? BANK_OPTION_ORDER,
      })),
    })),
  );
  // The quota's row is counted only while under that start's limit (null: unlimited); an attempt with a quota is
  // inserted only when its count was taken. Each student appears once, so rows match their input by user.
  const rows = await selectRows<{ ord: number; id: string }>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${input}::jsonb) as t(ord int, user_id uuid, kind text, title text, mock_test_id uuid,
            subject_id uuid, unit text, started_at timestamptz, deadline_at timestamptz, negative_mark_fraction numeric,
            max_score numeric, counter text, period text, usage_limit int, questions jsonb)
        ),
        taken as (
          insert into ${planUsage} (user_id, counter, period, used)
          select user_id, counter, period, 1 from input where counter is not null
          on conflict (user_id, counter, period) do update set used = ${planUsage}.used + 1
          where ${planUsage}.used < coalesce(
            (select i.usage_limit from input i where i.user_id = excluded.user_id and i.counter = excluded.counter), 2147483647)
          returning user_id
        ),
        created as (
          insert into ${attempts} (user_id, kind, title, mock_test_id, subject_id, unit, started_at, deadline_at,
            negative_mark_fraction, max_score, current_position)
          select user_id, kind, title, mock_test_id, subject_id, unit, started_at, deadline_at, negative_mark_fraction, max_score, 1
          from input where counter is null or user_id in (select user_id from taken)
          order by ord
          returning id, user_id
        ),
        questions as (
          insert into ${attemptAnswers} (attempt_id, position, mcq_id, marks, option_order)
          select created.id, q.position, q.mcq_id, q.marks, q.option_order
          from created join input on input.user_id = created.user_id,
            jsonb_to_recordset(input.questions) as q(position int, mcq_id uuid, marks numeric, option_order text)
        )
        select input.ord as "ord", created.id as "id" from created join input on input.user_id = created.user_id`,
  );
  const byOrd = new Map(rows.map((row) => [Number(row.ord), row.id]));
  return inputs.map((_, ord) => byOrd.get(ord) ?? null);
}

/** What a student is shown of a question before submission (never the answer key), from mcqs joined to subjects. */
export const shownQuestionColumns = {
  question: mcqs.question,
  options: mcqs.options,
  unit: mcqs.unit,
  unitSlug: mcqs.unitSlug,
  subjectName: subjects.name,
  subjectSlug: subjects.slug,
};

const questionColumns = {
  position: attemptAnswers.position,
  optionOrder: attemptAnswers.optionOrder,
  marks: attemptAnswers.marks,
  chosenAnswer: attemptAnswers.chosenAnswer,
  isVisited: attemptAnswers.isVisited,
  isMarkedForReview: attemptAnswers.isMarkedForReview,
  timeSpentMs: attemptAnswers.timeSpentMs,
  ...shownQuestionColumns,
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

/**
 * Serializes a student's starts (double clicks, two tabs, two instances) so a check-then-create cannot run twice at
 * once. A group of starts locks its students in one statement in the order of their keys, so two groups sharing
 * students (on two instances) cannot deadlock.
 */
export async function lockStudentStarts({ db }: Deps<'db'>, userIds: string | string[]) {
  const ids = JSON.stringify(typeof userIds === 'string' ? [userIds] : userIds);
  await db.execute(
    sql`select pg_advisory_xact_lock(724131002, key)
        from (select distinct hashtext(id) as key from jsonb_array_elements_text(${ids}::jsonb) as id order by key offset 0) as ordered`,
  );
}
