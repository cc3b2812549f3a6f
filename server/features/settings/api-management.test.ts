import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey } from '@common/api-keys';
import { apiKeys, securityEvents, totpCredentials } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { MINUTE } from '../../test/clock';
import { buildAdmin, buildStudent, type TestUser } from '../../test/factories';
import { enrolAuthenticator, openGateFor, totpCode } from '../../test/mfa';
import { recordResponses } from '../../test/response-scan';
import { findActiveApiKey } from './service';

let t: TestApp;
let scan: ReturnType<typeof recordResponses>;
let admin: TestUser;
let secret: string;

beforeAll(async () => {
  t = await buildTestApp();
  scan = recordResponses(t);
  admin = await buildAdmin(t);
});
afterAll(() => t.close());

const KEY = 'sk-proj-Zq81HvT0b9cW3mNx7LkP2aYfD4eR6uJs';
const REQUIRED = 'MFA verification required for API key operations';
const eventsOf = async (type: string, userId: string) =>
  (await t.db.select().from(securityEvents).where(eq(securityEvents.eventType, type))).filter((event) => event.userId === userId);

describe('the MFA gate: first use enrols an authenticator', () => {
  it('shows the QR code and the secret as text; the secret is stored sealed', async () => {
    expect(await t.getOk('/api/admin/mfa', { as: admin })).toEqual({ enrolled: false, verifiedUntil: null, recoveryCodesLeft: 0 });
    const started = await t.post('/api/admin/mfa/enrolment', undefined, { as: admin });
    expect(started.statusCode).toBe(200);
    const enrolment = started.json() as { secret: string; otpauthUrl: string; qrSvg: string };
    secret = enrolment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Pariksha:.+\\?.*secret=${secret}`));
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    // Shown again until confirmed: a reload keeps the QR the admin already scanned.
    expect(((await t.post('/api/admin/mfa/enrolment', undefined, { as: admin })).json() as { secret: string }).secret).toBe(secret);
    const [stored] = await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, admin.id));
    expect(stored!.secretEncrypted).not.toContain(secret);
    expect(t.secrets.open(stored!.secretEncrypted)).toBe(secret);
    expect(stored!.confirmedAt).toBeNull();
  });

  it('refuses a wrong first code (logged), then confirms with the right one: recovery codes, gate open 30 minutes', async () => {
    const wrong = await t.post('/api/admin/mfa/enrolment/confirm', { code: '000000' }, { as: admin });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'mfa_failed', message: 'MFA verification failed' });
    expect(await eventsOf('mfa_failed', admin.id)).toHaveLength(1);

    const confirmed = await t.post('/api/admin/mfa/enrolment/confirm', { code: await totpCode(t, secret) }, { as: admin });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json() as { message: string; recoveryCodes: string[]; verifiedUntil: string };
    expect(body.message).toBe('MFA verification completed successfully');
    expect(body.recoveryCodes).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(body.verifiedUntil).toBe(new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString());
    expect(await t.getOk('/api/admin/mfa', { as: admin })).toEqual({ enrolled: true, verifiedUntil: body.verifiedUntil, recoveryCodesLeft: 10 });
    expect((await t.post('/api/admin/mfa/enrolment', undefined, { as: admin })).statusCode).toBe(409);
    expect(await eventsOf('mfa_enrolled', admin.id)).toHaveLength(1);
  });
});

describe('key operations behind the gate', () => {
  it('are refused by the API without a verified gate, and 31 minutes after it', async () => {
    const other = await buildAdmin(t);
    const keyId = '00000000-0000-4000-8000-000000000000';
    const attempts = [
      () => t.get('/api/admin/api-keys', { as: other }),
      () => t.post('/api/admin/api-keys', { provider: 'openai', apiKeyName: 'x', apiKey: KEY }, { as: other }),
      () => t.patch(`/api/admin/api-keys/${keyId}`, { isActive: false }, { as: other }),
      () => t.delete(`/api/admin/api-keys/${keyId}`, { as: other }),
    ];
    for (const attempt of attempts) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({ code: 'mfa_required', message: REQUIRED });
    }
    // The AI Providers and Test AI APIs tabs too.
    for (const [method, url] of [['GET', '/api/admin/settings/ai-providers'], ['POST', '/api/admin/settings/ai-providers/openai/test']] as const) {
      expect((await t.request(method, url, { as: other })).json().error).toEqual({ code: 'mfa_required', message: REQUIRED });
    }
    await openGateFor(t, other);
    expect((await t.get('/api/admin/api-keys', { as: other })).statusCode).toBe(200);
    expect((await t.get('/api/admin/settings/ai-providers', { as: other })).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    for (const attempt of attempts) expect((await attempt()).json().error.code).toBe('mfa_required');
    expect((await t.get('/api/admin/settings/ai-providers', { as: other })).json().error.code).toBe('mfa_required');
    expect(await t.db.select().from(apiKeys)).toEqual([]);
  });

  it('a code opens the gate; the same code is refused the second time, the next step is not', async () => {
    const code = await totpCode(t, secret);
    const opened = await t.post('/api/admin/mfa/verify', { code }, { as: admin });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ message: 'MFA verification completed successfully', verifiedUntil: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString() });
    const replayed = await t.post('/api/admin/mfa/verify', { code }, { as: admin });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe('MFA verification failed');
    t.clock.advance(30_000);
    expect((await t.post('/api/admin/mfa/verify', { code: await totpCode(t, secret) }, { as: admin })).statusCode).toBe(200);
  });

  it('accepts a code one step off (clock drift) but not two, and Devanagari digits', async () => {
    t.clock.advance(60_000);
    expect((await t.post('/api/admin/mfa/verify', { code: await totpCode(t, secret, -30) }, { as: admin })).statusCode).toBe(200);
    t.clock.advance(90_000);
    expect((await t.post('/api/admin/mfa/verify', { code: await totpCode(t, secret, -61) }, { as: admin })).statusCode).toBe(400);
    const devanagari = (await totpCode(t, secret)).replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));
    expect((await t.post('/api/admin/mfa/verify', { code: devanagari }, { as: admin })).statusCode).toBe(200);
  });

  it('refuses a code that is not 6 digits with the spec message', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await t.post('/api/admin/mfa/verify', { code }, { as: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Please enter a valid 6-digit verification code');
    }
  });

  it('takes a recovery code once', async () => {
    const other = await buildAdmin(t);
    const { recoveryCodes } = await enrolAuthenticator(t, other);
    t.clock.advance(31 * MINUTE);
    expect((await t.post('/api/admin/mfa/verify', { code: recoveryCodes[3]!.toLowerCase() }, { as: other })).statusCode).toBe(200);
    expect((await t.post('/api/admin/mfa/verify', { code: recoveryCodes[3] }, { as: other })).statusCode).toBe(400);
    expect((await t.getOk<{ recoveryCodesLeft: number }>('/api/admin/mfa', { as: other })).recoveryCodesLeft).toBe(9);
    expect(await eventsOf('mfa_recovery_code_used', other.id)).toHaveLength(1);
  });

  it('rate-limits wrong codes: the 6th in 15 minutes is refused even when right, and each is logged', async () => {
    const other = await buildAdmin(t);
    const enrolled = await enrolAuthenticator(t, other);
    t.clock.advance(MINUTE);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.post('/api/admin/mfa/verify', { code: '111111' }, { as: other })).statusCode);
    const sixth = await t.post('/api/admin/mfa/verify', { code: await totpCode(t, enrolled.secret) }, { as: other });
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(sixth.statusCode).toBe(429);
    expect(await eventsOf('mfa_failed', other.id)).toHaveLength(5);
    expect(await eventsOf('mfa_rate_limited', other.id)).toHaveLength(1);
    t.clock.advance(16 * MINUTE);
    expect((await t.post('/api/admin/mfa/verify', { code: await totpCode(t, enrolled.secret) }, { as: other })).statusCode).toBe(200);
  });
});

describe('the API Keys tab', () => {
  let key: ApiKey;

  it('stores a key as ciphertext and lists only its last 4 characters', async () => {
    await openGateFor(t, admin);
    const added = await t.post('/api/admin/api-keys', { provider: 'openai', apiKeyName: 'Production OpenAI', apiKey: `  ${KEY} ` }, { as: admin });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe('API key added securely with enhanced encryption');
    key = added.json().key as ApiKey;
    expect(key).toMatchObject({ provider: 'openai', apiKeyName: 'Production OpenAI', lastFour: KEY.slice(-4), isActive: true });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.apiKeyEncrypted).not.toContain(KEY);
    expect(row!.apiKeyEncrypted).not.toContain(KEY.slice(8, 20));
    expect(row!.apiKeyEncrypted).toMatch(/^v1\./);
    expect(await findActiveApiKey(t, 'openai')).toBe(KEY);
    expect((await t.getOk<{ keys: ApiKey[] }>('/api/admin/api-keys', { as: admin })).keys).toEqual([key]);
    expect(t.published).toContainEqual({ topic: 'api_keys', ids: [key.id], audience: { kind: 'admins' } });
    expect((await eventsOf('api_key_added', admin.id))[0]!.details).toMatchObject({ provider: 'openai', keyName: 'Production OpenAI' });
  });

  it('refuses missing fields with the spec message and stores nothing', async () => {
    for (const body of [{ provider: 'openai', apiKeyName: '', apiKey: KEY }, { provider: 'openai', apiKeyName: 'x', apiKey: ' ' }, { apiKeyName: 'x', apiKey: KEY }, { provider: 'mistral', apiKeyName: 'x', apiKey: KEY }]) {
      const response = await t.post('/api/admin/api-keys', body, { as: admin });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toContain('Please fill in all required fields');
    }
    expect(await t.db.select().from(apiKeys)).toHaveLength(1);
  });

  it('activates and deactivates a key; the tutor then has none', async () => {
    const off = await t.patch(`/api/admin/api-keys/${key.id}`, { isActive: false }, { as: admin });
    expect(off.json()).toMatchObject({ message: 'API key activated/deactivated', key: { isActive: false } });
    expect(await findActiveApiKey(t, 'openai')).toBeNull();
    expect((await t.patch(`/api/admin/api-keys/${key.id}`, { isActive: true }, { as: admin })).json().key.isActive).toBe(true);
    expect((await t.patch(`/api/admin/api-keys/${key.id}`, { isActive: 'no' }, { as: admin })).statusCode).toBe(400);
    expect((await t.patch('/api/admin/api-keys/00000000-0000-4000-8000-000000000000', { isActive: true }, { as: admin })).statusCode).toBe(404);
  });

  it('deletes a key', async () => {
    const deleted = await t.delete(`/api/admin/api-keys/${key.id}`, { as: admin });
    expect(deleted.json()).toEqual({ message: 'API key deleted successfully' });
    expect(await t.db.select().from(apiKeys)).toEqual([]);
    expect((await t.delete(`/api/admin/api-keys/${key.id}`, { as: admin })).statusCode).toBe(404);
    expect(await eventsOf('api_key_deleted', admin.id)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const student = await buildStudent(t);
    for (const path of ['/api/admin/api-keys', '/api/admin/mfa']) {
      const refused = await t.get(path, { as: student });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Access denied. Admin privileges required.');
      expect((await t.get(path)).statusCode).toBe(401);
    }
  });
});

describe('responses of this suite', () => {
  it('never carry the key, the TOTP secret (after enrolment) or a token', () => {
    scan.addSecret(admin.token);
    scan.addSecret(KEY);
    scan.addSecret(KEY.slice(0, -4));
    const enrolmentAnswers = scan.responses.filter((response) => response.raw.req.url === '/api/admin/mfa/enrolment');
    for (const response of scan.responses.filter((r) => !enrolmentAnswers.includes(r))) expect(response.body.includes(secret)).toBe(false);
    scan.expectNoSecretsInBodies();
  });
});
