import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { ANSWER_GRACE_MS, type AnswerLetter, type AttemptKind } from '@common/practice';
import type { Database } from '../../db/client';
import { attemptAnswers, attempts, mcqs, subjects, userProgress } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { publishActivity, recordActivity, type ActivityInput } from '../progress/service';
import { isAwaitingOutageRecord, waitForOutageRecord } from './outage-grace';
import { rescheduleReviewCards } from './review-cards';
import { gradeAnswers, type AnswerToGrade, type GradedAnswer, type ScoreTotals } from './scoring';

type AttemptRow = typeof attempts.$inferSelect;
type StoredAnswer = AnswerToGrade & { mcqId: string; subjectName: string };
type GradeOutcome = { userId: string; activityId: string } | null;

/** When a graded attempt counts as submitted: a test that ran out ends at its deadline, whenever the grading happens. */
export function submissionTime(attempt: Pick<AttemptRow, 'deadlineAt'>, now: Date): Date {
  return attempt.deadlineAt && attempt.deadlineAt < now ? attempt.deadlineAt : now;
}

/** The answered questions and whether each was right: what the review cards learn from an attempt. */
export function answerOutcomes(answers: readonly Pick<StoredAnswer, 'mcqId' | 'chosenAnswer'>[], graded: readonly GradedAnswer[]) {
  return answers.flatMap((answer, index) =>
    answer.chosenAnswer === null ? [] : [{ mcqId: answer.mcqId, isCorrect: graded[index]!.isCorrect === true }],
  );
}

/** The progress row's summary of a completed attempt: how much of it was answered, and how much right. */
export function progressSummary(kind: AttemptKind, totals: Pick<ScoreTotals, 'correct' | 'wrong'>, questions: number) {
  const answered = totals.correct + totals.wrong;
  return {
    percentage: questions ? Math.round((answered / questions) * 10000) / 100 : 0,
    kind,
    answered,
    correct: totals.correct,
    questions,
  };
}

/** The Recent Activity entry of a graded attempt; the subject is named only when every question shares it. */
export function completionActivity(
  attempt: Pick<AttemptRow, 'userId' | 'id' | 'kind' | 'title'>,
  answers: readonly Pick<StoredAnswer, 'subjectName'>[],
  percentage: number,
  submittedAt: Date,
): ActivityInput {
  const subjectNames = [...new Set(answers.map((answer) => answer.subjectName))];
  return {
    userId: attempt.userId,
    activityType: attempt.kind === 'mock_test' ? 'mock_test' : attempt.kind === 'review' ? 'review' : 'mcq',
    contentTitle: attempt.title,
    contentId: attempt.id,
    subjectName: subjectNames.length === 1 ? subjectNames[0]! : null,
    progressPercentage: Math.round(percentage),
    completedAt: submittedAt,
  };
}

/** The attempt under its row lock while it is still open; null once someone else graded it. */
async function lockOpenAttempt(tx: Database, attemptId: string) {
  const [attempt] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
  return attempt && attempt.status === 'in_progress' ? attempt : null;
}

/** The attempt's questions in order, with the chosen and the correct answer. */
async function readAnswers(tx: Database, attemptId: string): Promise<StoredAnswer[]> {
  const rows = await tx
    .select({
      position: attemptAnswers.position,
      mcqId: attemptAnswers.mcqId,
      marks: attemptAnswers.marks,
      chosenAnswer: attemptAnswers.chosenAnswer,
      correctAnswer: mcqs.correctAnswer,
      subjectName: subjects.name,
    })
    .from(attemptAnswers)
    .innerJoin(mcqs, eq(mcqs.id, attemptAnswers.mcqId))
    .innerJoin(subjects, eq(subjects.id, mcqs.subjectId))
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(asc(attemptAnswers.position));
  return rows.map((row) => ({ ...row, chosenAnswer: row.chosenAnswer as AnswerLetter | null, correctAnswer: row.correctAnswer as AnswerLetter }));
}

