import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { ANSWER_GRACE_MS, type AnswerLetter } from '@common/practice';
import type { Database } from '../../db/client';
import { attemptAnswers, attempts, mcqs, subjects, userProgress } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/events';
import { publishActivity, recordActivity } from '../progress/service';
import { gradeAnswers } from './scoring';
import { rescheduleReviewCards } from './review-cards';

type GradeOutcome = { userId: string; activityId: string } | null;

/**
 * Grades an open attempt once: scores its answers, closes it, records the completion (progress, Recent Activity)
 * and schedules every wrong answer for review. Runs under the attempt's row lock, so simultaneous submissions,
 * lazy grading and the sweeper grade it exactly once; later calls change nothing.
 */
export async function gradeAttempt(db: Database, clock: Clock, events: EventBus, attemptId: string) {
  const outcome = await db.transaction(async (tx): Promise<GradeOutcome> => {
    const [attempt] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
    if (!attempt || attempt.status !== 'in_progress') return null;
    const now = clock.now();
    // A test that ran out is recorded as ending at its deadline, whenever the grading happens.
    const submittedAt = attempt.deadlineAt && attempt.deadlineAt < now ? attempt.deadlineAt : now;

    const answers = await tx
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
    const typed = answers.map((answer) => ({
      ...answer,
      chosenAnswer: answer.chosenAnswer as AnswerLetter | null,
      correctAnswer: answer.correctAnswer as AnswerLetter,
    }));
    const { answers: graded, totals } = gradeAnswers(typed, attempt.negativeMarkFraction);

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

    const outcomes = typed.flatMap((answer, index) =>
      answer.chosenAnswer === null ? [] : [{ mcqId: answer.mcqId, isCorrect: graded[index]!.isCorrect === true }],
    );
    const subjectNames = [...new Set(typed.map((answer) => answer.subjectName))];
    const subjectName = subjectNames.length === 1 ? subjectNames[0]! : null;
    const scorePercent = Math.round(totals.percentage);

    if (attempt.kind === 'review') {
      await rescheduleReviewCards(tx, attempt.userId, outcomes, submittedAt, 'review');
    } else {
      // A review session does not count as progress; practice and mock tests do, and their mistakes join the review.
      await rescheduleReviewCards(tx, attempt.userId, outcomes.filter((outcome) => !outcome.isCorrect), submittedAt, 'mistakes');
      const answered = totals.correct + totals.wrong;
      await tx.insert(userProgress).values({
        userId: attempt.userId,
        attemptId: attempt.id,
        completed: true,
        score: totals.percentage,
        completedAt: submittedAt,
        progressData: {
          percentage: graded.length ? Math.round((answered / graded.length) * 10000) / 100 : 0,
          kind: attempt.kind,
          answered,
          correct: totals.correct,
          questions: graded.length,
        },
      });
    }
    const activityId = await recordActivity(tx, {
      userId: attempt.userId,
      activityType: attempt.kind === 'mock_test' ? 'mock_test' : attempt.kind === 'review' ? 'review' : 'mcq',
      contentTitle: attempt.title,
      contentId: attempt.id,
      subjectName,
      progressPercentage: scorePercent,
      completedAt: submittedAt,
    });
    return { userId: attempt.userId, activityId };
  });

  if (outcome) {
    await events.publish({ topic: 'user_progress', ids: [attemptId], audience: { kind: 'user', userId: outcome.userId } });
    await publishActivity(events, outcome.userId, outcome.activityId);
  }
  return outcome !== null;
}

const SWEEP_BATCH = 200;

/** Grades open attempts whose deadline (plus grace) has passed; returns how many it graded. */
export async function gradeOverdueAttempts(db: Database, clock: Clock, events: EventBus): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - ANSWER_GRACE_MS);
  let graded = 0;
  for (;;) {
    const overdue = await db
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.status, 'in_progress'), lt(attempts.deadlineAt, cutoff)))
      .orderBy(asc(attempts.deadlineAt))
      .limit(SWEEP_BATCH);
    for (const { id } of overdue) if (await gradeAttempt(db, clock, events, id)) graded++;
    if (overdue.length < SWEEP_BATCH) return graded;
  }
}

/**
 * Starts the sweeper that grades attempts nobody came back to. Every instance may run one: the row lock in
 * gradeAttempt keeps grading single. Returns the function that stops it.
 */
export function startAttemptSweeper(
  deps: { db: Database; clock: Clock; events: EventBus; log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void } },
  intervalMs = 30_000,
) {
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = gradeOverdueAttempts(deps.db, deps.clock, deps.events)
      .then((count) => {
        if (count) deps.log.info({ count }, 'graded overdue attempts');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'grading overdue attempts failed'))
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
