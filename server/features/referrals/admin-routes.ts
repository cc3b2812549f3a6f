import { AdminCommissionListResponse, CommissionListQuery, CommissionParams } from '@common/referrals';
import { z } from 'zod';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { advanceCommission, listCommissions } from './service';

const tags = ['referrals'];
const CommissionStep = z.object({ id: z.string(), status: z.enum(['approved', 'paid']) });

/** Mounted under /api/admin behind the admin guard. */
export function registerReferralAdminRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/commissions',
    { schema: { tags, summary: 'Referral commissions, newest first, with the totals of each status', querystring: CommissionListQuery, response: { 200: AdminCommissionListResponse } } },
    async (request) => listCommissions(deps, request.query.status),
  );

  for (const [path, to] of [
    ['/commissions/:id/approve', 'approved'],
    ['/commissions/:id/mark-paid', 'paid'],
  ] as const) {
    app.post(
      path,
      { schema: { tags, summary: `Mark a commission ${to}`, params: CommissionParams, response: { 200: CommissionStep } } },
      async (request) => {
        const row = await advanceCommission(deps, { commissionId: request.params.id, to, adminId: currentUser(request).userId, ipAddress: request.ip });
        return { id: row.id, status: to };
      },
    );
  }
}
