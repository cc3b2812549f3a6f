import { asc, eq } from 'drizzle-orm';
import { rupeesToPaisa, type FreePlanResponse } from '@common/billing';
import type { Plan } from '@common/plans';
import { subscriptionPlans } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';
import { switchToFreePlan } from '../profiles/service';

/** The active plans, cheapest first (seed 000: select subscription_plans where is_active, by price). */
export async function listActivePlans(deps: Deps<'db'>): Promise<Plan[]> {
  const rows = await deps.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.isActive, true)).orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    price: row.price,
    pricePaisa: rupeesToPaisa(row.price),
    currency: row.currency,
    durationDays: row.durationDays,
    aiAccess: row.aiAccess,
    aiQuestionsPerDay: row.aiQuestionsPerDay,
    mockTestsPerMonth: row.mockTestsPerMonth,
    notesAccessLevel: row.notesAccessLevel as Plan['notesAccessLevel'],
  }));
}

const formatDate = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kathmandu' });

/**
 * 'Free plan activated!': the choice is recorded on the profile. While a paid premium period is still running it is
 * kept (never cut short) and the answer says until when.
 */
export async function activateFreePlan(deps: Deps<'db' | 'clock' | 'events'>, userId: string): Promise<FreePlanResponse> {
  const result = await switchToFreePlan(deps, { userId, now: deps.clock.now() });
  if (result.subscriptionPlan !== 'free') {
    throw new AppError('premium_active', `Your Premium plan stays active until ${formatDate(result.subscriptionExpiresAt!)}; you will be on the Free plan after that.`, 409);
  }
  if (result.changed) await deps.events.publish({ topic: 'profiles', ids: [userId], audience: { kind: 'user', userId } });
  return { subscriptionPlan: 'free', subscriptionExpiresAt: null };
}
