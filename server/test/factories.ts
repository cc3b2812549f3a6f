import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema';
import { createAccount, type NewAccount } from '../features/auth/service';
import { createSession, SESSION_COOKIE } from '../platform/auth';
import type { TestApp } from './app';
import { DAY } from './clock';

const TEST_PASSWORD = 'Test@2026pass';

type UserOverrides = Partial<NewAccount> & { subscriptionPlan?: 'free' | 'premium'; subscriptionExpiresAt?: Date | null };

const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** A signed-in user with its own account (email and phone confirmed) and session; `cookie` goes straight into requests. */
export async function buildUser(t: TestApp, overrides: UserOverrides = {}) {
  const { subscriptionPlan, subscriptionExpiresAt, ...account } = overrides;
  const { user, profile } = await createAccount(t, {
    email: uniqueEmail(account.role ?? 'student'),
    password: TEST_PASSWORD,
    fullName: 'Test Student',
    class: '12',
    faculty: 'science',
    verifiedAt: t.clock.now(),
    ...account,
  });
  if (subscriptionPlan) {
    await t.db.update(profiles).set({ subscriptionPlan, subscriptionExpiresAt }).where(eq(profiles.id, user.id));
  }
  const session = await createSession(t, { userId: user.id });
  return {
    id: user.id,
    email: user.email,
    password: account.password ?? TEST_PASSWORD,
    profile,
    sessionId: session.sessionId,
    token: session.token,
    cookie: `${SESSION_COOKIE}=${session.token}`,
  };
}

export type TestUser = Awaited<ReturnType<typeof buildUser>>;

export const buildStudent = (t: TestApp, overrides: UserOverrides = {}) => buildUser(t, { role: 'student', ...overrides });

export const buildAdmin = (t: TestApp, overrides: UserOverrides = {}) =>
  buildUser(t, { role: 'admin', fullName: 'Test Admin', class: null, faculty: null, ...overrides });

/** A student whose premium runs for 30 more days from the test clock's now. */
export const buildPremiumStudent = (t: TestApp, overrides: UserOverrides = {}) =>
  buildStudent(t, {
    subscriptionPlan: 'premium',
    subscriptionExpiresAt: new Date(t.clock.now().getTime() + 30 * DAY),
    ...overrides,
  });
