import { ANSWER_GRACE_MS, type AnswerLetter, type SaveAnswerBody, type SavedAnswer } from '@common/practice';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { AnswerGroups } from './answer-groups';
import { gradeAttempt } from './attempt-grading';
import { findOwnAttempt } from './attempts';
import { isOverdue } from './policy';
import { letterAsShown } from './shuffle';

const groups = new WeakMap<Database, AnswerGroups>();

/**
 * Saves what the student did on one question, idempotently, in the statement of its group (answer-groups.ts) that
 * also checks ownership, status and the deadline (plus grace). Locking the attempt row orders the save against a
 * submission: an answer is either saved before grading reads it or refused. Answered only after its commit.
 */
export async function saveAnswer(
  deps: Deps<'db' | 'clock' | 'events'>,
  input: { userId: string; attemptId: string; position: number; body: SaveAnswerBody },
): Promise<SavedAnswer> {
  const { db, clock } = deps;
  const now = clock.now();
  const { answer, isMarkedForReview, timeSpentMs } = input.body;
  let group = groups.get(db);
  if (!group) groups.set(db, (group = new AnswerGroups(db)));
  const saved = await group.save({
    attemptId: input.attemptId,
    userId: input.userId,
    position: input.position,
    cutoff: new Date(now.getTime() - ANSWER_GRACE_MS),
    now,
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
