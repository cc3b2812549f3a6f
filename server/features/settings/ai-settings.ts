import { eq } from 'drizzle-orm';
import { AI_PROVIDER_NAMES, AiProviderSettingsSchema, DEFAULT_AI_PROVIDERS, type AiProvidersSetting } from '@common/ai-providers';
import type { Deps } from '../../platform/app-types';
import { systemSettings } from '../../db/schema';

export const AI_PROVIDERS_KEY = 'ai_providers';

/** How seed 001 stores each provider: enabled, model, max_tokens. */
type StoredProvider = { enabled?: unknown; model?: unknown; max_tokens?: unknown };

/** Reads the stored setting; a missing or unreadable provider entry takes the defaults. */
function fromStored(value: Record<string, unknown> | undefined): AiProvidersSetting {
  const setting = { ...DEFAULT_AI_PROVIDERS };
  for (const provider of AI_PROVIDER_NAMES) {
    const stored = value?.[provider] as StoredProvider | undefined;
    const parsed = AiProviderSettingsSchema.safeParse({ enabled: stored?.enabled, model: stored?.model, maxTokens: stored?.max_tokens });
    if (parsed.success) setting[provider] = parsed.data;
  }
  return setting;
}

export const toStored = (setting: AiProvidersSetting) =>
  Object.fromEntries(
    AI_PROVIDER_NAMES.map((provider) => {
      const { enabled, model, maxTokens } = setting[provider];
      return [provider, { enabled, model, max_tokens: maxTokens }];
    }),
  );

/** The AI provider settings (defaults until an admin saves them) and when they were last saved. */
export async function readAiProviderSettings({ db }: Deps<'db'>): Promise<{ settings: AiProvidersSetting; updatedAt: Date | null }> {
  const [row] = await db
    .select({ value: systemSettings.settingValue, updatedAt: systemSettings.updatedAt })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, AI_PROVIDERS_KEY));
  return { settings: fromStored(row?.value), updatedAt: row?.updatedAt ?? null };
}
