import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import { startSmtpStandIn } from '../test/smtp-server';
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

describe('the mailer with SMTP', () => {
  it('sends a message once when the sweep runs while its delivery is still under way', async () => {
    const smtp = await startSmtpStandIn();
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const mailer = createMailer({ db: t.db, smtpUrl: smtp.url, from: 'Pariksha <no-reply@pariksha.local>', log: quiet });
    try {
      const id = await mailer.enqueue({ to: 'sweep-race@example.com', subject: 'Your receipt', text: 'Paid' });
      const release = smtp.holdReplies('sweep-race@example.com');
      const delivering = mailer.deliver(id);
      // The server has the message but has not acknowledged it: the delivery is under way, the row still pending.
      await smtp.waitForMail('sweep-race@example.com');
      await mailer.deliverPending();
      release();
      await delivering;
      await mailer.deliverPending();
      expect(smtp.messages.filter((message) => message.to.includes('sweep-race@example.com'))).toHaveLength(1);
      const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
