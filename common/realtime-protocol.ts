// No zod here: the browser's signed-in layout keeps its event stream with these without loading zod, which only
// forms need (decision 090). realtime.ts re-exports them for everyone else.

/** What can change under an open screen. Each topic maps to query keys the browser invalidates. */
export const REALTIME_TOPICS = [
  'notifications',
  'user_notifications',
  'upcoming_exams',
  'profiles',
  'payments',
  'user_progress',
  'student_activity',
  'notes',
  'mcqs',
  'mock_tests',
  'past_papers',
  'formulas',
  'subjects',
  'users',
  'admin_activities',
  'payment_gateways',
  'subscription_plans',
  'settings',
  'maintenance',
  'policies',
  'referrals',
  'api_keys',
  /** A student's tutor conversations and usage; everyone's when the AI providers change. */
  'tutor',
] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

/** Reconnect delays after an event stream drops (seed 000 section 9). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const;
export const HEARTBEAT_INTERVAL_MS = 25_000;
/** A stream silent for a heartbeat interval plus this long is presumed dead and reopened. */
export const HEARTBEAT_TIMEOUT_MS = 10_000;

/** GET /api/events sends topic messages as unnamed events and these two as named ones. */
export const STREAM_EVENTS = {
  /** Events may have been missed (the server's database connection came back): refetch what is on screen. */
  resync: 'resync',
  /** Sent every HEARTBEAT_INTERVAL_MS so the browser can tell a live stream from a silently dead one. */
  heartbeat: 'heartbeat',
} as const;
