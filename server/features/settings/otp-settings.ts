import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_OTP_SETTINGS, OtpSettingsSchema, type OtpSettings, type OtpSettingsResponse } from '@common/otp';
import { systemSettings } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { saveAdminSetting } from './admin-setting';

export const OTP_SETTINGS_KEY = 'otp_configuration';

/** The row as seed 001 names its fields (snake case), so the stored value reads like the spec. */
const StoredOtpSettings = z.object({
  enable_email_otp: z.boolean(),
  enable_phone_otp: z.boolean(),
  otp_exp: z.number(),
  otp_length: z.number(),
  max_attempts: z.number(),
  enable_mfa: z.boolean(),
});

function toStored(settings: OtpSettings): z.infer<typeof StoredOtpSettings> {
  return {
    enable_email_otp: settings.enableEmailOtp,
    enable_phone_otp: settings.enablePhoneOtp,
    otp_exp: settings.otpExpirySeconds,
    otp_length: settings.otpLength,
    max_attempts: settings.maxAttempts,
    enable_mfa: settings.enableMfa,
  };
}

function fromStored(value: unknown): OtpSettings {
  const stored = StoredOtpSettings.safeParse(value);
  if (!stored.success) return DEFAULT_OTP_SETTINGS;
  const parsed = OtpSettingsSchema.safeParse({
    enableEmailOtp: stored.data.enable_email_otp,
    enablePhoneOtp: stored.data.enable_phone_otp,
    otpExpirySeconds: stored.data.otp_exp,
    otpLength: stored.data.otp_length,
    maxAttempts: stored.data.max_attempts,
    enableMfa: stored.data.enable_mfa,
  });
  return parsed.success ? parsed.data : DEFAULT_OTP_SETTINGS;
}

/** The OTP and MFA settings with their update time; the defaults of seed 001 when none were saved (or unreadable). */
export async function readOtpSettingsRow({ db }: Deps<'db'>): Promise<{ settings: OtpSettings; updatedAt: Date | null }> {
  const [row] = await db
    .select({ value: systemSettings.settingValue, updatedAt: systemSettings.updatedAt })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, OTP_SETTINGS_KEY));
  return row ? { settings: fromStored(row.value), updatedAt: row.updatedAt } : { settings: DEFAULT_OTP_SETTINGS, updatedAt: null };
}

/** The OTP and MFA settings that sign-up and sign-in follow. */
export async function readOtpSettings(deps: Deps<'db'>): Promise<OtpSettings> {
  return (await readOtpSettingsRow(deps)).settings;
}

export async function getOtpSettings(deps: Deps<'db'>): Promise<OtpSettingsResponse> {
  const { settings, updatedAt } = await readOtpSettingsRow(deps);
  return { settings, updatedAt: updatedAt?.toISOString() ?? null };
}

/**
 * Saves the settings and records the otp_settings_updated security event (seed 001 section 7: settings_updated and
 * admin_id) in one transaction; open admin screens refetch after commit.
 */
export async function updateOtpSettings(
  deps: Deps<'db' | 'clock' | 'events'>,
  input: { settings: OtpSettings; adminId: string; ipAddress: string },
): Promise<OtpSettingsResponse> {
  const { clock, events } = deps;
  const now = clock.now();
  const value = toStored(input.settings);
  await saveAdminSetting(deps, {
    key: OTP_SETTINGS_KEY,
    value,
    description: 'OTP and MFA configuration',
    adminId: input.adminId,
    ipAddress: input.ipAddress,
    at: now,
    event: { type: 'otp_settings_updated', details: { settings_updated: value, admin_id: input.adminId } },
  });
  await events.publish({ topic: 'settings', ids: [OTP_SETTINGS_KEY], audience: { kind: 'admins' } });
  return { settings: input.settings, updatedAt: now.toISOString() };
}
