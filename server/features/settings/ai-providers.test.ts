import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiProvidersResponse, AiProvidersSetting, AiProviderTestResult } from '@common/ai-providers';
import { securityEvents, systemSettings } from '../../db/schema';
import { configureAiProvider } from '../../test/ai-factories';
import { startAiProviderStandIn, type AiProviderStandIn } from '../../test/ai-provider-stand-in';
import { buildTestApp, type TestApp } from '../../test/app';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';
import { openGateFor } from '../../test/mfa';
import { recordResponses } from '../../test/response-scan';

let t: TestApp;
let standIn: AiProviderStandIn;
let scan: ReturnType<typeof recordResponses>;
let admin: TestUser;

beforeAll(async () => {
  standIn = await startAiProviderStandIn();
  t = await buildTestApp({ env: { ...standIn.env, AI_TIMEOUT_MS: '1000' } });
  scan = recordResponses(t);
  admin = await buildAdmin(t);
  // The provider tabs sit behind the API management gate (api-management.test.ts proves the refusal).
  await openGateFor(t, admin);
});
afterAll(async () => {
  scan.expectNoSecretsInBodies();
  await t.close();
  await standIn.close();
});
beforeEach(() => standIn.reset());

const SETTINGS: AiProvidersSetting = {
  openai: { enabled: true, model: 'gpt-5-mini-2025-08-07', maxTokens: 1200 },
  anthropic: { enabled: false, model: 'claude-3-opus', maxTokens: 1000 },
  gemini: { enabled: true, model: 'gemini-2.5-flash', maxTokens: 800 },
  perplexity: { enabled: false, model: 'sonar', maxTokens: 1000 },
};

describe('AI provider settings', () => {
  it('start disabled with the default models and 1000 max tokens', async () => {
    const fresh = await buildTestApp();
    try {
      const freshAdmin = await buildAdmin(fresh);
      await openGateFor(fresh, freshAdmin);
      const body = await fresh.getOk<AiProvidersResponse>('/api/admin/settings/ai-providers', { as: freshAdmin });
      expect(body.settings).toEqual({
        openai: { enabled: false, model: 'gpt-4o-mini', maxTokens: 1000 },
        anthropic: { enabled: false, model: 'claude-3-haiku', maxTokens: 1000 },
        gemini: { enabled: false, model: 'gemini-2.5-flash', maxTokens: 1000 },
        perplexity: { enabled: false, model: 'sonar', maxTokens: 1000 },
      });
      expect(body.keys.openai).toEqual({ hasActiveKey: false, lastFour: null });
      expect(body.updatedAt).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('are saved as system_settings ai_providers, logged and announced', async () => {
    const response = await t.put('/api/admin/settings/ai-providers', SETTINGS, { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as AiProvidersResponse).settings).toEqual(SETTINGS);
    expect((await t.getOk<AiProvidersResponse>('/api/admin/settings/ai-providers', { as: admin })).settings).toEqual(SETTINGS);

    const [row] = await t.db.select().from(systemSettings).where(eq(systemSettings.settingKey, 'ai_providers'));
    expect(row!.settingValue.openai).toEqual({ enabled: true, model: 'gpt-5-mini-2025-08-07', max_tokens: 1200 });
    expect(row!.updatedBy).toBe(admin.id);
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.eventType, 'ai_settings_updated'));
    expect(events).toEqual([expect.objectContaining({ userId: admin.id, details: expect.objectContaining({ enabled: ['openai', 'gemini'] }) })]);
    expect(t.published).toContainEqual({ topic: 'settings', ids: ['ai_providers'], audience: { kind: 'admins' } });
    expect(t.published).toContainEqual({ topic: 'tutor', ids: [], audience: { kind: 'everyone' } });
  });

  it('refuse bad values with a clear message and change nothing', async () => {
    await t.put('/api/admin/settings/ai-providers', SETTINGS, { as: admin });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...SETTINGS, openai: { ...SETTINGS.openai, maxTokens: 0 } }, 'Max tokens must be at least 16'],
      [{ ...SETTINGS, openai: { ...SETTINGS.openai, maxTokens: 10.5 } }, 'Max tokens must be a whole number'],
      [{ ...SETTINGS, gemini: { ...SETTINGS.gemini, model: '  ' } }, 'Model is required'],
      [{ ...SETTINGS, gemini: { ...SETTINGS.gemini, model: 'gpt 4o; drop' } }, 'Model may contain only letters'],
      [{ ...SETTINGS, mistral: SETTINGS.openai }, 'mistral'],
      [{ openai: SETTINGS.openai }, 'anthropic'],
    ];
    for (const [body, message] of cases) {
      const response = await t.put('/api/admin/settings/ai-providers', body, { as: admin });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    expect((await t.getOk<AiProvidersResponse>('/api/admin/settings/ai-providers', { as: admin })).settings).toEqual(SETTINGS);
  });

  it('are for admins only', async () => {
    const student = await buildStudent(t);
    for (const [method, url] of [
      ['GET', '/api/admin/settings/ai-providers'],
      ['PUT', '/api/admin/settings/ai-providers'],
      ['POST', '/api/admin/settings/ai-providers/openai/test'],
    ] as const) {
      const asStudent = await t.request(method, url, { as: student, body: method === 'PUT' ? SETTINGS : undefined });
      expect(asStudent.statusCode).toBe(403);
      expect(asStudent.json().error.message).toBe('Access denied. Admin privileges required.');
      expect((await t.request(method, url, { body: method === 'PUT' ? SETTINGS : undefined })).statusCode).toBe(401);
    }
  });
});

