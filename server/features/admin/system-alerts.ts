import { randomUUID } from 'node:crypto';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { SystemAlert } from '@common/admin';
import { securityEvents } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { FileStorage } from '../../platform/storage';
import { listActiveGatewaysWithoutSecret } from '../billing/service';
import { readMaintenanceSetting } from '../settings/service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The panel refreshes every 5 s; a storage round trip every 30 s is enough to notice an outage. */
const STORAGE_PROBE_CACHE_MS = 30_000;
const STORAGE_PROBE_TIMEOUT_MS = 5000;
const PROBE_BODY = Buffer.from('pariksha storage probe');

const probes = new WeakMap<FileStorage, { isReachable: Promise<boolean>; at: number }>();

/** Writes, reads back and deletes a small object: storage is reachable only when all three work in time. */
async function probeStorageNow(storage: FileStorage): Promise<boolean> {
  const key = `health/probe-${randomUUID()}.txt`;
  const roundTrip = async () => {
    await storage.put(key, PROBE_BODY, 'text/plain');
    const stored = await storage.get(key);
    if (!stored) return false;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
    await storage.delete(key);
    return Buffer.concat(chunks).equals(PROBE_BODY);
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), STORAGE_PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([roundTrip(), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether file storage (local disk or S3) answers, probed at most every 30 s per instance. */
export function probeStorage(storage: FileStorage): Promise<boolean> {
  const cached = probes.get(storage);
  if (cached && performance.now() - cached.at < STORAGE_PROBE_CACHE_MS) return cached.isReachable;
  const isReachable = probeStorageNow(storage);
  probes.set(storage, { isReachable, at: performance.now() });
  return isReachable;
}

/** Failed payment verifications and new account lockouts recorded in the last 24 hours. */
async function countRecentSecurityTrouble({ db, clock }: Deps<'db' | 'clock'>) {
  const now = clock.now();
  const rows = await db
    .select({ eventType: securityEvents.eventType, count: sql<number>`count(*)::int` })
    .from(securityEvents)
    .where(
      and(
        inArray(securityEvents.eventType, ['payment_verification_failed', 'account_locked']),
        gt(securityEvents.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .groupBy(securityEvents.eventType);
  const count = (type: string) => rows.find((row) => row.eventType === type)?.count ?? 0;
  return { paymentFailures: count('payment_verification_failed'), lockouts: count('account_locked') };
}

/**
 * System Alerts from real conditions (decision 035): maintenance on, an active payment gateway without its secret,
 * failed payment verifications or lockouts in the last 24 hours, storage that does not answer. Worst first; an empty
 * list means all is well.
 */
export async function listSystemAlerts(deps: Deps<'db' | 'clock' | 'config' | 'storage'>): Promise<SystemAlert[]> {
  const [maintenance, gateways, trouble, isStorageReachable] = await Promise.all([
    readMaintenanceSetting(deps),
    listActiveGatewaysWithoutSecret(deps),
    countRecentSecurityTrouble(deps),
    probeStorage(deps.storage),
  ]);
  const alerts: SystemAlert[] = [];
  if (!isStorageReachable) alerts.push({ code: 'storage_unreachable', severity: 'error' });
  if (maintenance.enabled) alerts.push({ code: 'maintenance_on', severity: 'warning' });
  for (const { gatewayName, secretVariable, credentialSource } of gateways) {
    // In production such a gateway cannot take payments; elsewhere it pays against the gateway's test environment.
    alerts.push(
      credentialSource === 'missing'
        ? { code: 'gateway_without_secret', severity: 'warning', gateway: gatewayName, variable: secretVariable }
        : { code: 'gateway_test_credentials', severity: 'info', gateway: gatewayName, variable: secretVariable },
    );
  }
  if (trouble.paymentFailures > 0) alerts.push({ code: 'payment_verification_failures', severity: 'warning', count: trouble.paymentFailures });
  if (trouble.lockouts > 0) alerts.push({ code: 'account_lockouts', severity: 'warning', count: trouble.lockouts });
  const rank = { error: 0, warning: 1, info: 2 } as const;
  return alerts.sort((a, b) => rank[a.severity] - rank[b.severity]);
}
