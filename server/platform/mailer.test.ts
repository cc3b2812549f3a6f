import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { createMailer } from './mailer';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the mailer without SMTP_URL', () => {
  it('logs that a mail was queued, never its body, links or codes', async () => {
    const lines: string[] = [];
    const record = (obj: object, msg: string) => lines.push(`${msg} ${JSON.stringify(obj)}`);
    const mailer = createMailer({ db: t.db, from: 'Pariksha <no-reply@pariksha.local>', log: { info: record, warn: record, error: record } });
    const id = await mailer.enqueue({
      to: 'student@example.com',
      subject: 'Reset your password',
      text: 'Open http://localhost:3000/reset-password?token=secret-reset-token-123 (code 481516)',
    });
    await mailer.deliver(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('queued');
    expect(lines[0]).toContain(id);
    expect(lines[0]).not.toMatch(/secret-reset-token-123|481516|reset-password/);
  });
});
