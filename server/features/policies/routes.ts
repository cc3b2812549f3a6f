import { PolicyParams, PolicySchema } from '@common/policies';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { readActivePolicy } from './service';

export function registerPolicyRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/api/policies/:type',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['policies'], summary: 'The active version of a policy', params: PolicyParams, response: { 200: PolicySchema } },
    },
    async (request) => readActivePolicy(deps, request.params.type),
  );
}
