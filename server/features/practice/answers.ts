import { and, eq, exists, gte, isNull, or, sql } from 'drizzle-orm';
import { ANSWER_GRACE_MS, type AnswerLetter, type SaveAnswerBody, type SavedAnswer } from '@common/practice';
import type { Database } from '../../db/client';
import { attemptAnswers, attempts } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { gradeAttempt } from './attempt-grading';
import { findOwnAttempt } from './attempts';
import { isOverdue } from './policy';
import { letterAsShown } from './shuffle';

const param = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * The save as one statement: lock and touch the open attempt (owner, status, deadline with grace, question
 * exists), then update that question. Prepared once per database, so the hot path pays no planning.
 */
function buildSaveStatement(db: Database) {
  const openAttempt = db.$with('open_attempt').as(
    db
      .update(attempts)
      .set({ currentPosition: param<number>('position') })
      .where(
        and(
          eq(attempts.id, param<string>('attemptId')),
          eq(attempts.userId, param<string>('userId')),
          eq(attempts.status, 'in_progress'),
          or(isNull(attempts.deadlineAt), gte(attempts.deadlineAt, sql`${sql.placeholder('cutoff')}::timestamptz`)),
          exists(
            db
              .select({ found: sql`1` })
              .from(attemptAnswers)
              .where(and(eq(attemptAnswers.attemptId, param<string>('attemptId')), eq(attemptAnswers.position, param<number>('position')))),
          ),
        ),
      )
      .returning({ id: attempts.id }),
  );
  return db
    .with(openAttempt)
    .update(attemptAnswers)
    .set({
      // The student names the letter shown; the row keeps the bank's letter at that place of the option order.
      chosenAnswer: sql`case when ${sql.placeholder('setsAnswer')}::boolean then substr(${attemptAnswers.optionOrder}, ascii(${sql.placeholder('answer')}::text) - 64, 1) else ${attemptAnswers.chosenAnswer} end`,
      answeredAt: sql`case when ${sql.placeholder('setsAnswer')}::boolean then ${sql.placeholder('now')}::timestamptz else ${attemptAnswers.answeredAt} end`,
      isMarkedForReview: sql`coalesce(${sql.placeholder('isMarkedForReview')}::boolean, ${attemptAnswers.isMarkedForReview})`,
      timeSpentMs: sql`greatest(${attemptAnswers.timeSpentMs}, ${sql.placeholder('timeSpentMs')}::int)`,
      isVisited: true,
    })
    .from(openAttempt)
    .where(and(eq(attemptAnswers.attemptId, openAttempt.id), eq(attemptAnswers.position, param<number>('position'))))
    .returning({
      position: attemptAnswers.position,
      optionOrder: attemptAnswers.optionOrder,
      chosenAnswer: attemptAnswers.chosenAnswer,
      isMarkedForReview: attemptAnswers.isMarkedForReview,
      timeSpentMs: attemptAnswers.timeSpentMs,
    })
    .prepare('practice_save_answer');
}

const saveStatements = new WeakMap<Database, ReturnType<typeof buildSaveStatement>>();

/**
 * Saves what the student did on one question, idempotently, in one statement that also checks ownership, status
 * and the deadline (plus grace). Locking the attempt row orders the save against a submission: an answer is
 * either saved before grading reads it or refused.
 */
export async function saveAnswer(
  deps: Deps<'db' | 'clock' | 'events'>,
  input: { userId: string; attemptId: string; position: number; body: SaveAnswerBody },
): Promise<SavedAnswer> {
  const { db, clock } = deps;
  const now = clock.now();
  const { answer, isMarkedForReview, timeSpentMs } = input.body;
  let statement = saveStatements.get(db);
  if (!statement) saveStatements.set(db, (statement = buildSaveStatement(db)));
  const [saved] = await statement.execute({
    attemptId: input.attemptId,
    userId: input.userId,
    position: input.position,
    cutoff: new Date(now.getTime() - ANSWER_GRACE_MS).toISOString(),
    now: now.toISOString(),
    setsAnswer: answer !== undefined,
    answer: answer ?? null,
    isMarkedForReview: isMarkedForReview ?? null,
    timeSpentMs: timeSpentMs ?? 0,
  });
  if (saved) {
    return {
      position: saved.position,
      chosenAnswer: saved.chosenAnswer === null ? null : letterAsShown(saved.optionOrder, saved.chosenAnswer as AnswerLetter),
      isMarkedForReview: saved.isMarkedForReview,
      timeSpentMs: saved.timeSpentMs,
      serverNow: now.toISOString(),
    };
  }
  throw await explainRefusedSave(deps, input);
}

/** Why a save changed nothing (only on this rare path do we read more). */
async function explainRefusedSave(deps: Deps<'db' | 'clock' | 'events'>, input: { userId: string; attemptId: string }) {
  const row = await findOwnAttempt(deps, input.userId, input.attemptId);
  if (!row) return notFound('Attempt');
  if (isOverdue(row, deps.clock.now())) {
    await gradeAttempt(deps, row.id);
    return new AppError('deadline_passed', 'Time is up: answers are no longer accepted for this test.');
  }
  if (row.status === 'submitted') return new AppError('attempt_submitted', 'This attempt has already been submitted.', 409);
  return notFound('Question');
}
