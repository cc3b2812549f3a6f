import type { Deps } from './app-types';
import { securityEvents } from '../db/schema';

/** Event types written to security_events and read by the admin security logs. */
type SecurityEventType =
  | 'failed_login'
  | 'account_locked'
  | 'account_unlock_requested'
  | 'account_unlocked'
  | 'admin_login_denied'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'account_deleted'
  | 'maintenance_mode_updated'
  | (string & {});

type SecurityEventInput = {
  eventType: SecurityEventType;
  userId?: string | null;
  email?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
  at: Date;
};

/** Appends one row to the security log (failed logins, lockouts, password resets, settings changes…). */
export async function recordSecurityEvent({ db }: Deps<'db'>, event: SecurityEventInput) {
  await db.insert(securityEvents).values({
    eventType: event.eventType,
    userId: event.userId ?? null,
    email: event.email ?? null,
    ipAddress: event.ipAddress ?? null,
    details: { ...event.details, timestamp: event.at.toISOString() },
    createdAt: event.at,
  });
}
