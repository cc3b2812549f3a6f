import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../runtime';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../platform/csrf';
import { createSecretBox } from '../platform/crypto';
import { createEventBus, type AppEvent } from '../platform/events';
import { openPostgres, selectRows, type Database } from '../db/client';
import { createMailer, type Mailer } from '../platform/mailer';
import { createLocalStorage, withStorageErrors, type FileStorage } from '../platform/storage';
import type { Config } from '../config';
import { createTestClock } from './clock';
import { openTestDatabase, postgresTestTarget } from './database';

const TEST_APP_SECRET = 'test-secret-that-is-long-enough-for-aes-256-gcm';

type RequestOptions = Omit<InjectOptions, 'method' | 'url' | 'payload' | 'cookies'> & {
  /** A user from a factory (or a raw session cookie) to send the request as. */
  as?: { cookie: string } | string;
  body?: InjectOptions['payload'];
};

/**
 * The real app on its own copy of the migrated template database, with a movable clock,
 * a temporary storage directory and the dev outbox for mail. Close it in afterAll.
 */
export async function buildTestApp(
  overrides: { env?: Record<string, string>; storage?: (config: Config) => FileStorage; mailer?: (db: Database) => Mailer } = {},
) {
  const database = await openTestDatabase(inject('testDatabase'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pariksha-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: TEST_APP_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    CAPTCHA_FIXED_ANSWER: 'ABCDE',
    // Never listened on (requests are injected), but the test switches need a loopback address.
    HOST: '127.0.0.1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...overrides.env,
  });
  const clock = createTestClock();
  const log = { info() {}, warn() {}, error() {} };
  const events = createEventBus(database, log);
  await events.start();
  const published: AppEvent[] = [];
  // Recorded as this instance publishes, before the request that published answers: through LISTEN/NOTIFY (on
  // PostgreSQL) an event could arrive after the test already looked.
  events.onLocalPublish((event) => published.push(event));
  const mailer = overrides.mailer?.(database.db) ?? createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  // Wrapped as server/runtime.ts wraps it: the storage's own failures answer 503 storage_unavailable.
  const storage = withStorageErrors(overrides.storage?.(config) ?? createLocalStorage(path.join(dataDir, 'uploads')), log);
  const app = await buildApp({ db: database.db, config, clock, mailer, storage, events }, { logger: false });
  await app.ready();

  /** app.inject with our CSRF header, JSON bodies and an optional signed-in user. */
  const request = (method: InjectOptions['method'], url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> => {
    const { as, body, headers, ...rest } = options;
    const cookie = typeof as === 'string' ? as : as?.cookie;
    return app.inject({
      method,
      url,
      ...rest,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body }),
    });
  };

  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    events,
    /** Every event this instance published since it started, in order. */
    published,
    mailer,
    storage,
    /** The same secret box the app seals secrets with, so a test can call services that take `secrets`. */
    secrets: createSecretBox(config.appSecret),
    request,
    get: (url: string, options?: RequestOptions) => request('GET', url, options),
    /** A GET that must answer 200 (the failure shows the body); returns the parsed JSON. */
    async getOk<T>(url: string, options?: RequestOptions): Promise<T> {
      const response = await request('GET', url, options);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    },
    post: (url: string, body?: RequestOptions['body'], options?: RequestOptions) => request('POST', url, { ...options, body }),
    put: (url: string, body?: RequestOptions['body'], options?: RequestOptions) => request('PUT', url, { ...options, body }),
    patch: (url: string, body?: RequestOptions['body'], options?: RequestOptions) => request('PATCH', url, { ...options, body }),
    delete: (url: string, options?: RequestOptions) => request('DELETE', url, options),
    async close() {
      await app.close();
      await events.stop();
      mailer.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A second app instance on the same PostgreSQL database as `a`, with its own pool, LISTEN connections, event bus and
 * caches, as behind a load balancer; same config, clock and storage. PostgreSQL only: PGlite lives inside one process.
 */
export async function buildSecondInstance(a: TestApp) {
  const [{ name }] = (await selectRows<{ name: string }>(a.db, sql`select current_database() as name`)) as [{ name: string }];
  const template = inject('testDatabase');
  if (template.kind !== 'postgres') throw new Error('a second instance needs a shared PostgreSQL server');
  const database = await openPostgres({ url: postgresTestTarget(template.baseUrl, template.runId).urlFor(name), poolSize: 3 });
  const log = { info() {}, warn() {}, error() {} };
  const events = createEventBus(database, log);
  await events.start();
  const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: a.config.MAIL_FROM, log });
  const app = await buildApp({ db: database.db, config: a.config, clock: a.clock, mailer, storage: a.storage, events }, { logger: false });
  await app.ready();
  return {
    app,
    database,
    events,
    async close() {
      await app.close();
      await events.stop();
      mailer.close();
      await database.close();
    },
  };
}

export type SecondInstance = Awaited<ReturnType<typeof buildSecondInstance>>;
