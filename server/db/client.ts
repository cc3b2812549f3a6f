import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Client as PostgresClient } from 'pg';
import { projectPath } from '../paths';
import { DatabaseUnavailableError } from './errors';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

type Schema = typeof schema;
/** The query interface every service uses; a transaction has the same type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Called with each NOTIFY payload; `onReconnect` after a lost listening connection comes back. */
type ListenHandlers = { onMessage(payload: string): void; onReconnect?(): void };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  migrate(): Promise<void>;
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (test templates). */
  dumpDataDir?(): Promise<Blob>;
};

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const MIGRATIONS_FOLDER = projectPath('server/db/migrations');
const MIGRATION_LOCK_ID = 724_131_001;

/**
 * True when the database already holds the newest migration of `folder`: drizzle applies a migration only when its
 * journal time is later than the last one recorded, so nothing would run. One small file and two cheap queries, where
 * drizzle's own pass reads and hashes every migration file and opens a transaction (a restart's usual case).
 */
async function isSchemaCurrent(db: Database, folder = MIGRATIONS_FOLDER): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [table] = await selectRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return false;
  const [applied] = await selectRows<{ last: string | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  return applied?.last !== null && applied?.last !== undefined && Number(applied.last) >= newest;
}


function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** True when the database answers `select 1` within the timeout. */
export async function pingDatabase(db: Database, timeoutMs = 2000) {
  try {
    await withTimeout(db.execute(sql`select 1`), timeoutMs, 'ping timed out');
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the embedded PGlite database in `dataDir` (or in memory, or from a dumped data directory) on its own thread.
 * Returns at once: queries wait for the open, and the first one fails with its error if it fails.
 */
export function openPglite(options: { dataDir?: string; loadDataDir?: Uint8Array; /** Tests: another migrations folder. */ migrationsFolder?: string }): DatabaseHandle {
  return pgliteDatabase(startPgliteThread(options), options.migrationsFolder);
}

/** The database on a PGlite thread already started (a start begins opening it before this module loads). */
export function pgliteDatabase(client: PgliteThread, migrationsFolder = MIGRATIONS_FOLDER): DatabaseHandle {
  // drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client answers alike.
  const pgliteClient = client as unknown as PGlite;
  const db = drizzlePglite({ client: pgliteClient, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs = 2000) => pingDatabase(db, timeoutMs),
    async migrate() {
      // The migrator needs no schema: without one drizzle skips mapping every table's relations again.
      if (!(await isSchemaCurrent(db, migrationsFolder))) await migratePglite(drizzlePglite({ client: pgliteClient }), { migrationsFolder });
    },
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, handlers.onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir(),
  };
}

function describeTarget(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/**
 * node-postgres and drizzle's driver for it, loaded only with DATABASE_URL: an embedded start never uses them, and
 * loading `pg` also loads Node's fetch implementation (undici), tens of milliseconds of a restart (decision 085).
 */
async function loadPostgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  return { pg, drizzlePostgres: drizzle, migratePostgres: migrate };
}
type PostgresModule = Awaited<ReturnType<typeof loadPostgresDriver>>['pg'];

/** Connects to a PostgreSQL server with a pool; fails fast with a clear message when it cannot be reached. */
export async function openPostgres(options: { url: string; poolSize?: number; connectTimeoutMs?: number }): Promise<DatabaseHandle> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  const { pg, drizzlePostgres, migratePostgres } = await loadPostgresDriver();
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Cannot connect to DATABASE_URL (${describeTarget(options.url)}): ${reason}`);
  }
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  const listeners = new Set<{ close(): Promise<void> }>();

  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs = 2000) => pingDatabase(db, timeoutMs),
    async migrate() {
      if (await isSchemaCurrent(db)) return;
      // Several instances may start together: one migrates while the others wait on the lock.
      const lockClient = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: connectTimeoutMs });
      await lockClient.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await lockClient.end().catch(() => {});
      }
    },
    async listen(channel, handlers) {
      const listener = listenWithReconnect(pg, options.url, channel, handlers, connectTimeoutMs);
      listeners.add(listener);
      await listener.ready;
      return async () => {
        listeners.delete(listener);
        await listener.close();
      };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()));
      listeners.clear();
      await pool.end();
    },
  };
}

const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/** A dedicated LISTEN connection that reconnects after it drops and reports each reconnect. */
function listenWithReconnect(pg: PostgresModule, url: string, channel: string, handlers: ListenHandlers, connectTimeoutMs: number) {
  let client: PostgresClient | undefined;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    next.on('error', () => scheduleReconnect(next));
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    if (isReconnect) handlers.onReconnect?.();
  };

  const scheduleReconnect = (failed: PostgresClient) => {
    if (closed || client !== failed) return;
    client = undefined;
    failed.end().catch(() => {});
    const attempt = () => {
      if (closed) return;
      connect(true).catch(() => {
        failures += 1;
        retryTimer = setTimeout(attempt, RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]);
      });
    };
    retryTimer = setTimeout(attempt, RECONNECT_DELAYS_MS[0]);
  };

  return {
    ready: connect(false),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
