import { z } from 'zod';

/** The event types the app records, in the order the Security Logs filter lists them. */
export const SECURITY_EVENT_TYPES = [
  'failed_login',
  'account_locked',
  'admin_login_denied',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'account_deleted',
  'role_changed',
  'subscription_changed',
  'maintenance_mode_updated',
  'otp_settings_updated',
  'ai_settings_updated',
  'api_key_added',
  'api_key_updated',
  'api_key_deleted',
  'payment_verification_failed',
  'mfa_enrolled',
  'mfa_failed',
  'mfa_rate_limited',
  'mfa_recovery_code_used',
  'otp_verification_failed',
  'otp_rate_limited',
] as const;

export const SECURITY_LOG_PAGE_SIZE = 25;

/** GET /api/admin/security-events: filters by type, user (email or name, in part) and Nepal calendar days. */
export const SecurityLogQuery = z
  .strictObject({
    type: z.string().trim().max(64).regex(/^[a-z_]*$/, 'Unknown event type').optional(),
    user: z.string().trim().max(254).optional(),
    from: z.iso.date('From must be a date (YYYY-MM-DD)').optional(),
    to: z.iso.date('To must be a date (YYYY-MM-DD)').optional(),
    cursor: z.string().max(100).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'The end date must not be before the start date' });
export type SecurityLogQuery = z.infer<typeof SecurityLogQuery>;

export const SecurityEventSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  userName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;

export const SecurityLogPage = z.object({ events: z.array(SecurityEventSchema), nextCursor: z.string().nullable() });
export type SecurityLogPage = z.infer<typeof SecurityLogPage>;
