import { eq } from 'drizzle-orm';
import type { Role, StudentClass } from '@common/academics';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { profiles, referrals, users } from '../../db/schema';
import { hashPassword } from '../../platform/crypto';
import { newReferralCode } from '../referrals/codes';

export type NewAccount = {
  email: string;
  password: string;
  fullName: string;
  role?: Role;
  phone?: string | null;
  class?: StudentClass | null;
  faculty?: string | null;
  school?: string | null;
  /** The referral code the person signed up with; an unknown code is ignored. */
  referredByCode?: string | null;
  createdAt?: Date;
};

const REFERRAL_CODE_ATTEMPTS = 5;

/**
 * Creates the sign-in identity and its profile in one transaction, with a unique referral code,
 * and the pending referral when the sign-up came through someone's referral link.
 */
export async function createAccount(db: Database, input: NewAccount) {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  const createdAt = input.createdAt;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ email, passwordHash, createdAt }).returning();
        const [profile] = await tx
          .insert(profiles)
          .values({
            id: user!.id,
            email,
            fullName: input.fullName,
            role: input.role ?? 'student',
            phone: input.phone ?? null,
            class: input.class ?? null,
            faculty: input.class === '10' ? null : (input.faculty ?? null),
            school: input.school ?? null,
            referralCode: newReferralCode(),
            createdAt,
            updatedAt: createdAt,
          })
          .returning();
        const code = input.referredByCode?.trim().toUpperCase();
        if (code) {
          const [referrer] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.referralCode, code));
          if (referrer) await tx.insert(referrals).values({ referrerId: referrer.id, referredId: user!.id, status: 'pending', createdAt });
        }
        return { user: user!, profile: profile! };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'profiles_referral_code_key') && attempt < REFERRAL_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}
