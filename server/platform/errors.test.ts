import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, registerErrorHandling, UNAVAILABLE_MESSAGE } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database out of reach', () => {
  it.each([
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['both addresses refused', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('terminating connection', '57P01') })],
  ])('%s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('but not %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(false));

  it('answers 503 with Retry-After and a message to try again, not 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/down', async () => {
      throw new Error('Failed query', { cause: withCode('terminating connection due to administrator command', '57P01') });
    });
    const response = await app.inject({ method: 'GET', url: '/down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: { code: 'unavailable', message: UNAVAILABLE_MESSAGE } });
    await app.close();
  });
});
