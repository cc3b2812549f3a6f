import { randomBytes } from 'node:crypto';
import { DEFAULT_AI_PROVIDERS, type AiProviderName, type AiProviderSettings } from '@common/ai-providers';
import { apiKeys, systemSettings } from '../db/schema';
import { createSecretBox } from '../platform/crypto';
import { readAiProviderSettings, toStored } from '../features/settings/ai-settings';
import type { TestApp } from './app';

/**
 * Gives a provider an active API key (sealed as the API Keys tab stores it) and enables it in the AI provider
 * settings, as an admin would; returns the key in clear for checks.
 */
export async function configureAiProvider(
  t: TestApp,
  provider: AiProviderName,
  options: Partial<AiProviderSettings> & { apiKey?: string } = {},
) {
  const { apiKey = `sk-test-${randomBytes(12).toString('hex')}`, ...overrides } = options;
  await t.db.insert(apiKeys).values({
    provider,
    apiKeyName: `${provider} test key`,
    apiKeyEncrypted: createSecretBox(t.config.appSecret).seal(apiKey),
    lastFour: apiKey.slice(-4),
    isActive: true,
  });
  const { settings } = await readAiProviderSettings(t);
  const value = toStored({ ...settings, [provider]: { ...DEFAULT_AI_PROVIDERS[provider], enabled: true, ...overrides } });
  await t.db
    .insert(systemSettings)
    .values({ settingKey: 'ai_providers', settingValue: value })
    .onConflictDoUpdate({ target: systemSettings.settingKey, set: { settingValue: value } });
  return { apiKey };
}
