import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { SystemStatus } from '@common/settings';
import { pingDatabase, selectRows, type Database } from '../../db/client';
import { outbox, profiles, sessions, users } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { isLiveSession } from '../../platform/auth';
import { loadMaintenance } from './maintenance';
import { projectPath } from '../../paths';

const packageJson = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string };
const startedAt = new Date(Date.now() - process.uptime() * 1000);

async function countRows(db: Database, now: Date) {
  const [row] = await selectRows<{ users: number; admins: number; active_sessions: number; pending_emails: number }>(
    db,
    sql`select
      (select count(*)::int from ${users}) as users,
      (select count(*)::int from ${profiles} where ${profiles.role} = 'admin') as admins,
      (select count(*)::int from ${sessions} where ${isLiveSession(now)}) as active_sessions,
      (select count(*)::int from ${outbox} where ${eq(outbox.status, 'pending')}) as pending_emails`,
  );
  return { users: row!.users, admins: row!.admins, activeSessions: row!.active_sessions, pendingEmails: row!.pending_emails };
}

/** The System Status card's figures, measured now: database round trip, version, uptime, memory, counts. */
export async function readSystemStatus(deps: Deps<'db' | 'clock' | 'config'>): Promise<SystemStatus> {
  const { db, clock, config } = deps;
  const pingStartedAt = performance.now();
  const reachable = await pingDatabase(db, 2000);
  const latencyMs = reachable ? Math.round((performance.now() - pingStartedAt) * 10) / 10 : null;
  const memory = process.memoryUsage();
  return {
    checkedAt: clock.now().toISOString(),
    version: packageJson.version,
    environment: config.NODE_ENV,
    nodeVersion: process.version,
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.floor(process.uptime()),
    database: { reachable, latencyMs },
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
    counts: reachable ? await countRows(db, clock.now()) : null,
    maintenance: await loadMaintenance(deps),
  };
}
