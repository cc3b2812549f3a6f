import { and, eq, gt, sql } from 'drizzle-orm';
import { hasActivePremium } from '@common/plans';
import type { TutorUsage } from '@common/tutor';
import { selectRows } from '../../db/client';
import { planUsage, subscriptionPlans } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { endOfNepalDay, nepalDate } from '../../platform/clock';
import { canAskTutor, dailyQuestionLimit, type TutorPlan } from './policy';

const COUNTER = 'ai_questions';

export type PlanTerms = TutorPlan & { notesAccess: 'full' | 'limited' };

/** The plan in force (premium while it is active, else free) with its AI terms and notes access level. */
export async function loadPlanTerms({ db, clock }: Deps<'db' | 'clock'>, auth: AuthContext): Promise<PlanTerms> {
  if (auth.role === 'admin') return { name: 'admin', aiAccess: true, aiQuestionsPerDay: null, notesAccess: 'full' };
  const name = hasActivePremium(auth, clock.now()) ? 'premium' : 'free';
  const [plan] = await db
    .select({ aiAccess: subscriptionPlans.aiAccess, aiQuestionsPerDay: subscriptionPlans.aiQuestionsPerDay, notesAccess: subscriptionPlans.notesAccessLevel })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, name));
  // Without its plan row a plan grants nothing: no AI access rather than unlimited.
  if (!plan) return { name, aiAccess: false, aiQuestionsPerDay: 0, notesAccess: 'limited' };
  return { name, aiAccess: plan.aiAccess, aiQuestionsPerDay: plan.aiQuestionsPerDay, notesAccess: plan.notesAccess === 'full' ? 'full' : 'limited' };
}

/** The usage card: AI answers counted this Nepal day against the plan's daily limit. */
export async function readTutorUsage({ db, clock }: Deps<'db' | 'clock'>, userId: string, plan: TutorPlan): Promise<TutorUsage> {
  const now = clock.now();
  const [row] = await db
    .select({ used: planUsage.used })
    .from(planUsage)
    .where(and(eq(planUsage.userId, userId), eq(planUsage.counter, COUNTER), eq(planUsage.period, nepalDate(now))));
  return {
    hasAccess: canAskTutor(plan),
    plan: plan.name,
    used: row?.used ?? 0,
    limit: dailyQuestionLimit(plan),
    resetsAt: endOfNepalDay(now).toISOString(),
  };
}

/** A question counted in a day's usage, to be given back if no provider answers it. */
export type Reservation = { userId: string; period: string };

/**
 * Counts one question in the Nepal day's usage if the limit allows it, in one atomic statement: concurrent
 * questions each see the count the others left, so 20 at once against a limit of 5 give exactly 5 reservations.
 */
export async function reserveQuestion({ db, clock }: Deps<'db' | 'clock'>, userId: string, plan: TutorPlan): Promise<Reservation | null> {
  const limit = dailyQuestionLimit(plan);
  if (limit !== null && limit <= 0) return null;
  const period = nepalDate(clock.now());
  const rows = await selectRows<{ used: number }>(
    db,
    sql`insert into ${planUsage} (user_id, counter, period, used) values (${userId}, ${COUNTER}, ${period}, 1)
        on conflict (user_id, counter, period) do update set used = ${planUsage}.used + 1
        where ${limit === null ? sql`true` : sql`${planUsage}.used < ${limit}`}
        returning used`,
  );
  return rows.length > 0 ? { userId, period } : null;
}

/** Gives a reserved question back (every provider failed); safe beside concurrent reservations and refunds. */
export async function refundQuestion({ db }: Deps<'db'>, reservation: Reservation) {
  await db
    .update(planUsage)
    .set({ used: sql`${planUsage.used} - 1` })
    .where(and(eq(planUsage.userId, reservation.userId), eq(planUsage.counter, COUNTER), eq(planUsage.period, reservation.period), gt(planUsage.used, 0)));
}
