import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import { REVIEW_SESSION_SIZE, type InProgressAttempt, type ReviewSummary } from '../../../common/practice';
import type { Database } from '../../db/client';
import { attempts, reviewCards } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { insertAttempt, loadOpenAttempt, lockStudentStarts } from './attempts';
import { endOfNepalDay } from '../progress/nepal-day';

async function findOpenReview(db: Database, userId: string) {
  const [open] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.kind, 'review'), eq(attempts.status, 'in_progress')))
    .orderBy(sql`${attempts.startedAt} desc`)
    .limit(1);
  return open?.id ?? null;
}

/** How many mistakes are due for review by the end of today (Nepal time), and the session left open, if any. */
export async function summarizeReview(db: Database, clock: Clock, userId: string): Promise<ReviewSummary> {
  const [counts] = await db
    .select({
      total: count(),
      due: sql<number>`count(*) filter (where ${reviewCards.dueAt} < ${endOfNepalDay(clock.now()).toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId));
  return { dueCount: counts?.due ?? 0, totalCards: counts?.total ?? 0, openAttemptId: await findOpenReview(db, userId) };
}

/** Starts a review session of the cards due today (oldest due first), or resumes the one left open. */
export async function startReviewSession(db: Database, clock: Clock, userId: string): Promise<{ attempt: InProgressAttempt; isNew: boolean }> {
  const now = clock.now();
  const attemptId = await db.transaction(async (tx) => {
    await lockStudentStarts(tx, userId);
    const open = await findOpenReview(tx, userId);
    if (open) return { id: open, isNew: false };
    const due = await tx
      .select({ mcqId: reviewCards.mcqId })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), lt(reviewCards.dueAt, endOfNepalDay(now))))
      .orderBy(asc(reviewCards.dueAt))
      .limit(REVIEW_SESSION_SIZE);
    if (due.length === 0) throw new AppError('no_cards_due', 'No mistakes are due for review today.', 404);
    const id = await insertAttempt(tx, {
      userId,
      kind: 'review',
      title: 'Review mistakes',
      startedAt: now,
      deadlineAt: null,
      questions: due.map((card) => ({ mcqId: card.mcqId, marks: 1 })),
    });
    return { id, isNew: true };
  });
  return { attempt: await loadOpenAttempt(db, clock, attemptId.id), isNew: attemptId.isNew };
}
