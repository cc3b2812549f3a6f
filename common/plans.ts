import { z } from 'zod';

/** Premium lasts this long per payment; a renewal adds it to the current expiry. */
export const PREMIUM_PERIOD_DAYS = 30;
/** The reminder that premium is about to end goes out this many days before. */
export const PREMIUM_REMINDER_DAYS = 3;

/** Premium is active while the plan is premium and its expiry is in the future. */
export function hasActivePremium(
  profile: { subscriptionPlan: string; subscriptionExpiresAt: Date | string | null },
  now: Date,
): boolean {
  if (profile.subscriptionPlan !== 'premium' || !profile.subscriptionExpiresAt) return false;
  return new Date(profile.subscriptionExpiresAt).getTime() > now.getTime();
}

export const PlanSchema = z.object({
  id: z.string(),
  /** 'free' or 'premium': the value of a profile's subscription_plan. */
  name: z.string(),
  displayName: z.string(),
  /** Rupees per period (0 = free). */
  price: z.number(),
  pricePaisa: z.number().int(),
  currency: z.string(),
  durationDays: z.number().int(),
  aiAccess: z.boolean(),
  aiQuestionsPerDay: z.number().int().nullable(),
  mockTestsPerMonth: z.number().int().nullable(),
  notesAccessLevel: z.enum(['full', 'limited']),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListResponse = z.object({ plans: z.array(PlanSchema) });

export const isFreePlan = (plan: Pick<Plan, 'price'>) => plan.price === 0;
/** The plan the cards mark 'Most Popular' (seed 000: the plan named Premium). */
export const isMostPopularPlan = (plan: Pick<Plan, 'name'>) => plan.name === 'premium';

export type PlanFeatureKey =
  | 'aiQuestionsPerDay'
  | 'unlimitedAiQuestions'
  | 'aiTutorAccess'
  | 'noAiAccess'
  | 'fullNotes'
  | 'limitedNotes'
  | 'mockTestsPerMonth'
  | 'unlimitedMockTests'
  | 'pastPapers'
  | 'prioritySupport'
  | 'noAds';

/** One line of a plan card: a text key (with its count) and whether it is a feature the plan has. */
export type PlanFeatureLine = { key: PlanFeatureKey; count?: number; included: boolean };

/**
 * A plan card's feature lines (seed 000 section 9): '{n} AI questions/day' and 'AI Tutor Access' or 'No AI Access';
 * 'Full Notes Access' or 'Limited Notes'; always mock tests and past papers; paid plans add Priority Support and No Ads.
 */
export function planFeatureLines(plan: Pick<Plan, 'price' | 'aiAccess' | 'aiQuestionsPerDay' | 'mockTestsPerMonth' | 'notesAccessLevel'>): PlanFeatureLine[] {
  const lines: PlanFeatureLine[] = [];
  if (plan.aiAccess) {
    lines.push(
      plan.aiQuestionsPerDay === null
        ? { key: 'unlimitedAiQuestions', included: true }
        : { key: 'aiQuestionsPerDay', count: plan.aiQuestionsPerDay, included: true },
      { key: 'aiTutorAccess', included: true },
    );
  } else {
    lines.push({ key: 'noAiAccess', included: false });
  }
  lines.push(plan.notesAccessLevel === 'full' ? { key: 'fullNotes', included: true } : { key: 'limitedNotes', included: true });
  lines.push(
    plan.mockTestsPerMonth === null
      ? { key: 'unlimitedMockTests', included: true }
      : { key: 'mockTestsPerMonth', count: plan.mockTestsPerMonth, included: true },
    { key: 'pastPapers', included: true },
  );
  if (!isFreePlan(plan)) lines.push({ key: 'prioritySupport', included: true }, { key: 'noAds', included: true });
  return lines;
}

/** When premium would end after one more period: the period is added to the current expiry, or to now if it has passed. */
export function premiumExpiryAfterPayment(currentExpiry: Date | string | null, now: Date, days = PREMIUM_PERIOD_DAYS): Date {
  const current = currentExpiry ? new Date(currentExpiry).getTime() : 0;
  return new Date(Math.max(now.getTime(), current) + days * 24 * 60 * 60 * 1000);
}
