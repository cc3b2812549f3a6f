import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { SecretBox } from './crypto';
import type { EventBus } from './events';
import type { InstanceMetrics } from './instance-metrics';
import type { Mailer } from './mailer';
import type { FileStorage } from './storage';

/** What the process hands to buildApp: the outside world, each piece replaceable in tests. */
export type AppDeps = {
  db: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  events: EventBus;
};

/**
 * What every feature's routes receive: the dependencies plus the secret box derived from APP_SECRET and this
 * instance's own measurements (response times, event loop, open streams).
 * Services take the part they use as their first argument, e.g. `deps: Pick<FeatureDeps, 'db' | 'clock'>`.
 */
export type FeatureDeps = AppDeps & { secrets: SecretBox; metrics: InstanceMetrics };

/**
 * The dependencies a service function uses, named: every service takes them as its first argument,
 * `deps: Deps<'db' | 'clock'>`. Routes pass their whole FeatureDeps; a caller that runs several steps in one
 * transaction passes `{ ...deps, db: tx }`.
 */
export type Deps<K extends keyof FeatureDeps> = Pick<FeatureDeps, K>;

/** The Fastify instance with the Zod type provider, as features register routes on it. */
export type AppInstance = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
