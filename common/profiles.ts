import { z } from 'zod';
import { ALL_FACULTIES, ROLES, StudentClassSchema } from './academics';
import { NewPasswordSchema } from './auth';
import { MAX_PASSWORD_LENGTH, PASSWORDS_DO_NOT_MATCH_MESSAGE } from './passwords';
import { NepaliMobileSchema } from './phone';
import { previousDay } from './progress';

/** Faculties the profile page offers (seed 000 section 3); sign-up faculties stay valid too. */
export const ProfileFacultySchema = z.enum(ALL_FACULTIES);

/** The signed-in user's own profile, as GET /api/profile answers it. */
export const ProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  class: StudentClassSchema.nullable(),
  school: z.string().nullable(),
  faculty: z.string().nullable(),
  referralCode: z.string(),
  role: z.enum(ROLES),
  subscriptionPlan: z.string(),
  subscriptionExpiresAt: z.iso.datetime().nullable(),
  isPremium: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * PATCH /api/profile: the personal fields a user may change. Email, role, plan and referral code are not
 * among them, so a body naming them is refused. Faculty belongs to Class 12 only.
 */
export const UpdateProfileBody = z
  .strictObject({
    fullName: z.string().trim().min(1, 'Full name is required').max(100),
    // An emptied phone field clears the number.
    phone: z.preprocess((phone) => (typeof phone === 'string' && phone.trim() === '' ? null : phone), NepaliMobileSchema.nullable()),
    class: StudentClassSchema,
    school: z.string().trim().max(200).transform((school) => school || null).nullable(),
    faculty: ProfileFacultySchema.nullable(),
  })
  .partial()
  .refine((body) => !body.faculty || body.class === undefined || body.class === '12', {
    path: ['faculty'],
    message: 'Faculty applies only to Class 12',
  });
export type UpdateProfileInput = z.input<typeof UpdateProfileBody>;
export type UpdateProfileBody = z.output<typeof UpdateProfileBody>;

/** Achievements earned from a student's real activity; the page words each key. */
export const ACHIEVEMENT_KEYS = [
  'first_practice',
  'first_mock_test',
  'high_score',
  'perfect_score',
  'ten_tests',
  'streak_7',
  'notes_reader',
] as const;
export type AchievementKey = (typeof ACHIEVEMENT_KEYS)[number];
export const AchievementSchema = z.object({ key: z.enum(ACHIEVEMENT_KEYS), earnedAt: z.iso.datetime() });
export type Achievement = z.infer<typeof AchievementSchema>;
export const AchievementsResponse = z.object({ achievements: z.array(AchievementSchema) });

/** Thresholds behind the achievements. */
export const ACHIEVEMENT_RULES = { highScorePercent: 80, testsForMilestone: 10, streakDays: 7, notesForReader: 5 } as const;

/**
 * The day (YYYY-MM-DD) on which a run of `length` consecutive days first completed, or null.
 * Days are calendar days with at least one completion.
 */
export function firstStreakCompletedOn(days: Iterable<string>, length: number): string | null {
  const sorted = [...new Set(days)].sort();
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && previousDay(sorted[i]!) === sorted[i - 1] ? run + 1 : 1;
    if (run >= length) return sorted[i]!;
  }
  return null;
}

/** The Earnings & Referrals card: counts from referrals, rupees from commissions. */
export const EarningsSummarySchema = z.object({
  totalReferrals: z.number().int(),
  completedReferrals: z.number().int(),
  pendingReferrals: z.number().int(),
  totalEarnings: z.number(),
  pendingEarnings: z.number(),
  paidEarnings: z.number(),
});
export type EarningsSummary = z.infer<typeof EarningsSummarySchema>;

const CURRENT_PASSWORD = z.string().min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH);

/** PUT /api/profile/password: the current password, and a new one under the sign-up rule. */
export const ChangePasswordBody = z
  .strictObject({ currentPassword: CURRENT_PASSWORD, newPassword: NewPasswordSchema, confirmPassword: z.string().min(1, 'Confirm your new password') })
  .refine((body) => body.newPassword === body.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH_MESSAGE })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'New password must be different from the current password',
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** DELETE /api/profile: the password confirms it is really the account holder. */
export const DeleteAccountBody = z.strictObject({ password: CURRENT_PASSWORD });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const LAST_ADMIN_MESSAGE = 'You are the only administrator. Make another account an admin before deleting this one.';
export const WRONG_PASSWORD_MESSAGE = 'Current password is incorrect';
