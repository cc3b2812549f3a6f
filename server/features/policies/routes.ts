import { PolicyParams, PolicySchema } from '@common/policies';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { notFound } from '../../platform/errors';
import { findActivePolicy } from './service';

export function registerPolicyRoutes(app: AppInstance, { db }: FeatureDeps) {
  app.get(
    '/api/policies/:type',
    {
      config: { maintenanceExempt: true },
      schema: { tags: ['policies'], summary: 'The active version of a policy', params: PolicyParams, response: { 200: PolicySchema } },
    },
    async (request) => {
      const policy = await findActivePolicy(db, request.params.type);
      if (!policy) throw notFound('Policy');
      return policy;
    },
  );
}
