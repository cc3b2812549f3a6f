import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app';

/**
 * Test helper: records every response a test app gives, so a suite can assert at its end that no body
 * carried a password hash, a session token or a captcha answer.
 */
export function recordResponses(t: TestApp) {
  const responses: LightMyRequestResponse[] = [];
  const secrets = new Set<string>();
  const inject = t.app.inject.bind(t.app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  t.app.inject = (async (options: InjectOptions) => {
    const response = await inject(options);
    responses.push(response);
    for (const cookie of response.cookies) if (cookie.value) secrets.add(cookie.value);
    return response;
  }) as unknown as typeof t.app.inject;

  return {
    responses,
    /** Adds a value that must never appear in a response body (a token from a factory, an emailed link's token). */
    addSecret(value: string) {
      secrets.add(value);
    },
    expectNoSecretsInBodies(extraPatterns: RegExp[] = []) {
      expect(responses.length).toBeGreaterThan(0);
      for (const response of responses) {
        const body = response.body;
        expect(body, 'password hash in a response').not.toMatch(/\$argon2(id|i|d)\$/);
        // Outside data: URLs: a captcha's base64 picture or recording holds "ABCDE" by chance now and then.
        expect(body.replace(/data:[^"]*/g, ''), 'captcha answer in a response').not.toContain('ABCDE');
        for (const pattern of extraPatterns) expect(body).not.toMatch(pattern);
        for (const secret of secrets) expect(body.includes(secret), `a session or reset token in the body of ${response.raw.req.url}`).toBe(false);
      }
    },
  };
}
