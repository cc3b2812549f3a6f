import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEFAULT_MAINTENANCE_MESSAGE, MaintenanceSettingSchema, type MaintenanceSetting } from '@common/settings';
import type { Database } from '../../db/client';
import { systemSettings } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';
import type { WarningLog } from '../../platform/log';
import { saveAdminSetting } from './admin-setting';

export const MAINTENANCE_KEY = 'maintenance_mode';
const DEFAULT_SETTING: MaintenanceSetting = { enabled: false, message: DEFAULT_MAINTENANCE_MESSAGE };
// Every API request consults the setting; reading it at most this often keeps that off the database.
const CACHE_MS = 1500;

type Cached = { value: MaintenanceSetting; readAt: number };
// One cache per database (one per app instance); other instances' changes arrive as `maintenance` events.
const caches = new WeakMap<Database, Cached>();
// The read under way, which every request that finds the setting stale waits for: one read each time it goes stale,
// not one per request in flight (fifty at once under load, queued on the embedded database).
const readsUnderWay = new WeakMap<Database, Promise<MaintenanceSetting>>();

/** Forgets the setting, and any read of it under way (which may have read it before the change). */
function forgetMaintenance(db: Database) {
  caches.delete(db);
  readsUnderWay.delete(db);
}

/**
 * The maintenance setting straight from the database. A missing row is created with the default;
 * an unreadable one (or a failing read) means maintenance is off (seed 000 section 4).
 */
export async function loadMaintenance({ db }: Deps<'db'>, log?: WarningLog): Promise<MaintenanceSetting> {
  try {
    const [row] = await db.select({ value: systemSettings.settingValue }).from(systemSettings).where(eq(systemSettings.settingKey, MAINTENANCE_KEY));
    if (!row) {
      await db
        .insert(systemSettings)
        .values({ settingKey: MAINTENANCE_KEY, settingValue: DEFAULT_SETTING, description: 'Shows the maintenance screen to everyone but admins' })
        .onConflictDoNothing();
      return DEFAULT_SETTING;
    }
    const parsed = MaintenanceSettingSchema.safeParse(row.value);
    if (!parsed.success) log?.warn({ value: row.value }, 'unreadable maintenance setting: treated as off');
    return parsed.success ? parsed.data : DEFAULT_SETTING;
  } catch (error) {
    log?.warn({ err: error }, 'maintenance setting could not be read: treated as off');
    return DEFAULT_SETTING;
  }
}

/** The setting as read less than 1.5 seconds ago, if it was. */
function freshMaintenance(db: Database): MaintenanceSetting | undefined {
  const cached = caches.get(db);
  return cached && performance.now() - cached.readAt < CACHE_MS ? cached.value : undefined;
}

/** The maintenance setting, re-read from the database at most every 1.5 seconds, by one read at a time. */
export function readMaintenance(deps: Deps<'db'>, log?: WarningLog): Promise<MaintenanceSetting> {
  const fresh = freshMaintenance(deps.db);
  if (fresh) return Promise.resolve(fresh);
  const underWay = readsUnderWay.get(deps.db);
  if (underWay) return underWay;
  const reading = loadMaintenance(deps, log).then((value) => {
    // Kept only if nothing was forgotten meanwhile: a change during the read makes the next request read again.
    if (readsUnderWay.get(deps.db) === reading) {
      caches.set(deps.db, { value, readAt: performance.now() });
      readsUnderWay.delete(deps.db);
    }
    return value;
  });
  readsUnderWay.set(deps.db, reading);
  return reading;
}

/** Saves the setting, logs it as a security event and tells every open browser (after commit). */
export async function updateMaintenance(
  deps: Deps<'db' | 'clock' | 'events'>,
  input: MaintenanceSetting & { adminId: string; ipAddress: string },
) {
  const { db, clock, events } = deps;
  const value: MaintenanceSetting = { enabled: input.enabled, message: input.message };
  const now = clock.now();
  await saveAdminSetting(deps, {
    key: MAINTENANCE_KEY,
    value,
    adminId: input.adminId,
    ipAddress: input.ipAddress,
    at: now,
    event: { type: 'maintenance_mode_updated', details: { settingsUpdated: MAINTENANCE_KEY, enabled: value.enabled, adminId: input.adminId } },
  });
  forgetMaintenance(db);
  await events.publish({ topic: 'maintenance', ids: [], audience: { kind: 'everyone' } });
  return value;
}

/**
 * The onRequest hook that answers 503 with the maintenance message to every non-admin API request while
 * maintenance is on; routes marked maintenanceExempt (health, captcha, sign-in, session…) still answer.
 * Runs after the session is resolved. Forgets the cached setting when another instance changes it.
 */
export function createMaintenanceGate(deps: Deps<'db' | 'events'>) {
  deps.events.subscribe((event) => {
    if (event.topic === 'maintenance') forgetMaintenance(deps.db);
  });
  // Callback style, answered at once from the fresh setting: an async hook would cost nearly every API request a
  // promise and a turn of the microtask queue (decision 086).
  return function maintenanceGate(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.maintenanceExempt || request.auth?.role === 'admin') return done();
    const refuseWhileOn = (setting: MaintenanceSetting) => done(setting.enabled ? new AppError('maintenance', setting.message) : undefined);
    const fresh = freshMaintenance(deps.db);
    if (fresh) return refuseWhileOn(fresh);
    readMaintenance(deps, request.log).then(refuseWhileOn, done);
  };
}
