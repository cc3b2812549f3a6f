import { z } from 'zod';
import { PolicyParams, PolicySchema, UpdatePolicyBody } from '@common/policies';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { listPolicyVersions, publishPolicyVersion } from './service';

/** Mounted under /api/admin behind the admin guard. */
export function registerPolicyAdminRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/policies',
    { schema: { tags: ['policies'], summary: 'Every policy version', response: { 200: z.array(PolicySchema) } } },
    async () => listPolicyVersions(deps),
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
      const policy = await publishPolicyVersion(deps, {
        policyType: request.params.type,
        content: request.body.content,
        adminId: currentUser(request).userId,
      });
      return reply.status(201).send(policy);
    },
  );
}
