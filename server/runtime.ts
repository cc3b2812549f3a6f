import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { parseConfig, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { startPgliteThread, type PrestartedPgliteThread } from './db/pglite-thread';
import { unpackDatabaseTemplate } from './db/template';
import { randomToken } from './platform/crypto';
import { logSerializers, type WarningLog } from './platform/log';
import { createLocalStorage, withStorageErrors, type FileStorage } from './platform/storage';

/** Parses the environment and resolves the secret: APP_SECRET, else one generated once and kept in DATA_DIR. */
export function loadConfig(env: Record<string, string | undefined>, log?: { warn(msg: string): void }): Config {
  const parsed = parseConfig(env);
  let appSecret = parsed.APP_SECRET;
  if (!appSecret) {
    const secretFile = path.resolve(parsed.DATA_DIR, '.app-secret');
    if (existsSync(secretFile)) {
      appSecret = readFileSync(secretFile, 'utf8').trim();
    } else {
      mkdirSync(parsed.DATA_DIR, { recursive: true });
      appSecret = randomToken(48);
      writeFileSync(secretFile, appSecret, { mode: 0o600 });
    }
  }
  // The test switches weaken the sign-in defences: honoured only where nobody but this machine can reach the server.
  const switchesAllowed = parsed.NODE_ENV !== 'production' && isLoopbackHost(parsed.HOST);
  const refuse = (name: string) =>
    log?.warn(`${name} is ignored: it works only when NODE_ENV is test or development and HOST is a loopback address`);
  let captchaFixedAnswer = parsed.CAPTCHA_FIXED_ANSWER?.toUpperCase();
  if (captchaFixedAnswer && !switchesAllowed) {
    refuse('CAPTCHA_FIXED_ANSWER');
    captchaFixedAnswer = undefined;
  }
  let rateLimitExemptIps = new Set(parsed.RATE_LIMIT_EXEMPT_IPS);
  if (rateLimitExemptIps.size > 0 && !switchesAllowed) {
    refuse('RATE_LIMIT_EXEMPT_IPS');
    rateLimitExemptIps = new Set();
  }
  return { ...parsed, appSecret, captchaFixedAnswer, rateLimitExemptIps };
}

/** 127.0.0.0/8, ::1 or localhost: an address only this machine can connect to. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** What the start-up log must say loudly: every test switch that is on. */
export function testSwitchWarnings(config: Pick<Config, 'captchaFixedAnswer' | 'rateLimitExemptIps'>): string[] {
  const warnings: string[] = [];
  if (config.captchaFixedAnswer) warnings.push('TEST SWITCH ON: CAPTCHA_FIXED_ANSWER: every captcha has the same known answer');
  if (config.rateLimitExemptIps.size > 0) {
    warnings.push(`TEST SWITCH ON: RATE_LIMIT_EXEMPT_IPS: per-address limits skip ${[...config.rateLimitExemptIps].join(', ')}`);
  }
  return warnings;
}

/**
 * The embedded PGlite under DATA_DIR, or the PostgreSQL server of DATABASE_URL. An empty DATA_DIR starts from the
 * build's database template when there is one (server/db/template.ts). PGlite's thread starts before the database
 * client's modules load, and it opens while the app is built: the first query waits for it (decision 089).
 */
export async function openDatabase(config: Config, options: { template?: string; prestarted?: PrestartedPgliteThread } = {}): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    void options.prestarted?.discard();
    const { openPostgres } = await import('./db/client');
    return openPostgres({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  }
  const dataDir = path.resolve(config.DATA_DIR, 'pgdata');
  if (options.template) await unpackDatabaseTemplate(options.template, dataDir);
  const thread = options.prestarted ? options.prestarted.open({ dataDir }) : startPgliteThread({ dataDir });
  const { pgliteDatabase } = await import('./db/client');
  return pgliteDatabase(thread);
}

/**
 * Local disk under DATA_DIR/uploads, or S3 when S3_BUCKET is set (the AWS SDK loads only then: it is slow to import);
 * either one's own failures answer 503 storage_unavailable (decision 066).
 */
export async function createStorage(config: Config, log: WarningLog): Promise<FileStorage> {
  if (!config.S3_BUCKET) return withStorageErrors(createLocalStorage(path.resolve(config.DATA_DIR, 'uploads')), log);
  const { createS3Storage } = await import('./platform/s3-storage');
  return withStorageErrors(createS3Storage(config), log);
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): FastifyBaseLogger {
  return pino({ level: config.LOG_LEVEL, serializers: logSerializers }) as FastifyBaseLogger;
}
