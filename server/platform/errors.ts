import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ErrorCode } from '@common/errors';

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  bad_request: 400,
  validation_error: 400,
  invalid_json: 400,
  invalid_captcha: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  csrf_failed: 403,
  premium_required: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  deadline_passed: 409,
  quota_exceeded: 429,
  rate_limited: 429,
  account_locked: 429,
  payload_too_large: 413,
  maintenance: 503,
  storage_unavailable: 503,
  unavailable: 503,
  bad_gateway: 502,
};

/**
 * The one error type services throw; the handler turns it into `{"error":{"code","message"}}`. The code is one of
 * common/errors.ts, which the web translates; the message is the English sentence (the spec's wording).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    status?: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = status ?? STATUS_BY_CODE[code] ?? 400;
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);

/** A body checked by a service rather than the route (a multipart form's JSON part): the same 400 as the routes give. */
export function invalidInput(error: z.ZodError, context = 'body') {
  const messages = error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  return new AppError('validation_error', `Invalid ${context}: ${messages.join('; ')}`);
}

type ErrorBody = { error: { code: ErrorCode; message: string } & Record<string, unknown> };

// The database cannot be reached or is restarting: PostgreSQL's class 08 (connection exception) and shutdown codes
// 57P01-57P03, the driver's refused, reset or ended connections and pool timeouts. The request may be retried.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGES = /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|connection is not open|not queryable|Cannot use a pool after calling end/i;
export const UNAVAILABLE_MESSAGE = 'Pariksha is briefly unavailable. Please try again in a moment.';

/** Whether an error (or one it wraps: drizzle wraps the driver's) says the database is out of reach for now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

function describeIssuePath(path: string, keys: PropertyKey[] | undefined): string {
  const segments = [path.replace(/^\//, '').replace(/\//g, '.'), ...(keys ?? []).map(String)].filter(Boolean);
  return segments.join('.');
}

/** Installs the JSON error handler and the JSON 404 for unknown API paths. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let body: ErrorBody;

    if (error instanceof AppError) {
      status = error.status;
      body = { error: { code: error.code, message: error.message, ...error.details } };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const messages = error.validation.map((issue) => {
        const where = describeIssuePath(issue.instancePath, undefined);
        const keys = (issue.params as { issue?: { keys?: string[] } }).issue?.keys;
        const text = keys?.length ? `unknown field${keys.length > 1 ? 's' : ''} ${keys.join(', ')}` : issue.message;
        return where ? `${where}: ${text}` : text;
      });
      const context = error.validationContext ? `Invalid ${error.validationContext}` : 'Invalid request';
      body = { error: { code: 'validation_error', message: `${context}: ${messages.join('; ')}` } };
    } else if (isResponseSerializationError(error)) {
      status = 500;
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      body = { error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } };
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) {
      status = 400;
      body = { error: { code: 'invalid_json', message: 'The request body is not valid JSON' } };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      status = 413;
      body = { error: { code: 'payload_too_large', message: 'The request is too large' } };
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      body = { error: { code: 'unsupported_media_type', message: 'Unsupported content type' } };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { error: { code: 'bad_request', message: error.message } };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      body = { error: { code: 'unavailable', message: UNAVAILABLE_MESSAGE } };
    } else {
      status = 500;
      request.log.error({ err: error }, 'unhandled error');
      body = { error: { code: 'internal_error', message: 'An unexpected error occurred. Please try again.' } };
    }

    if (status >= 500 && error instanceof AppError) request.log.error({ err: error }, error.message);
    return reply.status(status).type('application/json').send(body);
  });
}
