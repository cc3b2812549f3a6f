// The settings feature's public face (decision 020): what auth's sign-up and sign-in, and the AI features, call.
import { and, desc, eq } from 'drizzle-orm';
import { AI_PROVIDER_NAMES, type AiProviderName } from '@common/ai-providers';
import type { MaintenanceSetting } from '@common/settings';
import { apiKeys } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { readAiProviderSettings } from './ai-settings';
import { loadMaintenance } from './maintenance';

/** The OTP and MFA settings that sign-up and sign-in follow (seed 001's defaults when none were saved). */
export { readOtpSettings } from './otp-settings';
/** Verification codes by email or text message: sending (with cooldown and caps), checking (attempts, voiding). */
export { checkOtpCode, findLiveCode, sendOtpCode, type OtpChannel, type SentCode } from './otp-codes';
/** TOTP authenticators (RFC 6238) and recovery codes, shared by the API management gate and admin sign-in. */
export { confirmTotpEnrolment, hasConfirmedTotp, startTotpEnrolment, verifyTotpCode } from './totp';
/** The 30-minute MFA gate of a session, and the guard every key and provider operation sits behind. */
export { openMfaGate, requireMfaGate } from './mfa-gate';
// The prerendered public pages (decision 068) are sent only while maintenance is off.
export { readMaintenance } from './maintenance';

/**
 * The key a provider is called with: the newest active one, decrypted (AES-256-GCM under APP_SECRET). Null when
 * the provider has none. The clear key stays on the server: callers pass it to the provider and nowhere else.
 */
export async function findActiveApiKey({ db, secrets }: Deps<'db' | 'secrets'>, provider: AiProviderName): Promise<string | null> {
  const [row] = await db
    .select({ sealed: apiKeys.apiKeyEncrypted })
    .from(apiKeys)
    .where(and(eq(apiKeys.provider, provider), eq(apiKeys.isActive, true)))
    .orderBy(desc(apiKeys.createdAt))
    .limit(1);
  return row ? secrets.open(row.sealed) : null;
}

/** A provider the tutor may call: enabled by the admin and holding an active key. */
export type UsableAiProvider = { provider: AiProviderName; model: string; maxTokens: number; apiKey: string };

/** The providers the tutor tries, in order (OpenAI, Anthropic, Gemini, Perplexity): enabled ones with an active key. */
export async function listUsableAiProviders(deps: Deps<'db' | 'secrets'>): Promise<UsableAiProvider[]> {
  const { settings } = await readAiProviderSettings(deps);
  const usable: UsableAiProvider[] = [];
  for (const provider of AI_PROVIDER_NAMES) {
    const { enabled, model, maxTokens } = settings[provider];
    if (!enabled) continue;
    const apiKey = await findActiveApiKey(deps, provider);
    if (apiKey) usable.push({ provider, model, maxTokens, apiKey });
  }
  return usable;
}

/** The maintenance setting as stored now (the admin dashboard's alert); off when it cannot be read. */
export async function readMaintenanceSetting(deps: Deps<'db'>): Promise<MaintenanceSetting> {
  return loadMaintenance(deps);
}
