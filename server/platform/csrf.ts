import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The header our web client sends on every state-changing request; a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'pariksha';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a browser could have sent from another site:
 * they must carry our header, and any Origin they carry must be our own.
 */
export function checkCrossSiteRequest(request: FastifyRequest, allowedOrigins: Set<string>) {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrfExempt) return;
  if (request.headers.authorization?.startsWith('Bearer ')) return;
  const origin = request.headers.origin;
  const ownOrigin = `${request.protocol}://${request.host}`;
  if (origin && origin !== ownOrigin && !allowedOrigins.has(origin)) {
    throw new AppError('csrf_failed', 'Cross-site request refused');
  }
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    throw new AppError('csrf_failed', `Missing ${CSRF_HEADER} header`);
  }
}
