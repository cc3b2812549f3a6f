import { and, eq, sql } from 'drizzle-orm';
import type { ReaderLanguage, Role } from '@common/academics';
import {
  ACHIEVEMENT_RULES,
  firstStreakCompletedOn,
  type Achievement,
  type Profile,
  type UpdateProfileBody,
} from '@common/profiles';
import { hasActivePremium, premiumExpiryAfterPayment } from '@common/plans';
import type { StudentClass } from '@common/academics';
import { selectRows } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { attempts, profiles, studentActivity, userProgress } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { newReferralCode } from '../referrals/service';

// Account deletion, for the admin's users screen: the same rules and clean-up as deleting one's own account.
export { deleteUserAccount } from './account';

const REFERRAL_CODE_ATTEMPTS = 5;

type ProfileRow = typeof profiles.$inferSelect;

/** The user's profile; when none exists, the default one (full name 'User', role student) is created. */
export async function ensureProfile({ db }: Deps<'db'>, input: { userId: string; email: string }) {
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, input.userId));
  if (existing) return existing;
  for (let attempt = 1; ; attempt++) {
    try {
      await db
        .insert(profiles)
        .values({ id: input.userId, email: input.email, fullName: 'User', role: 'student', referralCode: newReferralCode() })
        .onConflictDoNothing({ target: profiles.id });
      break;
    } catch (error) {
      if (isUniqueViolation(error, 'profiles_referral_code_key') && attempt < REFERRAL_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
  const [created] = await db.select().from(profiles).where(eq(profiles.id, input.userId));
  return created!;
}

/** The signed-in user's own profile (the default one is created when missing). */
export async function readOwnProfile(deps: Deps<'db' | 'clock'>, user: Pick<AuthContext, 'userId' | 'email'>): Promise<Profile> {
  return toProfile(await ensureProfile(deps, { userId: user.userId, email: user.email }), deps.clock.now());
}

function toProfile(row: ProfileRow, now: Date): Profile {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    class: row.class as StudentClass | null,
    school: row.school,
    faculty: row.faculty,
    referralCode: row.referralCode,
    role: row.role as Role,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    isPremium: hasActivePremium(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Changes the personal fields of a user's own profile. Faculty belongs to Class 12 only: moving to
 * another class clears it, and setting one on another class is refused.
 */
/**
 * Keeps the language a user reads in (decision 079); the other devices apply it at their next session check. The
 * `profiles` event drops the cached sessions (decision 070) and tells the user's open screens.
 */
export async function setLanguage({ db, clock, events }: Deps<'db' | 'clock' | 'events'>, userId: string, language: ReaderLanguage) {
  await db.update(profiles).set({ language, updatedAt: clock.now() }).where(eq(profiles.id, userId));
  await events.publish({ topic: 'profiles', ids: [userId], audience: { kind: 'user', userId } });
  return { language };
}

export async function updateProfile(
  deps: Deps<'db' | 'clock' | 'events'>,
  input: { userId: string; email: string; changes: UpdateProfileBody },
) {
  const { db, clock, events } = deps;
  const now = clock.now();
  const updated = await db.transaction(async (tx) => {
    await ensureProfile({ db: tx }, { userId: input.userId, email: input.email });
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, input.userId)).for('update');
    const changes = { ...input.changes };
    const nextClass = changes.class ?? current!.class;
    if (changes.faculty && nextClass !== '12') throw new AppError('faculty_requires_class_12', 'Faculty applies only to Class 12');
    if (nextClass !== '12') changes.faculty = null;
    // A new number has to be confirmed again (with phone OTP on, at the next sign-in).
    const phoneVerifiedAt = changes.phone !== undefined && changes.phone !== current!.phone ? { phoneVerifiedAt: null } : {};
    const [row] = await tx
      .update(profiles)
      .set({ ...changes, ...phoneVerifiedAt, updatedAt: now })
      .where(eq(profiles.id, input.userId))
      .returning();
    return row!;
  });
  await events.publish({ topic: 'profiles', ids: [input.userId], audience: { kind: 'user', userId: input.userId } });
  await events.publish({ topic: 'profiles', ids: [input.userId], audience: { kind: 'admins' } });
  return toProfile(updated, now);
}

const NEPAL_OFFSET = sql.raw(`interval '5 hours 45 minutes'`);

/**
 * The achievements a student has earned, newest first, computed from their submitted attempts,
 * completed progress and notes read: nothing stored, nothing invented.
 */
export async function listAchievements({ db }: Deps<'db'>, userId: string): Promise<Achievement[]> {
  const { highScorePercent, testsForMilestone, streakDays, notesForReader } = ACHIEVEMENT_RULES;
  const [tests] = await selectRows<Record<'first_practice' | 'first_mock_test' | 'high_score' | 'perfect_score' | 'ten_tests', Date | string | null>>(
    db,
    sql`select
      min(${attempts.submittedAt}) filter (where ${attempts.kind} = 'practice') as first_practice,
      min(${attempts.submittedAt}) filter (where ${attempts.kind} = 'mock_test') as first_mock_test,
      min(${attempts.submittedAt}) filter (where ${attempts.percentage} >= ${highScorePercent}) as high_score,
      min(${attempts.submittedAt}) filter (where ${attempts.percentage} >= 100) as perfect_score,
      (array_agg(${attempts.submittedAt} order by ${attempts.submittedAt}))[${testsForMilestone}] as ten_tests
    from ${attempts}
    where ${and(eq(attempts.userId, userId), eq(attempts.status, 'submitted'))} and ${attempts.submittedAt} is not null`,
  );
  const days = await selectRows<{ day: string }>(
    db,
    sql`select distinct to_char((${userProgress.completedAt} at time zone 'UTC') + ${NEPAL_OFFSET}, 'YYYY-MM-DD') as day
    from ${userProgress}
    where ${and(eq(userProgress.userId, userId), eq(userProgress.completed, true))} and ${userProgress.completedAt} is not null`,
  );
  const [notes] = await selectRows<{ reader: Date | string | null }>(
    db,
    sql`select (array_agg(${studentActivity.completedAt} order by ${studentActivity.completedAt}))[${notesForReader}] as reader
    from ${studentActivity}
    where ${and(eq(studentActivity.userId, userId), eq(studentActivity.activityType, 'notes'))}`,
  );

  const earned: Achievement[] = [];
  const add = (key: Achievement['key'], at: Date | string | null | undefined) => {
    if (at) earned.push({ key, earnedAt: new Date(at).toISOString() });
  };
  for (const key of ['first_practice', 'first_mock_test', 'high_score', 'perfect_score', 'ten_tests'] as const) add(key, tests?.[key]);
  const streakDay = firstStreakCompletedOn(
    days.map((row) => row.day),
    streakDays,
  );
  // The streak counts Nepal calendar days; it was earned at the end of its last day.
  add('streak_7', streakDay ? new Date(Date.parse(`${streakDay}T23:59:59.999+05:45`)) : null);
  add('notes_reader', notes?.reader);
  return earned.sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
}

/**
 * Adds `days` of premium after the later of now and the current premium expiry, in the caller's transaction (the
 * profile row is locked, so two grants at once add up). Returns the new expiry, or null when the account is gone.
 */
export async function extendPremium({ db }: Deps<'db'>, input: { userId: string; days: number; now: Date }): Promise<Date | null> {
  const [profile] = await db
    .select({ plan: profiles.subscriptionPlan, expiresAt: profiles.subscriptionExpiresAt })
    .from(profiles)
    .where(eq(profiles.id, input.userId))
    .for('update');
  if (!profile) return null;
  const until = premiumExpiryAfterPayment(profile.plan === 'premium' ? profile.expiresAt : null, input.now, input.days);
  await db.update(profiles).set({ subscriptionPlan: 'premium', subscriptionExpiresAt: until, updatedAt: input.now }).where(eq(profiles.id, input.userId));
  return until;
}

/**
 * Puts the account on the free plan unless its premium is still running (a paid period is never cut short).
 * Returns the plan the profile has afterwards.
 */
export async function switchToFreePlan({ db }: Deps<'db'>, input: { userId: string; now: Date }) {
  return db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, input.userId)).for('update');
    if (!profile) throw new AppError('not_found', 'Profile not found');
    if (hasActivePremium(profile, input.now)) {
      return { subscriptionPlan: profile.subscriptionPlan, subscriptionExpiresAt: profile.subscriptionExpiresAt, changed: false };
    }
    const changed = profile.subscriptionPlan !== 'free' || profile.subscriptionExpiresAt !== null;
    if (changed) {
      await tx.update(profiles).set({ subscriptionPlan: 'free', subscriptionExpiresAt: null, updatedAt: input.now }).where(eq(profiles.id, input.userId));
    }
    return { subscriptionPlan: 'free', subscriptionExpiresAt: null, changed };
  });
}
