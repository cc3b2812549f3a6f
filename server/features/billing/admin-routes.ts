import { AdminGatewayListResponse, AdminGatewaySchema, GatewayParams, UpdateGatewayBody } from '@common/billing';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { listAdminGateways, updateGatewaySettings } from './gateway-settings';

const tags = ['billing'];

/** Mounted under /api/admin behind the admin guard. */
export function registerBillingAdminRoutes(app: AppInstance, deps: FeatureDeps) {
  app.get(
    '/payment-gateways',
    { schema: { tags, summary: 'Every gateway’s settings and whether students are offered it (never a secret)', response: { 200: AdminGatewayListResponse } } },
    async () => ({ gateways: await listAdminGateways(deps) }),
  );

  app.put(
    '/payment-gateways/:id',
    { schema: { tags, summary: 'Save a gateway’s Active switch and merchant id', params: GatewayParams, body: UpdateGatewayBody, response: { 200: AdminGatewaySchema } } },
    async (request) =>
      updateGatewaySettings(deps, { gatewayId: request.params.id, body: request.body, adminId: currentUser(request).userId, ipAddress: request.ip }),
  );
}
