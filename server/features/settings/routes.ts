import { MaintenanceSettingSchema, SystemStatusSchema, UpdateMaintenanceBody } from '@common/settings';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { readMaintenance, updateMaintenance } from './maintenance';
import { readSystemStatus } from './status';

export function registerSettingsRoutes(app: AppInstance, { db }: FeatureDeps) {
  app.get(
    '/api/settings/maintenance',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['settings'], summary: 'Whether maintenance mode is on, and its message (public)', response: { 200: MaintenanceSettingSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readMaintenance(db, request.log);
    },
  );
}

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
