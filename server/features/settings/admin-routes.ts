import type { FastifyRequest } from 'fastify';
import { AiProviderParams, AiProvidersResponse, AiProvidersSettingSchema, AiProviderTestResult } from '@common/ai-providers';
import { ApiKeyChanged, ApiKeyList, ApiKeyParams, CreateApiKeyBody, UpdateApiKeyBody } from '@common/api-keys';
import { MessageResponse } from '@common/auth';
import { MfaCodeBody, MfaStatusSchema, MfaVerifiedSchema, TotpEnrolmentConfirmedSchema, TotpEnrolmentSchema } from '@common/mfa';
import { OtpSettingsResponse, OtpSettingsSchema, OtpStatisticsSchema, RecentOtpsResponse } from '@common/otp';
import { SecurityLogPage, SecurityLogQuery } from '@common/security-logs';
import { MaintenanceSettingSchema, SystemStatusSchema, UpdateMaintenanceBody } from '@common/settings';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { getAiProviders, testAiProvider, updateAiProviders } from './ai-providers';
import { addApiKey, deleteApiKey, listApiKeys, setApiKeyActive } from './api-keys';
import { updateMaintenance } from './maintenance';
import { confirmGateEnrolment, gateEveryRoute, readMfaStatus, verifyGateCode } from './mfa-gate';
import { listRecentOtps, readOtpStatistics } from './otp-statistics';
import { getOtpSettings, updateOtpSettings } from './otp-settings';
import { listSecurityEvents } from './security-logs';
import { readSystemStatus } from './status';
import { startTotpEnrolment } from './totp';

/** Mounted under /api/admin behind the admin guard. */
export function registerSettingsAdminRoutes(app: AppInstance, deps: FeatureDeps) {
  const tags = ['settings'];
  app.put(
    '/settings/maintenance',
    {
      schema: {
        tags,
        summary: 'Turn maintenance mode on or off and set its message',
        body: UpdateMaintenanceBody,
        response: { 200: MaintenanceSettingSchema },
      },
    },
    async (request) =>
      updateMaintenance(deps, { ...request.body, adminId: currentUser(request).userId, ipAddress: request.ip }),
  );

  app.get(
    '/settings/status',
    { schema: { tags, summary: 'System status: database, version, uptime, memory, counts', response: { 200: SystemStatusSchema } } },
    async () => readSystemStatus(deps),
  );

  registerOtpRoutes(app, deps);
  registerMfaRoutes(app, deps);
  app.register(async (gated: AppInstance) => registerApiKeyRoutes(gated, deps));
  app.register(async (providers: AppInstance) => registerAiProviderRoutes(providers, deps));
}

/** The AI Providers and Test AI APIs tabs of /admin/api-management, in a scope of their own behind the MFA gate. */
function registerAiProviderRoutes(app: AppInstance, deps: FeatureDeps) {
  const tags = ['settings'];
  gateEveryRoute(app, deps);
  app.get(
    '/settings/ai-providers',
    { schema: { tags, summary: 'AI providers: enabled, model and max_tokens of each, and whether it has an active key', response: { 200: AiProvidersResponse } } },
    async () => getAiProviders(deps),
  );

  app.put(
    '/settings/ai-providers',
    { schema: { tags, summary: 'Save every AI provider\'s enabled switch, model and max_tokens', body: AiProvidersSettingSchema, response: { 200: AiProvidersResponse } } },
    async (request) => updateAiProviders(deps, { settings: request.body, adminId: currentUser(request).userId, ipAddress: request.ip }),
  );

  app.post(
    '/settings/ai-providers/:provider/test',
    {
      schema: {
        tags,
        summary: 'A real short call to the provider with its active key: the latency and the reply or the provider\'s error',
        params: AiProviderParams,
        response: { 200: AiProviderTestResult },
      },
    },
    async (request) => testAiProvider(deps, request.params.provider),
  );
}

