import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestLog, requestLoggerFactory, SLOW_REQUEST_MS } from './request-log';

type Line = { level: number; msg: string; method: string; url: string; status: number; ms: number; reqId: string };

const lines: Line[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as Line);
    done();
  },
});
const app = Fastify({ loggerInstance: pino({ level: 'debug' }, sink), logController: new RequestLog(), childLoggerFactory: requestLoggerFactory, genReqId: () => 'request-1' });
app.get('/read', async () => ({ ok: true }));
app.get('/refused', async (_request, reply) => reply.code(403).send({ error: 'no' }));
app.post('/write', async () => ({ ok: true }));
app.get('/logs', async (request) => {
  request.log.trace('not written at debug');
  request.log.info({ step: 1 }, 'a line of its own');
  return { ok: true };
});
app.get('/slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
  return { ok: true };
});

beforeAll(() => app.ready());
afterAll(() => app.close());

/** The log lines one request wrote. */
async function linesOf(method: 'GET' | 'POST', url: string) {
  lines.length = 0;
  await app.inject({ method, url });
  return [...lines];
}

describe('the request log', () => {
  it('writes one line per request, a successful read at debug', async () => {
    const [line, ...rest] = await linesOf('GET', '/read');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: pino.levels.values.debug, msg: 'request', method: 'GET', url: '/read', status: 200, reqId: 'request-1' });
    expect(line!.ms).toBeGreaterThanOrEqual(0);
  });

  it('writes writes and refusals at info', async () => {
    expect(await linesOf('POST', '/write')).toMatchObject([{ level: pino.levels.values.info, method: 'POST', status: 200 }]);
    expect(await linesOf('GET', '/refused')).toMatchObject([{ level: pino.levels.values.info, status: 403 }]);
  });

  it("stamps a handler's own lines with the request id, and writes none below the level", async () => {
    expect(await linesOf('GET', '/logs')).toMatchObject([
      { level: pino.levels.values.info, msg: 'a line of its own', step: 1, reqId: 'request-1' },
      { msg: 'request', url: '/logs', reqId: 'request-1' },
    ]);
  });

  it('writes a slow request at warn', async () => {
    expect(await linesOf('GET', '/slow')).toMatchObject([{ level: pino.levels.values.warn, url: '/slow', status: 200 }]);
  });
});
