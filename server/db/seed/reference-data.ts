import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@common/settings';
import { projectPath } from '../../paths';
import type { Deps } from '../../platform/app-types';
import { selectRows } from '../client';
import { paymentGateways, policyContent, subjects, subscriptionPlans, systemSettings } from '../schema';

/** The subjects of both classes; Class 12 subjects list the faculties that study them (seed 000 section 5). */
const SUBJECTS = [
  { class: '10', name: 'Mathematics', slug: 'mathematics', faculties: [] },
  { class: '10', name: 'Science', slug: 'science', faculties: [] },
  { class: '10', name: 'English', slug: 'english', faculties: [] },
  { class: '10', name: 'Nepali', slug: 'nepali', faculties: [] },
  { class: '10', name: 'Social Studies', slug: 'social-studies', faculties: [] },
  { class: '10', name: 'Optional Math', slug: 'optional-math', faculties: [] },
  { class: '12', name: 'Physics', slug: 'physics', faculties: ['science'] },
  { class: '12', name: 'Chemistry', slug: 'chemistry', faculties: ['science'] },
  { class: '12', name: 'Biology', slug: 'biology', faculties: ['science'] },
  { class: '12', name: 'Mathematics', slug: 'mathematics', faculties: ['science', 'management'] },
  { class: '12', name: 'Economics', slug: 'economics', faculties: ['management'] },
  { class: '12', name: 'Accounting', slug: 'accounting', faculties: ['management'] },
  { class: '12', name: 'Business Studies', slug: 'business-studies', faculties: ['management'] },
  { class: '12', name: 'English', slug: 'english', faculties: ['humanities'] },
  { class: '12', name: 'Nepali', slug: 'nepali', faculties: ['humanities'] },
  { class: '12', name: 'Social Studies', slug: 'social-studies', faculties: ['humanities'] },
  { class: '12', name: 'History', slug: 'history', faculties: ['humanities'] },
] as const;

/** A subject's name as the reference data gives it, e.g. Class 12 'physics' → 'Physics'. */
export function subjectName(key: { class: string; subject: string }): string {
  const subject = SUBJECTS.find((candidate) => candidate.class === key.class && candidate.slug === key.subject);
  if (!subject) throw new Error(`Unknown subject: Class ${key.class} ${key.subject}`);
  return subject.name;
}

const PLANS = [
  {
    name: 'free',
    displayName: 'Free',
    price: 0,
    aiAccess: true,
    aiQuestionsPerDay: 5,
    mockTestsPerMonth: 10,
    notesAccessLevel: 'limited',
  },
  {
    name: 'premium',
    displayName: 'Premium',
    price: 100,
    aiAccess: true,
    aiQuestionsPerDay: null,
    mockTestsPerMonth: null,
    notesAccessLevel: 'full',
  },
] as const;

const readPolicy = (name: string) => readFileSync(projectPath('server/db/seed/policies', `${name}.md`), 'utf8');

// Bump when the reference data above changes, so existing databases receive the additions at their next start.
const REFERENCE_DATA_VERSION = 1;
const REFERENCE_DATA_MARKER = 'reference_data';

/**
 * What the app needs on any database, demo or not: subjects, plans, gateways, the maintenance setting and
 * the first policy versions. Idempotent: existing rows (and admins' later edits) are left alone.
 */
export async function ensureReferenceData({ db }: Deps<'db'>) {
  const [marker] = await selectRows<{ version: number }>(
    db,
    sql`select (setting_value->>'version')::int as version from ${systemSettings} where setting_key = ${REFERENCE_DATA_MARKER}`,
  );
  if (marker && marker.version >= REFERENCE_DATA_VERSION) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(subjects)
      .values(SUBJECTS.map((subject, index) => ({ ...subject, faculties: [...subject.faculties], sortOrder: index })))
      .onConflictDoNothing();
    await tx
      .insert(subscriptionPlans)
      .values(PLANS.map((plan) => ({ ...plan, currency: 'NPR', durationDays: 30 })))
      .onConflictDoNothing();
    await tx
      .insert(paymentGateways)
      // Switched on: outside production they take payments with the published test credentials until secrets are set.
      .values([{ gatewayName: 'esewa', isActive: true }, { gatewayName: 'khalti', isActive: true }, { gatewayName: 'fonepay', isActive: true }])
      .onConflictDoNothing();
    await tx
      .insert(systemSettings)
      .values({
        settingKey: 'maintenance_mode',
        settingValue: { enabled: false, message: DEFAULT_MAINTENANCE_MESSAGE },
        description: 'Shows the maintenance screen to everyone but admins',
      })
      .onConflictDoNothing();
    const [policies] = await selectRows<{ count: number }>(tx, sql`select count(*)::int as count from ${policyContent}`);
    if (policies!.count === 0) {
      await tx.insert(policyContent).values([
        { policyType: 'terms', content: readPolicy('terms-of-service'), version: 1, isActive: true },
        { policyType: 'privacy', content: readPolicy('privacy-policy'), version: 1, isActive: true },
      ]);
    }
    await tx
      .insert(systemSettings)
      .values({ settingKey: REFERENCE_DATA_MARKER, settingValue: { version: REFERENCE_DATA_VERSION }, description: 'Reference data version' })
      .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: { version: REFERENCE_DATA_VERSION } } });
  });
}
