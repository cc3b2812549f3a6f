import { z } from 'zod';
import { ContentClassSchema, DifficultySchema, PLAN_NAMES, ROLES, STUDENT_CLASSES } from './academics';
import { ACTIVITY_TYPES } from './progress';

/** Seed 001 section 9 and section 5: the admin's lists and windows. */
export const ADMIN_RECENT_ACTIVITY_LIMIT = 10;
export const STUDENT_ACTIVITY_LIMIT = 50;
/** The dashboard-content page lists the next exams students will see (seed 001 section 7: limit 5). */
export const DASHBOARD_CONTENT_EXAM_LIMIT = 5;
/** Assigning premium lasts this long; New This Month and Active Students look back this far. */
export const PREMIUM_ASSIGNMENT_DAYS = 30;
export const NEW_USER_WINDOW_DAYS = 30;
export const ACTIVE_STUDENT_WINDOW_DAYS = 30;

export const FILL_IN_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role';
export const OWN_ACCOUNT_DELETE_MESSAGE = 'You cannot delete your own account here. Use your profile page.';
export const LAST_ADMIN_ROLE_MESSAGE = 'At least one admin must remain';

// ---- Dashboard ----

/** A stat card: its value now, the same figure a month earlier, and the change by the spec's rule (percentChange). */
export const StatFigureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  change: z.number(),
});
export type StatFigure = z.infer<typeof StatFigureSchema>;

export const AdminDashboardStatsSchema = z.object({
  totalUsers: StatFigureSchema,
  activeStudents: StatFigureSchema,
  /** Successful payments in this Nepal calendar month, in paisa (last month's in `previous`). */
  monthlyRevenuePaisa: StatFigureSchema,
  testsCompleted: StatFigureSchema,
  content: z.object({
    notes: z.number().int(),
    mcqs: z.number().int(),
    mockTests: z.number().int(),
    pastPapers: z.number().int(),
  }),
});
export type AdminDashboardStats = z.infer<typeof AdminDashboardStatsSchema>;

export const SYSTEM_ALERT_CODES = [
  'maintenance_on',
  'gateway_without_secret',
  'gateway_test_credentials',
  'payment_verification_failures',
  'account_lockouts',
  'storage_unreachable',
] as const;
export type SystemAlertCode = (typeof SYSTEM_ALERT_CODES)[number];

/** A condition an admin should know of, measured now; the web words it from the code and its values. */
export const SystemAlertSchema = z.object({
  code: z.enum(SYSTEM_ALERT_CODES),
  severity: z.enum(['info', 'warning', 'error']),
  /** The gateway concerned (gateway alerts). */
  gateway: z.string().optional(),
  /** The environment variable that would fix it (gateway alerts). */
  variable: z.string().optional(),
  /** How many events in the last 24 hours (payment and lockout alerts). */
  count: z.number().int().optional(),
});
export type SystemAlert = z.infer<typeof SystemAlertSchema>;

/** One app instance's figures, as it last wrote them (or measured now, for the instance answering). */
export const InstanceFiguresSchema = z.object({
  instanceId: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  isCurrent: z.boolean(),
  reportedAt: z.iso.datetime(),
  uptimeSeconds: z.number().int().nonnegative(),
  /** Share of the last interval the event loop was busy, 0-100. */
  eventLoopUtilization: z.number(),
  /** Event-loop delay over the last interval: median and 99th percentile in ms. */
  eventLoopDelayMs: z.object({ p50: z.number(), p99: z.number() }),
  memory: z.object({ rssBytes: z.number().int(), heapUsedBytes: z.number().int() }),
  /** API responses in the last minute. */
  requests: z.number().int().nonnegative(),
  responseMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
  realtimeConnections: z.number().int().nonnegative(),
});
export type InstanceFigures = z.infer<typeof InstanceFiguresSchema>;

/** System Performance: every live instance's figures and their sum or worst, as the cards show them. */
export const SystemPerformanceSchema = z.object({
  measuredAt: z.iso.datetime(),
  instances: z.array(InstanceFiguresSchema),
  /** The busiest instance's event-loop utilization, 0-100 ("server load"). */
  serverLoad: z.number(),
  /** The worst instance's event-loop delay p99, in ms. */
  eventLoopDelayMs: z.number(),
  memoryRssBytes: z.number().int(),
  /** The longest-running instance's uptime. */
  uptimeSeconds: z.number().int(),
  /** Over every instance's API responses in the last minute; null with none. */
  responseMs: z.object({ p50: z.number().nullable(), p95: z.number().nullable() }),
  requestsLastMinute: z.number().int(),
  /** Open realtime connections across instances. */
  activeUsers: z.number().int(),
});
export type SystemPerformance = z.infer<typeof SystemPerformanceSchema>;

/** The System Alerts and resource panel, refreshed every 5 s. */
export const SystemMonitorSchema = z.object({
  checkedAt: z.iso.datetime(),
  alerts: z.array(SystemAlertSchema),
  performance: SystemPerformanceSchema,
});
export type SystemMonitor = z.infer<typeof SystemMonitorSchema>;

// ---- Admin recent activities (admin_recent_activities) ----

/** The subject choices of the dashboard's add form (seed 001 section 5). */
export const ADMIN_ACTIVITY_SUBJECTS = ['New User', 'Payment', 'Content', 'System', 'Issue', 'Maintenance'] as const;

const requiredText = (max: number) =>
  z.string({ error: FILL_IN_REQUIRED_MESSAGE }).trim().min(1, FILL_IN_REQUIRED_MESSAGE).max(max, `At most ${max} characters`);
