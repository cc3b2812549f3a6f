import { MaintenanceSettingSchema } from '@common/settings';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { readMaintenance } from './maintenance';

export function registerSettingsRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/api/settings/maintenance',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['settings'], summary: 'Whether maintenance mode is on, and its message (public)', response: { 200: MaintenanceSettingSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readMaintenance(deps, request.log);
    },
  );
}
