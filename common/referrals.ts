import { z } from 'zod';

/** Seed 000 section 9: Rs. 100 per completed referral. */
export const REFERRAL_COMMISSION_PAISA = 10_000;
/** The Limited Time Bonus: this many referrals completed in one calendar month (Nepal time) earn an extra Rs. 200, once that month. */
export const MONTHLY_BONUS_TARGET = 3;
export const MONTHLY_BONUS_PAISA = 20_000;
/** Recent referrals shows the first 4 (seed 000, Referral). */
export const RECENT_REFERRALS_LIMIT = 4;
/** Invitations a student may send: per rolling day, and to one address per day from anyone. */
export const INVITES_PER_STUDENT_PER_DAY = 10;
export const INVITES_PER_ADDRESS_PER_DAY = 2;

export const COMMISSION_STATUSES = ['pending', 'approved', 'paid'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const COMMISSION_KINDS = ['referral', 'monthly_bonus'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/** The next status an admin may move a commission to: pending → approved → paid. */
export function nextCommissionStatus(status: CommissionStatus): CommissionStatus | null {
  if (status === 'pending') return 'approved';
  if (status === 'approved') return 'paid';
  return null;
}

/** The referral link: the site's origin, /signup and the code (seed 000 section 9). */
export const referralLink = (origin: string, code: string) => `${origin}/signup?ref=${encodeURIComponent(code)}`;

/** Milestones of completed referrals, each with what it has earned at Rs. 100 a referral. */
export const REFERRAL_MILESTONES = [1, 5, 10, 25] as const;

export type MilestoneProgress = { count: number; rewardPaisa: number; isReached: boolean };

export function milestoneProgress(completedReferrals: number): MilestoneProgress[] {
  return REFERRAL_MILESTONES.map((count) => ({ count, rewardPaisa: count * REFERRAL_COMMISSION_PAISA, isReached: completedReferrals >= count }));
}

/**
 * A referral as its referrer sees it: invited (an email, not signed up yet), signed up (not paid yet),
 * or completed (the friend's first payment went through).
 */
export const REFERRAL_STAGES = ['invited', 'signed_up', 'completed'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];

export const ReferralEntrySchema = z.object({
  id: z.string(),
  /** The friend's name once signed up, else the invited address. */
  name: z.string(),
  stage: z.enum(REFERRAL_STAGES),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type ReferralEntry = z.infer<typeof ReferralEntrySchema>;

export const ReferralStatsSchema = z.object({
  /** Every invitation and sign-up through the student's link or invite. */
  totalReferrals: z.number().int(),
  /** Friends who signed up. */
  successfulSignups: z.number().int(),
  /** Invitations not signed up yet. */
  pendingInvites: z.number().int(),
  /** Referrals completed by a first payment. */
  completedReferrals: z.number().int(),
  totalEarningsPaisa: z.number().int(),
  pendingEarningsPaisa: z.number().int(),
  approvedEarningsPaisa: z.number().int(),
  paidEarningsPaisa: z.number().int(),
});
export type ReferralStats = z.infer<typeof ReferralStatsSchema>;

export const ReferralOverviewSchema = z.object({
  code: z.string(),
  link: z.string(),
  stats: ReferralStatsSchema,
  recent: z.array(ReferralEntrySchema),
  bonus: z.object({
    /** The Nepal calendar month, YYYY-MM. */
    month: z.string(),
    completedThisMonth: z.number().int(),
    target: z.number().int(),
    rewardPaisa: z.number().int(),
    isEarned: z.boolean(),
  }),
});
export type ReferralOverview = z.infer<typeof ReferralOverviewSchema>;

export const InviteBody = z.strictObject({
  email: z.string().trim().min(1, 'Enter an email address').max(254).email('Enter a valid email address'),
});
export type InviteBody = z.infer<typeof InviteBody>;

// ---- Admin: commissions ----

export const AdminCommissionSchema = z.object({
  id: z.string(),
  kind: z.enum(COMMISSION_KINDS),
  status: z.enum(COMMISSION_STATUSES),
  amountPaisa: z.number().int(),
  referrer: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  /** The friend whose payment completed the referral (null for a monthly bonus or a deleted account). */
  referredName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
});
export type AdminCommission = z.infer<typeof AdminCommissionSchema>;

export const CommissionListQuery = z.strictObject({ status: z.enum(COMMISSION_STATUSES).optional() });
export const AdminCommissionListResponse = z.object({
  commissions: z.array(AdminCommissionSchema),
  totals: z.object({ pendingPaisa: z.number().int(), approvedPaisa: z.number().int(), paidPaisa: z.number().int() }),
});
export const CommissionParams = z.object({ id: z.uuid('Invalid commission id') });
