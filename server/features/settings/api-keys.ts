import { desc, eq } from 'drizzle-orm';
import { API_KEY_ADDED_MESSAGE, API_KEY_DELETED_MESSAGE, API_KEY_TOGGLED_MESSAGE, type ApiKey, type CreateApiKeyBody } from '@common/api-keys';
import { apiKeys } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { notFound } from '../../platform/errors';
import { recordSecurityEvent } from '../../platform/security-events';

type ApiKeyRow = typeof apiKeys.$inferSelect;
type Change = { adminId: string; ipAddress: string };

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    provider: row.provider as ApiKey['provider'],
    apiKeyName: row.apiKeyName,
    lastFour: row.lastFour,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Open admin screens (keys, providers, the tutor's "AI available") refetch after a key changes. */
const announce = ({ events }: Deps<'events'>, id: string) => events.publish({ topic: 'api_keys', ids: [id], audience: { kind: 'admins' } });

/** The API Keys tab, newest first: name, provider, state and the last 4 characters, never the key. */
export async function listApiKeys({ db }: Deps<'db'>): Promise<{ keys: ApiKey[] }> {
  const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { keys: rows.map(toApiKey) };
}

/**
 * Stores a provider key sealed with AES-256-GCM under APP_SECRET (only its last 4 characters in clear) and logs the
 * addition; the key itself goes into no answer, log or event.
 */
export async function addApiKey(deps: Deps<'db' | 'clock' | 'events' | 'secrets'>, input: { body: CreateApiKeyBody } & Change) {
  const { db, clock, secrets } = deps;
  const { provider, apiKeyName, apiKey } = input.body;
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(apiKeys)
      .values({ provider, apiKeyName: apiKeyName.trim(), apiKeyEncrypted: secrets.seal(apiKey.trim()), lastFour: apiKey.trim().slice(-4), createdBy: input.adminId, createdAt: now })
      .returning();
    await recordSecurityEvent({ db: tx }, {
      eventType: 'api_key_added',
      userId: input.adminId,
      ipAddress: input.ipAddress,
      details: { provider, keyName: inserted!.apiKeyName, keyId: inserted!.id },
      at: now,
    });
    return inserted!;
  });
  await announce(deps, row.id);
  return { message: API_KEY_ADDED_MESSAGE, key: toApiKey(row) };
}

/** Activates or deactivates a key; the tutor calls a provider only with an active one. */
export async function setApiKeyActive(deps: Deps<'db' | 'clock' | 'events'>, input: { id: string; isActive: boolean } & Change) {
  const { db, clock } = deps;
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(apiKeys).set({ isActive: input.isActive }).where(eq(apiKeys.id, input.id)).returning();
    if (!updated) throw notFound('API key');
    await recordSecurityEvent({ db: tx }, {
      eventType: 'api_key_updated',
      userId: input.adminId,
      ipAddress: input.ipAddress,
      details: { provider: updated.provider, keyName: updated.apiKeyName, keyId: updated.id, isActive: input.isActive },
      at: now,
    });
    return updated;
  });
  await announce(deps, row.id);
  return { message: API_KEY_TOGGLED_MESSAGE, key: toApiKey(row) };
}

/** Deletes a key for good (its ciphertext with it). */
export async function deleteApiKey(deps: Deps<'db' | 'clock' | 'events'>, input: { id: string } & Change) {
  const { db, clock } = deps;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(apiKeys).where(eq(apiKeys.id, input.id)).returning();
    if (!deleted) throw notFound('API key');
    await recordSecurityEvent({ db: tx }, {
      eventType: 'api_key_deleted',
      userId: input.adminId,
      ipAddress: input.ipAddress,
      details: { provider: deleted.provider, keyName: deleted.apiKeyName, keyId: deleted.id },
      at: now,
    });
  });
  await announce(deps, input.id);
  return { message: API_KEY_DELETED_MESSAGE };
}