/** /admin/otp-management: the settings, statistics and recent codes, and the security log. */
function registerOtpRoutes(app: AppInstance, deps: FeatureDeps) {
  const tags = ['settings'];
  app.get('/settings/otp', { schema: { tags, summary: 'The OTP and MFA settings', response: { 200: OtpSettingsResponse } } }, async () => getOtpSettings(deps));

  app.put(
    '/settings/otp',
    { schema: { tags, summary: 'Save the OTP and MFA settings (logged as otp_settings_updated)', body: OtpSettingsSchema, response: { 200: OtpSettingsResponse } } },
    async (request) => updateOtpSettings(deps, { settings: request.body, adminId: currentUser(request).userId, ipAddress: request.ip }),
  );

  app.get(
    '/settings/otp/statistics',
    { schema: { tags, summary: 'Codes sent, verified, voided and pending, counted from the OTP records', response: { 200: OtpStatisticsSchema } } },
    async () => readOtpStatistics(deps),
  );

  app.get(
    '/settings/otp/recent',
    { schema: { tags, summary: 'The 50 newest codes: destination, channel, state, time', response: { 200: RecentOtpsResponse } } },
    async () => listRecentOtps(deps),
  );

  app.get(
    '/security-events',
    { schema: { tags, summary: 'Security logs, newest first, 25 a page, by type, user and day', querystring: SecurityLogQuery, response: { 200: SecurityLogPage } } },
    async (request) => listSecurityEvents(deps, request.query),
  );
}

/** The MFA gate of /admin/api-management: enrol once, then a code opens it for 30 minutes in this session. */
function registerMfaRoutes(app: AppInstance, deps: FeatureDeps) {
  const tags = ['settings'];
  app.get('/mfa', { schema: { tags, summary: "This admin's authenticator and this session's gate", response: { 200: MfaStatusSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readMfaStatus(deps, currentUser(request));
  });

  app.post(
    '/mfa/enrolment',
    { schema: { tags, summary: 'Start the authenticator set-up: the secret, its otpauth link and QR code (SVG)', response: { 200: TotpEnrolmentSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { userId, email } = currentUser(request);
      return startTotpEnrolment(deps, { userId, email });
    },
  );

  app.post(
    '/mfa/enrolment/confirm',
    { schema: { tags, summary: 'Confirm the set-up with a first code: recovery codes (shown once) and the gate opens', body: MfaCodeBody, response: { 200: TotpEnrolmentConfirmedSchema } } },
    async (request) => confirmGateEnrolment(deps, { auth: currentUser(request), code: request.body.code, ipAddress: request.ip }),
  );

  app.post(
    '/mfa/verify',
    { schema: { tags, summary: 'A code (or recovery code) opens the gate of this session for 30 minutes', body: MfaCodeBody, response: { 200: MfaVerifiedSchema } } },
    async (request) => verifyGateCode(deps, { auth: currentUser(request), code: request.body.code, ipAddress: request.ip }),
  );
}

const change = (request: FastifyRequest) => ({ adminId: currentUser(request).userId, ipAddress: request.ip });

/** The API Keys tab: every operation needs this session's MFA gate open (30 minutes from its last code). */
function registerApiKeyRoutes(app: AppInstance, deps: FeatureDeps) {
  const tags = ['settings'];
  gateEveryRoute(app, deps);

  app.get('/api-keys', { schema: { tags, summary: 'Stored provider keys (last 4 characters only)', response: { 200: ApiKeyList } } }, async () => listApiKeys(deps));

  app.post(
    '/api-keys',
    { schema: { tags, summary: 'Store a provider key, sealed with AES-256-GCM', body: CreateApiKeyBody, response: { 201: ApiKeyChanged } } },
    async (request, reply) => reply.status(201).send(await addApiKey(deps, { body: request.body, ...change(request) })),
  );

  app.patch(
    '/api-keys/:id',
    { schema: { tags, summary: 'Activate or deactivate a key', params: ApiKeyParams, body: UpdateApiKeyBody, response: { 200: ApiKeyChanged } } },
    async (request) => setApiKeyActive(deps, { id: request.params.id, isActive: request.body.isActive, ...change(request) }),
  );

  app.delete(
    '/api-keys/:id',
    { schema: { tags, summary: 'Delete a key', params: ApiKeyParams, response: { 200: MessageResponse } } },
    async (request) => deleteApiKey(deps, { id: request.params.id, ...change(request) }),
  );
}
