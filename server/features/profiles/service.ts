import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { profiles } from '../../db/schema';
import { newReferralCode } from '../referrals/codes';

const REFERRAL_CODE_ATTEMPTS = 5;

/** The user's profile; when none exists, the default one (full name 'User', role student) is created. */
export async function ensureProfile(db: Database, input: { userId: string; email: string }) {
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