/** Writes each answer's marks and closes the attempt with its totals. */
async function storeGrades(tx: Database, attemptId: string, graded: GradedAnswer[], totals: ScoreTotals, submittedAt: Date) {
  if (graded.length) {
    const values = sql.join(
      graded.map((answer) => sql`(${answer.position}::int, ${answer.isCorrect}::boolean, ${answer.marksAwarded}::numeric)`),
      sql`, `,
    );
    await tx.execute(sql`
      update attempt_answers as aa set is_correct = v.is_correct, marks_awarded = v.marks_awarded
      from (values ${values}) as v(position, is_correct, marks_awarded)
      where aa.attempt_id = ${attemptId} and aa.position = v.position`);
  }
  await tx
    .update(attempts)
    .set({
      status: 'submitted',
      submittedAt,
      score: totals.score,
      percentage: totals.percentage,
      correctCount: totals.correct,
      wrongCount: totals.wrong,
    })
    .where(eq(attempts.id, attemptId));
}

/**
 * What a completed attempt changes for the student: a review session reschedules its cards; practice and mock
 * tests send their mistakes to the review and count as progress. Every kind shows in Recent Activity.
 */
async function recordCompletion(
  tx: Database,
  attempt: AttemptRow,
  answers: StoredAnswer[],
  graded: GradedAnswer[],
  totals: ScoreTotals,
  submittedAt: Date,
) {
  const outcomes = answerOutcomes(answers, graded);
  if (attempt.kind === 'review') {
    await rescheduleReviewCards({ db: tx }, attempt.userId, outcomes, submittedAt, 'review');
  } else {
    await rescheduleReviewCards({ db: tx }, attempt.userId, outcomes.filter((outcome) => !outcome.isCorrect), submittedAt, 'mistakes');
    await tx.insert(userProgress).values({
      userId: attempt.userId,
      attemptId: attempt.id,
      completed: true,
      score: totals.percentage,
      completedAt: submittedAt,
      progressData: progressSummary(attempt.kind as AttemptKind, totals, graded.length),
    });
  }
  return recordActivity({ db: tx }, completionActivity(attempt, answers, totals.percentage, submittedAt));
}

/**
 * Grades an open attempt once: scores its answers, closes it, records the completion (progress, Recent Activity)
 * and schedules every wrong answer for review. Runs under the attempt's row lock, so simultaneous submissions,
 * lazy grading and the sweeper grade it exactly once; later calls change nothing.
 */
export async function gradeAttempt(deps: Deps<'db' | 'clock' | 'events'>, attemptId: string) {
  await waitForOutageRecord(deps);
  const outcome = await deps.db.transaction(async (tx): Promise<GradeOutcome> => {
    const attempt = await lockOpenAttempt(tx, attemptId);
    if (!attempt) return null;
    const submittedAt = submissionTime(attempt, deps.clock.now());
    const answers = await readAnswers(tx, attemptId);
    const { answers: graded, totals } = gradeAnswers(answers, attempt.negativeMarkFraction);
    await storeGrades(tx, attemptId, graded, totals, submittedAt);
    const activityId = await recordCompletion(tx, attempt, answers, graded, totals, submittedAt);
    return { userId: attempt.userId, activityId };
  });

  if (outcome) {
    await deps.events.publish({ topic: 'user_progress', ids: [attemptId], audience: { kind: 'user', userId: outcome.userId } });
    await publishActivity(deps, outcome.userId, outcome.activityId);
  }
  return outcome !== null;
}

const SWEEP_BATCH = 200;

/** Grades open attempts whose deadline (plus grace) has passed; returns how many it graded. */
export async function gradeOverdueAttempts(deps: Deps<'db' | 'clock' | 'events'>): Promise<number> {
  if (await isAwaitingOutageRecord(deps)) return 0;
  const cutoff = new Date(deps.clock.now().getTime() - ANSWER_GRACE_MS);
  let graded = 0;
  for (;;) {
    const overdue = await deps.db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.status, 'in_progress'), lt(attempts.deadlineAt, cutoff)))
      .orderBy(asc(attempts.deadlineAt))
      .limit(SWEEP_BATCH);
    for (const { id } of overdue) if (await gradeAttempt(deps, id)) graded++;
    if (overdue.length < SWEEP_BATCH) return graded;
  }
}

type SweeperLog = { error(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * Starts the sweeper that grades attempts nobody came back to. Every instance may run one: the row lock in
 * gradeAttempt keeps grading single. Returns the function that stops it.
 */
export function startAttemptSweeper(deps: Deps<'db' | 'clock' | 'events'>, options: { log: SweeperLog; intervalMs?: number }) {
  const { log, intervalMs = 30_000 } = options;
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = gradeOverdueAttempts(deps)
      .then((count) => {
        if (count) log.info({ count }, 'graded overdue attempts');
      })
      .catch((error: unknown) => log.error({ err: error }, 'grading overdue attempts failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  sweep();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
