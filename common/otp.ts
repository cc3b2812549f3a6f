import { z } from 'zod';
import { SessionUserSchema } from './auth';

/** Expiry choices of the OTP settings, in seconds (seed 001 section 5); 180 is the recommended one. */
export const OTP_EXPIRY_OPTIONS = [180, 300, 600, 900] as const;
export const RECOMMENDED_OTP_EXPIRY = 180;
/** Code length choices; 6 is the recommended one. */
export const OTP_LENGTH_OPTIONS = [4, 6, 8] as const;
export const RECOMMENDED_OTP_LENGTH = 6;
export const MIN_OTP_MAX_ATTEMPTS = 3;
export const MAX_OTP_MAX_ATTEMPTS = 10;

export const OTP_SETTINGS_UPDATED_MESSAGE = 'OTP settings updated successfully';
export const OTP_SETTINGS_FAILED_MESSAGE = 'Failed to update OTP settings';

/** system_settings otp_configuration, as the API speaks it. */
export const OtpSettingsSchema = z.strictObject({
  enableEmailOtp: z.boolean(),
  enablePhoneOtp: z.boolean(),
  otpExpirySeconds: z.union(OTP_EXPIRY_OPTIONS.map((seconds) => z.literal(seconds)), { error: 'Expiry must be 180, 300, 600 or 900 seconds' }),
  otpLength: z.union(OTP_LENGTH_OPTIONS.map((length) => z.literal(length)), { error: 'Code length must be 4, 6 or 8 digits' }),
  maxAttempts: z
    .number({ error: 'Max attempts must be a number' })
    .int('Max attempts must be a whole number')
    .min(MIN_OTP_MAX_ATTEMPTS, `Max attempts must be at least ${MIN_OTP_MAX_ATTEMPTS}`)
    .max(MAX_OTP_MAX_ATTEMPTS, `Max attempts must be at most ${MAX_OTP_MAX_ATTEMPTS}`),
  enableMfa: z.boolean(),
});
export type OtpSettings = z.infer<typeof OtpSettingsSchema>;

/** The defaults of seed 001 section 9: email OTP on, phone OTP off, 300 s, 6 digits, 5 attempts, MFA off. */
export const DEFAULT_OTP_SETTINGS: OtpSettings = {
  enableEmailOtp: true,
  enablePhoneOtp: false,
  otpExpirySeconds: 300,
  otpLength: 6,
  maxAttempts: 5,
  enableMfa: false,
};

/** A new code may be asked for this long after the previous one was sent. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०-९, U+0966-U+096F) as ASCII digits, spaces and dashes dropped: what a student types is a code. */
export function normalizeCodeInput(input: string): string {
  return input
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/[\s-]/g, '');
}

export const INVALID_OTP_CODE_MESSAGE = 'Enter the code we sent you (digits only)';

/** A typed OTP code: Devanagari digits accepted; the length is checked against the settings on the server. */
export const OtpCodeSchema = z
  .string()
  .max(32)
  .transform(normalizeCodeInput)
  .pipe(z.string().regex(/^\d{4,8}$/, INVALID_OTP_CODE_MESSAGE));

export const VERIFICATION_STEPS = ['email', 'phone', 'mfa', 'mfa_enrolment'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

/**
 * What a sign-up or sign-in still waits for (the answer 202 of sign-up, sign-in and each code). `destination` is the
 * masked address or number the code went to; `resendAvailableAt` is when a new code may be asked for.
 */
export const VerificationStateSchema = z.object({
  status: z.literal('verification_required'),
  purpose: z.enum(['signup', 'signin']),
  step: z.enum(VERIFICATION_STEPS),
  destination: z.string().nullable(),
  codeLength: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  resendAvailableAt: z.iso.datetime().nullable(),
});
export type VerificationState = z.infer<typeof VerificationStateSchema>;

/** Every step of a sign-up is done: the account signs in next. */
export const VerificationDoneSchema = z.object({ status: z.literal('verified') });

/** The new account, and with email (or phone) OTP on, the code step it waits at (the code is on its way). */
export const SignupResponse = z.object({ id: z.string(), email: z.string(), verification: VerificationStateSchema.nullable() });
export type SignupResponse = z.infer<typeof SignupResponse>;

/** The last code of a sign-in was right: the session started; a first authenticator also brings its recovery codes. */
export const VerifiedSignInSchema = z.object({ status: z.literal('signed_in'), user: SessionUserSchema, recoveryCodes: z.array(z.string()).nullable() });
export type VerifiedSignIn = z.infer<typeof VerifiedSignInSchema>;

/** POST /api/auth/verification/code. The code of the current step (an OTP, a TOTP code or a recovery code). */
export const VerificationCodeBody = z.strictObject({
  code: z
    .string()
    .max(32)
    .transform(normalizeCodeInput)
    .pipe(z.string().min(1, INVALID_OTP_CODE_MESSAGE)),
});
export type VerificationCodeBody = z.input<typeof VerificationCodeBody>;

/** `a•••@example.com`: enough for the student to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'•'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

/** `+977 98•••••678` */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+977/, '');
  return `+977 ${digits.slice(0, 2)}${'•'.repeat(Math.max(digits.length - 5, 0))}${digits.slice(-3)}`;
}

export const OTP_CHANNEL_NAMES = ['email', 'phone'] as const;
export const OTP_STATUS_NAMES = ['pending', 'verified', 'expired', 'failed'] as const;

/** The Statistics tab: counted from the otp_requests rows. */
export const OtpStatisticsSchema = z.object({
  totalSent: z.number().int(),
  successfulVerifications: z.number().int(),
  failedVerifications: z.number().int(),
  pendingVerifications: z.number().int(),
});
export type OtpStatistics = z.infer<typeof OtpStatisticsSchema>;

/** One row of the Recent OTPs tab: a pending code past its expiry shows as expired. */
export const RecentOtpSchema = z.object({
  id: z.string(),
  destination: z.string().nullable(),
  type: z.enum(OTP_CHANNEL_NAMES),
  status: z.enum(OTP_STATUS_NAMES),
  createdAt: z.iso.datetime(),
});
export type RecentOtp = z.infer<typeof RecentOtpSchema>;
export const RecentOtpsResponse = z.object({ items: z.array(RecentOtpSchema) });
export type RecentOtpsResponse = z.infer<typeof RecentOtpsResponse>;

export const OtpSettingsResponse = z.object({ settings: OtpSettingsSchema, updatedAt: z.iso.datetime().nullable() });
export type OtpSettingsResponse = z.infer<typeof OtpSettingsResponse>;
