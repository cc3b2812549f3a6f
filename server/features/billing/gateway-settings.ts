import { asc, eq } from 'drizzle-orm';
import { GATEWAY_NAMES, type AdminGateway, type GatewayName, type OfferedGateway } from '@common/billing';
import type { Config } from '../../config';
import { paymentGateways } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError, notFound } from '../../platform/errors';
import { recordSecurityEvent } from '../../platform/security-events';
import { resolveCredentials, SECRET_VARIABLES } from './gateways/credentials';
import type { GatewayContext, GatewayEndpoints } from './gateways/types';
import { isGatewayOffered } from './policy';

type GatewayRow = typeof paymentGateways.$inferSelect;

export const gatewayEndpoints = (config: Config): GatewayEndpoints => ({
  ESEWA_FORM_URL: config.ESEWA_FORM_URL,
  ESEWA_STATUS_URL: config.ESEWA_STATUS_URL,
  KHALTI_BASE_URL: config.KHALTI_BASE_URL,
  FONEPAY_BASE_URL: config.FONEPAY_BASE_URL,
  origin: new URL(config.PUBLIC_URL).origin,
});

/** What a gateway's adapter works with (secret, merchant id, endpoints), or null when it has no usable credentials. */
export function contextOf(config: Config, row: Pick<GatewayRow, 'gatewayName' | 'merchantId'>): GatewayContext | null {
  const credentials = resolveCredentials(config, row.gatewayName as GatewayName, row.merchantId);
  return credentials ? { credentials, endpoints: gatewayEndpoints(config) } : null;
}

/** The gateway's settings row and, when it can take payments, its context (whether or not it is switched on now). */
export async function loadGateway(deps: Deps<'db' | 'config'>, gateway: GatewayName) {
  const [row] = await deps.db.select().from(paymentGateways).where(eq(paymentGateways.gatewayName, gateway));
  return row ? { row, context: contextOf(deps.config, row) } : null;
}

/** The gateways students may pay with now: switched on, with credentials (seed 001: only active gateways). */
export async function listOfferedGateways(deps: Deps<'db' | 'config'>): Promise<OfferedGateway[]> {
  const rows = await deps.db.select().from(paymentGateways).orderBy(asc(paymentGateways.gatewayName));
  return rows
    .filter((row) => isGatewayOffered(row, contextOf(deps.config, row) !== null))
    .map((row) => ({ name: row.gatewayName as GatewayName }))
    .sort((a, b) => GATEWAY_NAMES.indexOf(a.name) - GATEWAY_NAMES.indexOf(b.name));
}

function toAdminGateway(config: Config, row: GatewayRow): AdminGateway {
  const gateway = row.gatewayName as GatewayName;
  const context = contextOf(config, row);
  const hasSecret = !!config[SECRET_VARIABLES[gateway]];
  return {
    id: row.id,
    gatewayName: gateway,
    isActive: row.isActive,
    merchantId: row.merchantId,
    effectiveMerchantId: context?.credentials.merchantId ?? null,
    credentialSource: context?.credentials.source ?? (hasSecret ? 'environment' : 'missing'),
    isOffered: isGatewayOffered(row, context !== null),
    secretVariable: SECRET_VARIABLES[gateway],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every gateway's settings and state for the admin screen (ordered eSewa, Khalti, FonePay); never a secret. */
export async function listAdminGateways(deps: Deps<'db' | 'config'>): Promise<AdminGateway[]> {
  const rows = await deps.db.select().from(paymentGateways);
  return rows
    .map((row) => toAdminGateway(deps.config, row))
    .sort((a, b) => GATEWAY_NAMES.indexOf(a.gatewayName) - GATEWAY_NAMES.indexOf(b.gatewayName));
}

/**
 * Saves a gateway's row (the Active switch and merchant id, seed 001). A settings change is a security event; students'
 * payment screens and other admins see it at once.
 */
export async function updateGatewaySettings(
  deps: Deps<'db' | 'config' | 'clock' | 'events'>,
  input: { gatewayId: string; body: { isActive: boolean; merchantId: string | null }; adminId: string; ipAddress: string },
): Promise<AdminGateway> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentGateways).where(eq(paymentGateways.id, input.gatewayId)).for('update');
    if (!before) throw notFound('Payment gateway');
    if (before.gatewayName === 'fonepay' && input.body.merchantId && input.body.merchantId.length < 3) {
      throw new AppError('validation_error', 'A FonePay merchant code (PID) has at least 3 characters');
    }
    const [after] = await tx
      .update(paymentGateways)
      .set({ isActive: input.body.isActive, merchantId: input.body.merchantId, updatedBy: input.adminId, updatedAt: now })
      .where(eq(paymentGateways.id, input.gatewayId))
      .returning();
    await recordSecurityEvent({ db: tx }, {
      eventType: 'gateway_settings_updated',
      userId: input.adminId,
      ipAddress: input.ipAddress,
      details: {
        gateway: before.gatewayName,
        before: { isActive: before.isActive, merchantId: before.merchantId },
        after: { isActive: after!.isActive, merchantId: after!.merchantId },
      },
      at: now,
    });
    return after!;
  });
  await deps.events.publish({ topic: 'payment_gateways', ids: [row.id], audience: { kind: 'everyone' } });
  return toAdminGateway(deps.config, row);
}
