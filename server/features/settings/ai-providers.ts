import { desc, eq } from 'drizzle-orm';
import {
  AI_PROVIDER_NAMES,
  type AiProviderName,
  type AiProvidersResponse,
  type AiProvidersSetting,
  type AiProviderTestResult,
} from '@common/ai-providers';
import { apiKeys } from '../../db/schema';
import { providerBaseUrl, ProviderError, streamProviderAnswer } from '../../platform/ai';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';
import { saveAdminSetting } from './admin-setting';
import { AI_PROVIDERS_KEY, readAiProviderSettings, toStored } from './ai-settings';
import { findActiveApiKey } from './service';

async function describeKeys({ db }: Deps<'db'>): Promise<AiProvidersResponse['keys']> {
  const rows = await db
    .select({ provider: apiKeys.provider, lastFour: apiKeys.lastFour })
    .from(apiKeys)
    .where(eq(apiKeys.isActive, true))
    .orderBy(desc(apiKeys.createdAt));
  return Object.fromEntries(
    AI_PROVIDER_NAMES.map((provider) => {
      const newest = rows.find((row) => row.provider === provider);
      return [provider, { hasActiveKey: !!newest, lastFour: newest?.lastFour ?? null }];
    }),
  ) as AiProvidersResponse['keys'];
}

/** The AI Providers tab: each provider's switch, model and max_tokens, and whether it has an active key. */
export async function getAiProviders({ db }: Deps<'db'>): Promise<AiProvidersResponse> {
  const { settings, updatedAt } = await readAiProviderSettings({ db });
  return { settings, keys: await describeKeys({ db }), updatedAt: updatedAt?.toISOString() ?? null };
}

/** Saves every provider's settings, logs an ai_settings_updated security event, and tells open admin screens. */
export async function updateAiProviders(
  deps: Deps<'db' | 'clock' | 'events'>,
  input: { settings: AiProvidersSetting; adminId: string; ipAddress: string },
): Promise<AiProvidersResponse> {
  const { clock, events } = deps;
  const now = clock.now();
  const value = toStored(input.settings);
  await saveAdminSetting(deps, {
    key: AI_PROVIDERS_KEY,
    value,
    description: 'AI tutor providers: enabled, model, max_tokens',
    adminId: input.adminId,
    ipAddress: input.ipAddress,
    at: now,
    event: {
      type: 'ai_settings_updated',
      details: { settingsUpdated: AI_PROVIDERS_KEY, enabled: AI_PROVIDER_NAMES.filter((provider) => input.settings[provider].enabled), adminId: input.adminId },
    },
  });
  await events.publish({ topic: 'settings', ids: [AI_PROVIDERS_KEY], audience: { kind: 'admins' } });
  // Open tutor pages learn whether an AI provider now answers.
  await events.publish({ topic: 'tutor', ids: [], audience: { kind: 'everyone' } });
  return getAiProviders(deps);
}

const TEST_SYSTEM = 'You are checking that an API connection works. Answer in one short sentence.';
const TEST_QUESTION = 'Say hello to the Pariksha admin and name the model you are.';

/**
 * Test AI APIs: one real short call to the provider with its active key and the saved model and max_tokens,
 * timed; the reply, or the provider's own error. Needs an active key (the test is about the configured provider).
 */
export async function testAiProvider(deps: Deps<'db' | 'secrets' | 'config'>, provider: AiProviderName): Promise<AiProviderTestResult> {
  const apiKey = await findActiveApiKey(deps, provider);
  if (!apiKey) throw new AppError('no_api_key', `Add an active ${provider} API key before testing it.`, 409);
  const { settings } = await readAiProviderSettings(deps);
  const { model, maxTokens } = settings[provider];
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  let reply = '';
  try {
    for await (const text of streamProviderAnswer({
      provider,
      baseUrl: providerBaseUrl(deps.config, provider),
      apiKey,
      model,
      maxTokens,
      system: TEST_SYSTEM,
      messages: [{ role: 'user', content: TEST_QUESTION }],
      timeoutMs: deps.config.AI_TIMEOUT_MS,
    })) {
      reply += text;
    }
    return { provider, model, ok: true, latencyMs: elapsed(), reply: reply.trim().slice(0, 1000), error: null, status: null };
  } catch (error) {
    const failure = error instanceof ProviderError ? error : new ProviderError('network', (error as Error).message);
    return { provider, model, ok: false, latencyMs: elapsed(), reply: null, error: failure.message, status: failure.status };
  }
}
