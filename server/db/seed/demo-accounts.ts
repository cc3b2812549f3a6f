import { eq } from 'drizzle-orm';
import { createAccount } from '../../features/auth/service';
import { users } from '../schema';
import type { DemoSeedContext } from './index';

export const DEMO_STUDENT = { email: 'student@example.com', password: 'Student@2026' } as const;
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin@2026' } as const;

/** The two demo accounts of ARCHITECTURE.md: a free Class 12 science student and an admin, their email and phone confirmed. */
export async function seedDemoAccounts({ db }: DemoSeedContext) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STUDENT.email));
  if (existing) return;
  await createAccount({ db }, {
    ...DEMO_STUDENT,
    fullName: 'Aarav Sharma',
    phone: '+9779812345678',
    class: '12',
    faculty: 'science',
    school: 'Butwal Multiple Campus',
    verifiedAt: new Date(),
  });
  await createAccount({ db }, { ...DEMO_ADMIN, fullName: 'Pariksha Admin', role: 'admin', verifiedAt: new Date() });
}
