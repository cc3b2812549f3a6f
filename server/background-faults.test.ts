import { EventEmitter } from 'node:events';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './db/client';
import { startBillingJobs } from './features/billing/reconciliation';
import { startAttemptSweeper } from './features/practice/attempt-grading';
import { createMailer } from './platform/mailer';
import { installProcessFaultHandlers } from './platform/process-faults';
import { buildTestApp, type TestApp } from './test/app';
import { buildStudent } from './test/factories';

/**
 * A database that has gone away: every call throws the way a dropped connection does. Background work and
 * fire-and-forget mail must log it and carry on; nothing may reach the process as an unhandled rejection.
 */
const brokenDatabase = new Proxy(
  {},
  {
    get: () => () => {
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
    },
  },
) as Database;

const spyLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn(), fatal: vi.fn() });
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});
afterEach(async () => {
  // Give a stray rejection the turns it needs to surface.
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

let t: TestApp;
const mailLog = spyLog();
beforeAll(async () => {
  // The mail paths enqueue in the request's transaction (real database) and deliver through the broken one.
  t = await buildTestApp({ mailer: () => createMailer({ db: brokenDatabase, smtpUrl: 'smtp://127.0.0.1:9', from: 'Pariksha <no-reply@example.com>', log: mailLog }) });
});
afterAll(() => t.close());

const until = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 10_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('a database failure in a background job is logged, and the job runs again', () => {
  it.each([
    ['the attempt sweeper', (log: ReturnType<typeof spyLog>) => startAttemptSweeper({ db: brokenDatabase, clock: t.clock, events: t.events }, { log, intervalMs: 20 })],
    ['payment reconciliation and renewal reminders', (log: ReturnType<typeof spyLog>) => startBillingJobs({ db: brokenDatabase, clock: t.clock, events: t.events, config: t.config, mailer: t.mailer }, { log, intervalMs: 20 })],
  ])('%s', async (_, start) => {
    const log = spyLog();
    const stop = start(log);
    await until(() => log.error.mock.calls.length >= 2);
    await stop();
    expect(log.error.mock.calls[0]![0]).toMatchObject({ err: expect.objectContaining({ message: 'Connection terminated unexpectedly' }) });
  });

  it('the mail sweep', async () => {
    const log = spyLog();
    await expect(createMailer({ db: brokenDatabase, smtpUrl: 'smtp://127.0.0.1:9', from: 'x@example.com', log }).deliverPending()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'mail sweep failed; retrying at the next sweep');
  });
});

describe('a database failure while sending mail after the answer', () => {
  beforeEach(() => mailLog.error.mockClear());

  it('the password reset email: the request is answered and the failure logged', async () => {
    const student = await buildStudent(t);
    const response = await t.post('/api/auth/forgot-password', { email: student.email });
    expect(response.statusCode).toBe(200);
    await until(() => mailLog.error.mock.calls.length > 0);
    expect(mailLog.error).toHaveBeenCalledWith(expect.objectContaining({ outboxId: expect.any(String) }), 'email delivery failed; it stays queued');
  });

  it('the account unlock email', async () => {
    const student = await buildStudent(t);
    const response = await t.post('/api/auth/unlock-request', { email: student.email });
    expect(response.statusCode).toBe(200);
    await until(() => mailLog.error.mock.calls.length > 0);
    expect(mailLog.error).toHaveBeenCalledWith(expect.objectContaining({ outboxId: expect.any(String) }), 'email delivery failed; it stays queued');
  });

  it('the referral invitation email', async () => {
    const student = await buildStudent(t);
    const response = await t.post('/api/referrals/invites', { email: 'friend-of-a-fault@example.com' }, { as: student });
    expect(response.statusCode, response.body).toBeLessThan(300);
    await until(() => mailLog.error.mock.calls.length > 0);
  });
});

describe('the process-level handlers', () => {
  it('log an unhandled rejection and keep serving; stop cleanly with 1 on an uncaught exception', () => {
    const target = new EventEmitter();
    const log = spyLog();
    const stop = vi.fn();
    installProcessFaultHandlers(target, log, stop);
    target.emit('unhandledRejection', new Error('forgot its catch'));
    expect(log.error).toHaveBeenCalledOnce();
    expect(stop).not.toHaveBeenCalled();
    target.emit('uncaughtException', new Error('state may be broken'));
    expect(log.fatal).toHaveBeenCalledOnce();
    expect(stop).toHaveBeenCalledWith('uncaughtException', 1);
  });
});
