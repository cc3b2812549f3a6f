import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppDeps, AppInstance, FeatureDeps } from './platform/app-types';
import { registerApiDocs } from './platform/api-docs';
import { findSession, guardEveryRoute, readSessionToken, requireAdmin, type AuthContext } from './platform/auth';
import { registerControlCharacterGuard } from './platform/control-characters';
import { checkCrossSiteRequest } from './platform/csrf';
import { createSecretBox } from './platform/crypto';
import { registerErrorHandling } from './platform/errors';
import { registerHealthRoutes } from './platform/health';
import { createInstanceMetrics, startInstanceMetricsReporter } from './platform/instance-metrics';
import { logSerializers } from './platform/log';
import { RequestLog, requestLoggerFactory } from './platform/request-log';
import { createSessionCache } from './platform/session-cache';
import { uploadLimitBytes } from './platform/uploads';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWebApp } from './platform/web-app';
import { captchaForPage } from './features/auth/captcha';
import { registerAuthRoutes } from './features/auth/routes';
import { registerProfileRoutes } from './features/profiles/routes';
import { registerPolicyAdminRoutes } from './features/policies/admin-routes';
import { registerPolicyRoutes } from './features/policies/routes';
import { readActivePolicy } from './features/policies/service';
import { createMaintenanceGate } from './features/settings/maintenance';
import { registerSettingsAdminRoutes } from './features/settings/admin-routes';
import { registerSettingsRoutes } from './features/settings/routes';
import { readMaintenance } from './features/settings/service';
import { registerNotificationRoutes } from './features/notifications/routes';
import { registerNotificationAdminRoutes } from './features/notifications/admin-routes';
import { registerRealtimeRoutes } from './features/realtime/routes';
import { registerContentAdminRoutes } from './features/content/admin-routes';
import { registerContentRoutes } from './features/content/routes';
import { registerPracticeRoutes } from './features/practice/routes';
import { extendDeadlinesAfterOutage } from './features/practice/service';
import { registerProgressRoutes } from './features/progress/routes';
import { registerTutorRoutes } from './features/tutor/routes';
import { registerBillingAdminRoutes } from './features/billing/admin-routes';
import { registerBillingRoutes } from './features/billing/routes';
import { registerReferralAdminRoutes } from './features/referrals/admin-routes';
import { registerReferralRoutes } from './features/referrals/routes';
import { registerAdminRoutes } from './features/admin/admin-routes';

type FeatureRoutes = (app: AppInstance, deps: FeatureDeps) => void | Promise<void>;

/** Public and signed-in routes of each feature, mounted at the root (paths start with /api). */
const featureRoutes: FeatureRoutes[] = [registerAuthRoutes, registerProfileRoutes, registerSettingsRoutes, registerPolicyRoutes, registerNotificationRoutes, registerRealtimeRoutes, registerContentRoutes, registerPracticeRoutes, registerProgressRoutes, registerTutorRoutes, registerBillingRoutes, registerReferralRoutes];

/** Admin routes of each feature, mounted under /api/admin behind one admin guard. */
const featureAdminRoutes: FeatureRoutes[] = [registerPolicyAdminRoutes, registerSettingsAdminRoutes, registerNotificationAdminRoutes, registerBillingAdminRoutes, registerReferralAdminRoutes, registerContentAdminRoutes, registerAdminRoutes];

/** Fastify's form of TRUST_PROXY: a hop count trusts that many hops nearest to us, as proxy-addr does for a number. */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Every schema is Zod: naming its compilers when Fastify is created spares each start loading and setting up Ajv and
 * fast-json-stringify, Fastify's defaults, which no route uses (Fastify types these factories for those two).
 */
const zodCompilers = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

type BuildOptions = { logger?: FastifyServerOptions['logger']; loggerInstance?: FastifyBaseLogger };

export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const { config } = deps;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? { level: config.LOG_LEVEL, serializers: logSerializers } }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    logController: new RequestLog(),
    childLoggerFactory: requestLoggerFactory,
    forceCloseConnections: 'idle',
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerControlCharacterGuard(app);

  // JSON answers over 1 kB are compressed for phones on mobile data; brotli level 4 keeps the CPU cost low.
  // Static assets come precompressed from the build; event streams are hijacked and never buffered.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config);
  // Uploads stream to storage as they arrive (platform/uploads.ts); a file over the limit is cut off and refused.
  await app.register(fastifyMultipart, { limits: { fileSize: uploadLimitBytes(config), files: 2, fields: 4 } });
  await registerApiDocs(app);

  const allowedOrigins = new Set([new URL(config.PUBLIC_URL).origin]);
  app.decorateRequest('auth', null);
  // Most requests authorise from memory; every change to a session or its user drops its entry (decision 070).
  const sessionCache = createSessionCache<AuthContext>(deps);
  const sessionDeps = { ...deps, sessionCache };
  app.decorate('sessionCache', sessionCache);
  app.addHook('onClose', async () => sessionCache.close());
  // Runs before body parsing, so a signed-out or cross-site request is refused before anything else.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    checkCrossSiteRequest(request, allowedOrigins);
    const session = readSessionToken(request);
    request.auth = session ? await findSession(sessionDeps, session.token) : null;
  });
  // After the session is known: while maintenance is on, non-admin API requests get 503 (except exempt routes).
  app.addHook('onRequest', createMaintenanceGate(deps));

  // This instance's response times feed the admin's System Performance; the event stream is long-lived, not a response.
  const metrics = createInstanceMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/events')) metrics.recordResponse(reply.elapsedTime);
    done();
  });
  // Only a listening server reports to instance_metrics (tests inject requests and never listen).
  let stopReporting: (() => void) | undefined;
  app.addHook('onListen', async () => {
    // An outage of the whole service (no heartbeat) moves the deadlines that fell due in it (decision 067).
    stopReporting ??= startInstanceMetricsReporter(deps, metrics, { log: app.log, onOutage: extendDeadlinesAfterOutage });
  });
  app.addHook('onClose', async () => {
    stopReporting?.();
    metrics.close();
  });

  const featureDeps: FeatureDeps = { ...deps, secrets: createSecretBox(config.appSecret), metrics };
  registerHealthRoutes(app, deps);
  for (const register of featureRoutes) await register(app, featureDeps);
  await app.register(
    async (admin) => {
      guardEveryRoute(admin, requireAdmin);
      for (const register of featureAdminRoutes) await register(admin as AppInstance, featureDeps);
    },
    { prefix: '/api/admin' },
  );

  // Public pages go out already rendered, with the maintenance setting and policy as they are now (decision 068), and
  // the sign-in and sign-up pages with their first captcha challenge (decision 087).
  await registerWebApp(app, config.WEB_DIST_DIR, {
    readData: async (route) => ({
      maintenance: await readMaintenance(deps),
      policy: route.policy ? await readActivePolicy(deps, route.policy).catch(() => undefined) : undefined,
    }),
    issueCaptcha: (clientAddress) => captchaForPage(deps, clientAddress),
  });
  return app;
}
