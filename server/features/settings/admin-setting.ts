import { systemSettings } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { recordSecurityEvent } from '../../platform/security-events';

/**
 * An admin's change to one system setting: the row is written (created the first time) and the change is recorded as a
 * security event naming the admin, in one transaction. The caller tells open screens after it returns (after commit).
 */
export async function saveAdminSetting(
  { db }: Deps<'db'>,
  change: {
    key: string;
    value: Record<string, unknown>;
    description?: string;
    adminId: string;
    ipAddress: string;
    at: Date;
    event: { type: string; details: Record<string, unknown> };
  },
) {
  const { key, value, adminId, at } = change;
  await db.transaction(async (tx) => {
    await tx
      .insert(systemSettings)
      .values({ settingKey: key, settingValue: value, description: change.description, updatedBy: adminId, updatedAt: at })
      .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: value, updatedBy: adminId, updatedAt: at } });
    await recordSecurityEvent({ db: tx }, { eventType: change.event.type, userId: adminId, ipAddress: change.ipAddress, details: change.event.details, at });
  });
}
