import { and, asc, count, eq, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { REVIEW_SESSION_SIZE, type InProgressAttempt, type ReviewSummary } from '@common/practice';
import type { Database } from '../../db/client';
import { attemptAnswers, attempts, mcqs, reviewCards } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { endOfNepalDay } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { insertAttempt, loadOpenAttempt, lockStudentStarts } from './attempts';
import { canOpenPremium } from './policy';

async function findOpenReview(db: Database, userId: string) {
  const [open] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.kind, 'review'), eq(attempts.status, 'in_progress')))
    .orderBy(sql`${attempts.startedAt} desc`)
    .limit(1);
  return open?.id ?? null;
}

/** The student's cards; a premium question comes back only while their premium is active (it may have lapsed). */
const reviewableCards = (auth: AuthContext, now: Date): SQL =>
  and(eq(reviewCards.userId, auth.userId), canOpenPremium(auth, now) ? undefined : eq(mcqs.isPremium, false))!;

/** Not a question of the student's open mock test or practice round (its key stays hidden until that is submitted). */
const notInOpenAttempt = (userId: string): SQL =>
  notInArray(
    reviewCards.mcqId,
    sql`(select ${attemptAnswers.mcqId} from ${attemptAnswers} join ${attempts} on ${attempts.id} = ${attemptAnswers.attemptId}
         where ${attempts.userId} = ${userId} and ${attempts.status} = 'in_progress')`,
  );

/** How many mistakes are due for review by the end of today (Nepal time), and the session left open, if any. */
export async function summarizeReview({ db, clock }: Deps<'db' | 'clock'>, auth: AuthContext): Promise<ReviewSummary> {
  const [counts] = await db
    .select({
      total: count(),
      due: sql<number>`count(*) filter (where ${reviewCards.dueAt} < ${endOfNepalDay(clock.now()).toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(reviewCards)
    .innerJoin(mcqs, eq(mcqs.id, reviewCards.mcqId))
    .where(reviewableCards(auth, clock.now()));
  return { dueCount: counts?.due ?? 0, totalCards: counts?.total ?? 0, openAttemptId: await findOpenReview(db, auth.userId) };
}

/**
 * Starts a review session of the cards due today (oldest due first), or resumes the one left open. The session
 * ends with the Nepal day: one left open is graded then (by a reader or the sweeper), so every answer given in
 * it reschedules its card even if the student never presses Finish.
 */
export async function startReviewSession(deps: Deps<'db' | 'clock'>, auth: AuthContext): Promise<{ attempt: InProgressAttempt; isNew: boolean }> {
  const { db, clock } = deps;
  const now = clock.now();
  const { userId } = auth;
  const attemptId = await db.transaction(async (tx) => {
    await lockStudentStarts({ db: tx }, userId);
    const open = await findOpenReview(tx, userId);
    if (open) return { id: open, isNew: false };
    const due = await tx
      .select({ mcqId: reviewCards.mcqId })
      .from(reviewCards)
      .innerJoin(mcqs, eq(mcqs.id, reviewCards.mcqId))
      .where(and(reviewableCards(auth, now), lt(reviewCards.dueAt, endOfNepalDay(now)), notInOpenAttempt(userId)))
      .orderBy(asc(reviewCards.dueAt))
      .limit(REVIEW_SESSION_SIZE);
    if (due.length === 0) throw new AppError('no_cards_due', 'No mistakes are due for review today.', 404);
    const id = await insertAttempt({ db: tx }, {
      userId,
      kind: 'review',
      title: 'Review mistakes',
      startedAt: now,
      deadlineAt: endOfNepalDay(now),
      questions: due.map((card) => ({ mcqId: card.mcqId, marks: 1 })),
    });
    return { id, isNew: true };
  });
  return { attempt: await loadOpenAttempt(deps, attemptId.id), isNew: attemptId.isNew };
}
