import { and, eq, inArray, sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating, type Card, type State } from 'ts-fsrs';
import { reviewCards } from '../../db/schema';
import type { Deps } from '../../platform/app-types';

// Day-based scheduling (no minute-long learning steps): a reviewed card leaves today's queue.
const scheduler = fsrs({ enable_short_term: false });

type CardRow = typeof reviewCards.$inferSelect;

const toFsrsCard = (row: CardRow): Card => ({
  due: row.dueAt,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state as State,
  last_review: row.lastReviewAt ?? undefined,
});

const fromFsrsCard = (userId: string, mcqId: string, card: Card) => ({
  userId,
  mcqId,
  dueAt: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReviewAt: card.last_review ?? null,
});

/**
 * Moves review cards on after answers. 'mistakes' (practice and mock tests): a wrong answer becomes a new card due
 * at once, or lapses an existing card (rated Again). 'review' (a review session): cards are rated Good when right
 * and Again when wrong, which schedules them for a later day. Run inside the grading transaction.
 */
export async function rescheduleReviewCards(
  { db }: Deps<'db'>,
  userId: string,
  outcomes: { mcqId: string; isCorrect: boolean }[],
  now: Date,
  mode: 'mistakes' | 'review',
) {
  if (outcomes.length === 0) return;
  const existing = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.mcqId, outcomes.map((outcome) => outcome.mcqId))))
    .for('update');
  const byMcq = new Map(existing.map((row) => [row.mcqId, row]));
  const updated = outcomes.flatMap(({ mcqId, isCorrect }) => {
    const row = byMcq.get(mcqId);
    if (!row) return mode === 'review' ? [] : [fromFsrsCard(userId, mcqId, createEmptyCard(now))];
    const next = scheduler.next(toFsrsCard(row), now, isCorrect ? Rating.Good : Rating.Again).card;
    return [fromFsrsCard(userId, mcqId, next)];
  });
  if (updated.length === 0) return;
  await db
    .insert(reviewCards)
    .values(updated)
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.mcqId],
      set: {
        dueAt: sql`excluded.due_at`,
        stability: sql`excluded.stability`,
        difficulty: sql`excluded.difficulty`,
        elapsedDays: sql`excluded.elapsed_days`,
        scheduledDays: sql`excluded.scheduled_days`,
        learningSteps: sql`excluded.learning_steps`,
        reps: sql`excluded.reps`,
        lapses: sql`excluded.lapses`,
        state: sql`excluded.state`,
        lastReviewAt: sql`excluded.last_review_at`,
      },
    });
}
