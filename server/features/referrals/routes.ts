import { z } from 'zod';
import { InviteBody, ReferralOverviewSchema } from '@common/referrals';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser, requireUser } from '../../platform/auth';
import { getReferralOverview, inviteByEmail } from './service';

const tags = ['referrals'];

export function registerReferralRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/api/referrals',
    { onRequest: requireUser, schema: { tags, summary: 'My referral link, counts, earnings, recent referrals and this month’s bonus', response: { 200: ReferralOverviewSchema } } },
    async (request) => getReferralOverview(deps, currentUser(request).userId),
  );

  app.post(
    '/api/referrals/invites',
    { onRequest: requireUser, schema: { tags, summary: 'Email my referral link to a friend', body: InviteBody, response: { 201: z.object({ email: z.string() }) } } },
    async (request, reply) => {
      await inviteByEmail(deps, { userId: currentUser(request).userId, email: request.body.email });
      return reply.status(201).send({ email: request.body.email.toLowerCase() });
    },
  );
}
