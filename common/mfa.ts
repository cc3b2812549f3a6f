import { z } from 'zod';
import { normalizeCodeInput } from './otp';

/** RFC 6238 as authenticator apps use it: 6 digits, a 30-second step, HMAC-SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A verified code keeps the API management gate open this long, for the session it was entered in (seed 001 section 9). */
export const MFA_GATE_MINUTES = 30;
export const RECOVERY_CODE_COUNT = 10;

export const MFA_VERIFIED_MESSAGE = 'MFA verification completed successfully';
export const MFA_FAILED_MESSAGE = 'MFA verification failed';
export const MFA_INVALID_CODE_MESSAGE = 'Please enter a valid 6-digit verification code';
export const MFA_REQUIRED_MESSAGE = 'MFA verification required for API key operations';

const TOTP_CODE = /^\d{6}$/;
/** Recovery codes are 8 characters from an alphabet without look-alikes, shown as XXXX-XXXX. */
const RECOVERY_CODE = /^[A-Z2-9]{8}$/;

export const isTotpCode = (code: string) => TOTP_CODE.test(code);
export const isRecoveryCode = (code: string) => RECOVERY_CODE.test(code);

/** A code typed at the MFA gate or an admin sign-in: 6 digits (Devanagari accepted), or a recovery code. */
export const MfaCodeBody = z.strictObject({
  code: z
    .string({ error: MFA_INVALID_CODE_MESSAGE })
    .max(32, MFA_INVALID_CODE_MESSAGE)
    .transform((code) => normalizeCodeInput(code).toUpperCase())
    .refine((code) => isTotpCode(code) || isRecoveryCode(code), MFA_INVALID_CODE_MESSAGE),
});
export type MfaCodeBody = z.input<typeof MfaCodeBody>;

/** GET /api/admin/mfa: whether this admin has an authenticator, and until when this session's gate is open. */
export const MfaStatusSchema = z.object({
  enrolled: z.boolean(),
  verifiedUntil: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

/** An enrolment waiting for its first code: the secret as text, the otpauth:// link and its QR code as SVG. */
export const TotpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;

/** The answer to a confirmed enrolment: the recovery codes, shown this once. */
export const TotpEnrolmentConfirmedSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
  verifiedUntil: z.iso.datetime(),
});
export type TotpEnrolmentConfirmed = z.infer<typeof TotpEnrolmentConfirmedSchema>;

export const MfaVerifiedSchema = z.object({ message: z.string(), verifiedUntil: z.iso.datetime() });
export type MfaVerified = z.infer<typeof MfaVerifiedSchema>;

/** Recovery codes are read more easily in two groups. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
