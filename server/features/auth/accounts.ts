import type { Role, StudentClass } from '../../../common/academics';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { profiles, users } from '../../db/schema';
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
};

const REFERRAL_CODE_ATTEMPTS = 5;

/** Creates the sign-in identity and its profile in one transaction, with a unique referral code. */
export async function createAccount(db: Database, input: NewAccount) {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim().toLowerCase();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ email, passwordHash }).returning();
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
          })
          .returning();
        return { user: user!, profile: profile! };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'profiles_referral_code_key') && attempt < REFERRAL_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}
