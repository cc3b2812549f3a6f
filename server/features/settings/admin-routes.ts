import { MaintenanceSettingSchema, SystemStatusSchema, UpdateMaintenanceBody } from '@common/settings';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { updateMaintenance } from './maintenance';
import { readSystemStatus } from './status';

/** Mounted under /api/admin behind the admin guard. */
export function registerSettingsAdminRoutes(app: AppInstance, deps: FeatureDeps) {
  app.put(
    '/settings/maintenance',
    {
      schema: {
        tags: ['settings'],
        summary: 'Turn maintenance mode on or off and set its message',
        body: UpdateMaintenanceBody,
        response: { 200: MaintenanceSettingSchema },
      },
    },
    async (request) =>
      updateMaintenance(deps, { ...request.body, adminId: currentUser(request).userId, ipAddress: request.ip }),
  );

  app.get(
    '/settings/status',
    { schema: { tags: ['settings'], summary: 'System status: database, version, uptime, memory, counts', response: { 200: SystemStatusSchema } } },
    async () => readSystemStatus(deps),
  );
}
