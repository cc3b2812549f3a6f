import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { sessions } from '../db/schema';
import type { TestApp } from './app';

/** The TOTP code an authenticator app shows for a secret at the test clock's now (or `offsetSeconds` from it). */
export function totpCode(t: TestApp, secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
}

/** Enrols an admin's authenticator through the gate's API, as the page does; returns the secret and recovery codes. */
export async function enrolAuthenticator(t: TestApp, admin: { cookie: string }) {
  const started = await t.post('/api/admin/mfa/enrolment', undefined, { as: admin });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await t.post('/api/admin/mfa/enrolment/confirm', { code: await totpCode(t, secret) }, { as: admin });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** Opens the API management gate of a factory admin's session directly (tests of what sits behind the gate). */
export async function openGateFor(t: TestApp, admin: { sessionId: string }) {
  await t.db.update(sessions).set({ mfaVerifiedAt: t.clock.now() }).where(eq(sessions.id, admin.sessionId));
}
