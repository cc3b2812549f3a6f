import { and, eq } from 'drizzle-orm';
import { attemptAnswers, attempts } from '../../db/schema';
import type { Deps } from '../../platform/app-types';

export { canOpenPremium } from './policy';

/**
 * The questions of a student's attempts that are not submitted yet (open practice rounds, mock tests and review
 * sessions): their answers and explanations must not reach the student by another way (the tutor) before then.
 */
export async function listUnsubmittedQuestionIds({ db }: Deps<'db'>, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ mcqId: attemptAnswers.mcqId })
    .from(attemptAnswers)
    .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'in_progress')));
  return rows.map((row) => row.mcqId);
}
