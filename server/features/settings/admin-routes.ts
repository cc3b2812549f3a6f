import { AiProviderParams, AiProvidersResponse, AiProvidersSettingSchema, AiProviderTestResult } from '@common/ai-providers';
import { MaintenanceSettingSchema, SystemStatusSchema, UpdateMaintenanceBody } from '@common/settings';
import type { AppInstance, FeatureDeps } from '../../platform/app-types';
import { currentUser } from '../../platform/auth';
import { getAiProviders, testAiProvider, updateAiProviders } from './ai-providers';
import { updateMaintenance } from './maintenance';
import { readSystemStatus } from './status';

/** Mounted under /api/admin behind the admin guard. */
export function registerSettingsAdminRoutes(app: AppInstance, deps: FeatureDeps) {
  app.put(
    '/settings/maintenance',
    {
      schema: {
        tags: ['settings'],
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
    { schema: { tags: ['settings'], summary: 'System status: database, version, uptime, memory, counts', response: { 200: SystemStatusSchema } } },
    async () => readSystemStatus(deps),
  );

  app.register(async (providers: AppInstance) => registerAiProviderRoutes(providers, deps));
}

/** The AI Providers and Test AI APIs tabs of /admin/api-management, in a scope of their own for the MFA gate. */
function registerAiProviderRoutes(app: AppInstance, deps: FeatureDeps) {
  const tags = ['settings'];
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
