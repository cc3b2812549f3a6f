import { and, asc, desc, eq, max, sql } from 'drizzle-orm';
import type { PolicyType } from '@common/policies';
import { policyContent } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { notFound } from '../../platform/errors';

type PolicyRow = typeof policyContent.$inferSelect;

const toPolicy = (row: PolicyRow) => ({
  id: row.id,
  policyType: row.policyType as PolicyType,
  content: row.content,
  version: row.version,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The active version of a policy; 404 when none was ever published. */
export async function readActivePolicy({ db }: Deps<'db'>, policyType: PolicyType) {
  const [row] = await db
    .select()
    .from(policyContent)
    .where(and(eq(policyContent.policyType, policyType), eq(policyContent.isActive, true)))
    .orderBy(desc(policyContent.createdAt))
    .limit(1);
  if (!row) throw notFound('Policy');
  return toPolicy(row);
}

/** Every version of both policies, by type then newest first. */
export async function listPolicyVersions({ db }: Deps<'db'>) {
  const rows = await db.select().from(policyContent).orderBy(asc(policyContent.policyType), desc(policyContent.createdAt));
  return rows.map(toPolicy);
}

// Namespace of the per-policy-type advisory lock (the other features' locks use 724131001-724131003).
const PUBLISH_LOCK = 724131010;

/**
 * Publishes a new version: the previous ones become inactive and the new one gets the next number.
 * One transaction under a lock of the policy type (an advisory lock: the first version of a type has no row
 * to lock yet), so two admins saving at once still get consecutive versions and neither a 500.
 */
export async function publishPolicyVersion(
  { db, events }: Deps<'db' | 'events'>,
  input: { policyType: PolicyType; content: string; adminId: string },
) {
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK}, hashtext(${input.policyType}))`);
    const [latest] = await tx
      .select({ version: max(policyContent.version) })
      .from(policyContent)
      .where(eq(policyContent.policyType, input.policyType));
    await tx.update(policyContent).set({ isActive: false }).where(eq(policyContent.policyType, input.policyType));
    const [row] = await tx
      .insert(policyContent)
      .values({
        policyType: input.policyType,
        content: input.content,
        version: (latest?.version ?? 0) + 1,
        isActive: true,
        createdBy: input.adminId,
      })
      .returning();
    return toPolicy(row!);
  });
  await events.publish({ topic: 'policies', ids: [created.id], audience: { kind: 'everyone' } });
  return created;
}