// An empty optional box means "none".
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const AdminRecentActivitySchema = z.object({
  id: z.string(),
  subject: z.string(),
  activityDescription: z.string(),
  timeAgo: z.string().nullable(),
  scorePercentage: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  createdByName: z.string().nullable(),
});
export type AdminRecentActivity = z.infer<typeof AdminRecentActivitySchema>;

/**
 * POST /api/admin/recent-activities: subject and description required after trimming ('Please fill in all
 * required fields'); time-ago free text; score 0-100 optional.
 */
export const CreateRecentActivityBody = z.strictObject({
  subject: requiredText(100),
  activityDescription: requiredText(500),
  timeAgo: optionalText(50),
  scorePercentage: z.number().int('Score must be a whole number').min(0, 'Score must be between 0 and 100').max(100, 'Score must be between 0 and 100').nullish(),
});
export type CreateRecentActivityBody = z.output<typeof CreateRecentActivityBody>;

export const RecentActivitiesQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(ADMIN_RECENT_ACTIVITY_LIMIT) });

// ---- Student activities (read-only) ----

export const AdminStudentActivitySchema = z.object({
  id: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  contentTitle: z.string(),
  subjectName: z.string().nullable(),
  progressPercentage: z.number().int().nullable(),
  completedAt: z.iso.datetime(),
});
export type AdminStudentActivity = z.infer<typeof AdminStudentActivitySchema>;

// ---- Upcoming exams ----

export const AdminUpcomingExamSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  examDate: z.iso.date(),
  difficulty: DifficultySchema,
  class: ContentClassSchema,
  subjectId: z.string().nullable(),
  subjectName: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminUpcomingExam = z.infer<typeof AdminUpcomingExamSchema>;

/** `all`: every exam, the activity page's list; `upcoming`: active exams from today on, as students see them. */
export const AdminExamsQuery = z.object({
  status: z.enum(['all', 'upcoming']).default('all'),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type AdminExamsQuery = z.output<typeof AdminExamsQuery>;

export const EXAM_TITLE_REQUIRED = 'Exam title is required';
export const EXAM_DATE_REQUIRED = 'Exam date is required';

/**
 * POST /api/admin/upcoming-exams (seed 001 section 5): title and date required; description, difficulty
 * (default Medium), class (default 12) and subject optional; active unless told otherwise.
 */
export const CreateUpcomingExamBody = z.strictObject({
  title: z.string({ error: EXAM_TITLE_REQUIRED }).trim().min(1, EXAM_TITLE_REQUIRED).max(200, 'At most 200 characters'),
  description: optionalText(1000),
  examDate: z.iso.date({ error: EXAM_DATE_REQUIRED }),
  difficulty: DifficultySchema.default('Medium'),
  class: ContentClassSchema.default('12'),
  subjectId: z.uuid('Not a valid subject').nullish().transform((value) => value ?? null),
  isActive: z.boolean().default(true),
});
export type CreateUpcomingExamBody = z.output<typeof CreateUpcomingExamBody>;

/** PATCH /api/admin/upcoming-exams/:id: the dashboard-content page's soft delete (and undoing it). */
export const UpdateUpcomingExamBody = z.strictObject({ isActive: z.boolean() });

export const ExamSubjectSchema = z.object({ id: z.string(), name: z.string(), class: ContentClassSchema });
export type ExamSubject = z.infer<typeof ExamSubjectSchema>;

// ---- Users ----

export const USER_SORT_COLUMNS = ['name', 'email', 'role', 'class', 'school', 'subscription', 'joined'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export const USER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const USER_PAGE_SIZE_MAX = 100;

/** GET /api/admin/users: search by name or email, filter by role, sort by a listed column, a page at a time. */
export const AdminUsersQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Search is at most 100 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  role: z.enum(ROLES).optional(),
  sort: z.enum(USER_SORT_COLUMNS).default('joined'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1, 'Page starts at 1').max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(USER_PAGE_SIZE_MAX, `At most ${USER_PAGE_SIZE_MAX} users a page`).default(20),
});
export type AdminUsersQuery = z.output<typeof AdminUsersQuery>;

export const AdminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  class: z.enum(STUDENT_CLASSES).nullable(),
  faculty: z.string().nullable(),
  school: z.string().nullable(),
  subscriptionPlan: z.enum(PLAN_NAMES),
  subscriptionExpiresAt: z.iso.datetime().nullable(),
  /** Plan premium with an expiry still ahead. */
  isPremium: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersResponse = z.object({
  users: z.array(AdminUserSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

/** GET /api/admin/users/total: how many users the search and role filter match, for the pager (counted once per filter). */
export const AdminUsersFilter = AdminUsersQuery.pick({ search: true, role: true });
export type AdminUsersFilter = z.output<typeof AdminUsersFilter>;
export const AdminUsersTotal = z.object({ total: z.number().int() });
export type AdminUsersTotal = z.infer<typeof AdminUsersTotal>;

/** The count cards: Students, Admins, Premium Users (active), New This Month (created in the last 30 days). */
export const AdminUserCountsSchema = z.object({
  students: z.number().int(),
  admins: z.number().int(),
  premiumUsers: z.number().int(),
  newThisMonth: z.number().int(),
});
export type AdminUserCounts = z.infer<typeof AdminUserCountsSchema>;

export const UserParams = z.object({ id: z.uuid('Not a valid user id') });
export const UpdateUserRoleBody = z.strictObject({ role: z.enum(ROLES, { error: 'Role must be student or admin' }) });
export type UpdateUserRoleBody = z.infer<typeof UpdateUserRoleBody>;
export const UpdateUserSubscriptionBody = z.strictObject({ plan: z.enum(PLAN_NAMES, { error: 'Plan must be free or premium' }) });
export type UpdateUserSubscriptionBody = z.infer<typeof UpdateUserSubscriptionBody>;
