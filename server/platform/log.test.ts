import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import { buildStudent } from '../test/factories';
import { logSerializers } from './log';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What the app's logger writes for an error, as text. */
function loggedLine(error: unknown) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  pino({ serializers: logSerializers }, sink).error({ err: error }, 'unhandled error');
  return lines.join('');
}

const failureOf = (work: Promise<unknown>) => work.then(() => expect.unreachable('the query should fail'), (error: unknown) => error);

describe('database errors in the log', () => {
  it('keep the SQL and the error code but never a bound value', async () => {
    const error = await failureOf(t.db.execute(sql`select ${'SECRET-TOKEN-VALUE'}::uuid`));
    const line = loggedLine(error);
    expect(line).toContain('Failed query: select $1::uuid');
    expect(line).toContain('22P02');
    expect(line).not.toContain('SECRET-TOKEN-VALUE');
  });

  it('leave out the row values PostgreSQL quotes in a unique violation', async () => {
    const student = await buildStudent(t);
    const error = await failureOf(t.db.insert(users).values({ email: student.email, passwordHash: 'SECRET-HASH-VALUE' }));
    const line = loggedLine(error);
    expect(line).toContain('23505');
    expect(line).not.toContain(student.email);
    expect(line).not.toContain('SECRET-HASH-VALUE');
  });

  it('stay out of the errors that wrap them', async () => {
    const error = await failureOf(t.db.execute(sql`select ${'SECRET-TOKEN-VALUE'}::uuid`));
    const line = JSON.parse(loggedLine(Object.assign(new Error('mail delivery failed', { cause: error }), { recipient: 'who@example.com' })));
    expect(line.err).toMatchObject({ type: 'Error', message: 'mail delivery failed', recipient: 'who@example.com', cause: { type: 'DrizzleQueryError' } });
    expect(line.err.stack).toContain('log.test.ts');
    expect(JSON.stringify(line)).not.toContain('SECRET-TOKEN-VALUE');
  });
});
