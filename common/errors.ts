/**
 * Every code the API answers an error with (`{"error":{"code","message"}}`). The server's AppError accepts only these,
 * and the web shows each in the reader's language (locale namespace `errors`: codes.<code>, decisions 077, 091): a new code is
 * added here and translated in both locales, or the type check and the web's translation test fail. A refusal a screen
 * words on its own gets a code of its own, so the web never needs to read the English sentence.
 */
export const ERROR_CODES = [
  // Requests the server could not read or accept.
  'bad_request',
  'validation_error',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
  'csrf_failed',
  'not_found',
  'conflict',
  'rate_limited',
  'too_many_streams',
  'internal_error',
  'unavailable',
  'bad_gateway',
  'maintenance',
  'storage_unavailable',
  // Signing in and accounts.
  'unauthorized',
  'forbidden',
  'admin_only',
  'invalid_credentials',
  'invalid_captcha',
  'captcha_rate_limited',
  'reset_rate_limited',
  'unlock_rate_limited',
  'password_check_rate_limited',
  'account_locked',
  'email_taken',
  'invalid_password',
  'faculty_requires_class_12',
  'invalid_reset_token',
  'invalid_unlock_token',
  'last_admin',
  'class_required',
  'verification_expired',
  'resend_cooldown',
  'otp_missing',
  'otp_expired',
  'otp_invalid',
  'otp_voided',
  'mfa_required',
  'mfa_failed',
  'mfa_invalid_code',
  'mfa_not_enrolled',
  // Studying.
  'premium_required',
  'quota_exceeded',
  'no_questions',
  'no_cards_due',
  'deadline_passed',
  'attempt_submitted',
  'ai_access_required',
  // Payments, referrals and settings.
  'premium_active',
  'payment_failed',
  'gateway_unavailable',
  'already_registered',
  'self_invite',
  'no_api_key',
  // Content administration.
  'invalid_file',
  'invalid_formula',
  'import_invalid',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
