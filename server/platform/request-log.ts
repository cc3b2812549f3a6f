import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at warn, whatever it was. */
export const SLOW_REQUEST_MS = 1000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One line per request instead of Fastify's two. Reads that succeed are most of the traffic and at info they cost
 * a measurable share of throughput (bench hot-reads), so they log at debug; writes and refused requests at info;
 * slow requests at warn; a response that failed while being sent at error. Handled server errors are logged with
 * their cause where they are handled (platform/errors.ts).
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) return reply.log.error({ ...line, err: error }, 'request failed while sending');
    const level = reply.elapsedTime >= SLOW_REQUEST_MS ? 'warn' : reply.statusCode >= 400 || !READ_METHODS.has(request.method) ? 'info' : 'debug';
    reply.log[level](line, 'request');
  }
}
