import { z } from 'zod';

export const DEFAULT_MAINTENANCE_MESSAGE = 'System is under maintenance. Please check back later.';

/** system_settings maintenance_mode: while enabled, every non-admin sees the maintenance screen. */
export const MaintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  message: z.string(),
});
export type MaintenanceSetting = z.infer<typeof MaintenanceSettingSchema>;

/** PUT /api/admin/settings/maintenance. */
export const UpdateMaintenanceBody = z.strictObject({
  enabled: z.boolean(),
  message: z.string().trim().min(1, 'Maintenance message is required').max(500, 'Maintenance message must be at most 500 characters'),
});
export type UpdateMaintenanceBody = z.infer<typeof UpdateMaintenanceBody>;

/** The admin System Status card: measured when asked, nothing simulated. */
export const SystemStatusSchema = z.object({
  checkedAt: z.iso.datetime(),
  version: z.string(),
  environment: z.string(),
  nodeVersion: z.string(),
  startedAt: z.iso.datetime(),
  uptimeSeconds: z.number().int().nonnegative(),
  database: z.object({
    reachable: z.boolean(),
    /** Round trip of `select 1`, or null when the database did not answer. */
    latencyMs: z.number().nonnegative().nullable(),
  }),
  memory: z.object({ rssBytes: z.number().int(), heapUsedBytes: z.number().int() }),
  counts: z
    .object({ users: z.number().int(), admins: z.number().int(), activeSessions: z.number().int(), pendingEmails: z.number().int() })
    .nullable(),
  maintenance: MaintenanceSettingSchema,
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;
