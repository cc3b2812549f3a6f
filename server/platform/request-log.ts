import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged at warn, whatever it was. */
export const SLOW_REQUEST_MS = 1000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One line per request instead of Fastify's two. Reads that succeed are most of the traffic and at info they cost
 * a measurable share of throughput (bench hot-reads), so they log at debug; writes and refused requests at info;
 * slow requests at warn. Server errors are logged with their cause where they are handled (platform/errors.ts).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const level = ms >= SLOW_REQUEST_MS ? 'warn' : reply.statusCode >= 400 || !READ_METHODS.has(request.method) ? 'info' : 'debug';
    request.log[level]({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) }, 'request');
  });
}
