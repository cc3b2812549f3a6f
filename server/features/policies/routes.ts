import { z } from 'zod';
import { PolicySchema, PolicyTypeSchema, UpdatePolicyBody } from '@common/policies';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { findActivePolicy, listPolicyVersions, publishPolicyVersion } from './service';

const PolicyParams = z.object({ type: PolicyTypeSchema });

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

export function registerPolicyAdminRoutes(app: AppInstance, { db, events }: FeatureDeps) {
  app.get(
    '/policies',
    { schema: { tags: ['policies'], summary: 'Every policy version', response: { 200: z.array(PolicySchema) } } },
    async () => listPolicyVersions(db),
  );

  app.post(
    '/policies/:type',
    {
      schema: {
        tags: ['policies'],
        summary: 'Publish a new version of a policy',
        params: PolicyParams,
        body: UpdatePolicyBody,
        response: { 201: PolicySchema },
      },
    },
    async (request, reply) => {
      const policy = await publishPolicyVersion(db, events, {
        policyType: request.params.type,
        content: request.body.content,
        adminId: currentUser(request).userId,
      });
      return reply.status(201).send(policy);
    },
  );
}
