import type { AdminGateway } from '@common/billing';
import type { Deps } from '../../platform/app-types';
import { listAdminGateways } from './gateway-settings';

/**
 * The switched-on gateways whose secret is not configured, and what they fall back on (`credentialSource`): outside
 * production the published test credentials ('test'), in production nothing, so they cannot take payments ('missing').
 */
export async function listActiveGatewaysWithoutSecret(deps: Deps<'db' | 'config'>): Promise<Pick<AdminGateway, 'gatewayName' | 'secretVariable' | 'credentialSource'>[]> {
  return (await listAdminGateways(deps))
    .filter((gateway) => gateway.isActive && gateway.credentialSource !== 'environment')
    .map(({ gatewayName, secretVariable, credentialSource }) => ({ gatewayName, secretVariable, credentialSource }));
}
