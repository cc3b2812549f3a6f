import { z } from 'zod';

/** The AI providers the tutor can use, in the order it tries them. */
export const AI_PROVIDER_NAMES = ['openai', 'anthropic', 'gemini', 'perplexity'] as const;
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number];
export const AiProviderNameSchema = z.enum(AI_PROVIDER_NAMES);

/**
 * The models offered per provider (seed 001 section 9 for OpenAI and Anthropic; current defaults for Gemini and
 * Perplexity). The first is the default; the admin may type any other model name the provider accepts.
 */
export const AI_MODEL_SUGGESTIONS: Record<AiProviderName, readonly string[]> = {
  openai: ['gpt-5-2025-08-07', 'gpt-5-mini-2025-08-07', 'gpt-4.1-2025-04-14', 'gpt-4o-mini', 'gpt-4o'],
  anthropic: ['claude-3-haiku', 'claude-3-sonnet', 'claude-3-opus'],
  gemini: ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.0-flash'],
  perplexity: ['sonar', 'sonar-pro', 'sonar-reasoning'],
};

export const DEFAULT_AI_MAX_TOKENS = 1000;
export const MAX_AI_MAX_TOKENS = 32_000;

export const AiProviderSettingsSchema = z.object({
  enabled: z.boolean(),
  model: z
    .string()
    .trim()
    .min(1, 'Model is required')
    .max(100, 'Model must be at most 100 characters')
    .regex(/^[A-Za-z0-9._:/-]+$/, 'Model may contain only letters, digits and . _ : / -'),
  maxTokens: z
    .number({ error: 'Max tokens must be a number' })
    .int('Max tokens must be a whole number')
    .min(16, 'Max tokens must be at least 16')
    .max(MAX_AI_MAX_TOKENS, `Max tokens must be at most ${MAX_AI_MAX_TOKENS}`),
});
export type AiProviderSettings = z.infer<typeof AiProviderSettingsSchema>;

/** system_settings ai_providers, as the admin edits it: every provider's switch, model and max_tokens. */
export const AiProvidersSettingSchema = z.strictObject({
  openai: AiProviderSettingsSchema,
  anthropic: AiProviderSettingsSchema,
  gemini: AiProviderSettingsSchema,
  perplexity: AiProviderSettingsSchema,
});
export type AiProvidersSetting = z.infer<typeof AiProvidersSettingSchema>;

export const DEFAULT_AI_PROVIDERS: AiProvidersSetting = {
  openai: { enabled: false, model: AI_MODEL_SUGGESTIONS.openai[3]!, maxTokens: DEFAULT_AI_MAX_TOKENS },
  anthropic: { enabled: false, model: AI_MODEL_SUGGESTIONS.anthropic[0]!, maxTokens: DEFAULT_AI_MAX_TOKENS },
  gemini: { enabled: false, model: AI_MODEL_SUGGESTIONS.gemini[0]!, maxTokens: DEFAULT_AI_MAX_TOKENS },
  perplexity: { enabled: false, model: AI_MODEL_SUGGESTIONS.perplexity[0]!, maxTokens: DEFAULT_AI_MAX_TOKENS },
};

/** GET and PUT /api/admin/settings/ai-providers: the settings and whether each provider has an active key. */
export const AiProvidersResponse = z.object({
  settings: AiProvidersSettingSchema,
  keys: z.record(AiProviderNameSchema, z.object({ hasActiveKey: z.boolean(), lastFour: z.string().nullable() })),
  updatedAt: z.iso.datetime().nullable(),
});
export type AiProvidersResponse = z.infer<typeof AiProvidersResponse>;

export const AI_SETTINGS_UPDATED_MESSAGE = 'AI settings updated successfully';

/** POST /api/admin/settings/ai-providers/:provider/test: one real short call, timed. */
export const AiProviderTestResult = z.object({
  provider: AiProviderNameSchema,
  model: z.string(),
  ok: z.boolean(),
  latencyMs: z.number().int().nonnegative(),
  /** The provider's reply when ok. */
  reply: z.string().nullable(),
  /** The provider's own error message (or ours when it could not be reached) when not ok. */
  error: z.string().nullable(),
  status: z.number().int().nullable(),
});
export type AiProviderTestResult = z.infer<typeof AiProviderTestResult>;

export const AiProviderParams = z.object({ provider: AiProviderNameSchema });