describe('Test AI APIs', () => {
  it("makes a real short call with the provider's active key, saved model and max tokens, and shows the reply and latency", async () => {
    const { apiKey } = await configureAiProvider(t, 'perplexity', { model: 'sonar-pro', maxTokens: 300, enabled: false });
    scan.addSecret(apiKey);
    standIn.respond('perplexity', { kind: 'answer', text: 'Hello, Pariksha admin! I am sonar-pro.' });
    const result = await t.post('/api/admin/settings/ai-providers/perplexity/test', undefined, { as: admin });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ provider: 'perplexity', model: 'sonar-pro', ok: true, reply: 'Hello, Pariksha admin! I am sonar-pro.', error: null });
    expect((result.json() as AiProviderTestResult).latencyMs).toBeGreaterThanOrEqual(0);
    expect(standIn.received[0]!.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(standIn.received[0]!.body).toMatchObject({ model: 'sonar-pro', max_tokens: 300 });

    const keys = (await t.getOk<AiProvidersResponse>('/api/admin/settings/ai-providers', { as: admin })).keys;
    expect(keys.perplexity).toEqual({ hasActiveKey: true, lastFour: apiKey.slice(-4) });
  });

  it("shows the provider's own error", async () => {
    const { apiKey } = await configureAiProvider(t, 'anthropic');
    scan.addSecret(apiKey);
    standIn.respond('anthropic', { kind: 'error', status: 429, message: 'Number of request tokens has exceeded your per-minute rate limit' });
    const result = (await t.post('/api/admin/settings/ai-providers/anthropic/test', undefined, { as: admin })).json() as AiProviderTestResult;
    expect(result).toMatchObject({ ok: false, status: 429, reply: null, error: 'Number of request tokens has exceeded your per-minute rate limit' });

    standIn.respond('anthropic', { kind: 'hang' });
    const timedOut = (await t.post('/api/admin/settings/ai-providers/anthropic/test', undefined, { as: admin })).json() as AiProviderTestResult;
    expect(timedOut).toMatchObject({ ok: false, error: 'The provider did not answer within 1 s' });
  });

  it('needs an active key, and a known provider', async () => {
    const noKey = await t.post('/api/admin/settings/ai-providers/gemini/test', undefined, { as: admin });
    expect(noKey.statusCode).toBe(409);
    expect(noKey.json().error).toMatchObject({ code: 'no_api_key', message: 'Add an active gemini API key before testing it.' });
    expect((await t.post('/api/admin/settings/ai-providers/mistral/test', undefined, { as: admin })).statusCode).toBe(400);
    expect(standIn.received).toHaveLength(0);
  });
});
