import pino from 'pino';

/** The part of a pino logger that services use to report a failure they recover from. */
export type WarningLog = { warn(obj: object, msg: string): void };

// A PostgreSQL error's `detail` and `where` quote the row's values ("Key (email)=(…) already exists").
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

const isQueryError = (error: Error): error is Error & { query: string; params: unknown[] } => 'query' in error && 'params' in error;
const isDatabaseError = (error: Error): error is Error & Record<(typeof DATABASE_FIELDS)[number], unknown> =>
  'severity' in error && 'code' in error;

/**
 * pino's `err` serializer, minus the values a query was run with: Drizzle's "Failed query" errors carry the bound
 * parameters (password hashes, tokens, what a person typed) in their message, stack and `params`, and PostgreSQL's
 * own errors quote them in `detail`. The SQL text, the error code and the constraint stay, which is what an operator needs.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return pino.stdSerializers.err(error as Error);
  // PostgreSQL's own error (PGlite's also carries the query and its parameters).
  if (isDatabaseError(error)) {
    const fields = Object.fromEntries(DATABASE_FIELDS.filter((field) => error[field] !== undefined).map((field) => [field, error[field]]));
    // Data exceptions (class 22) quote the offending input in their message: 'invalid input syntax for type uuid: "…"'.
    const message = String(error.code).startsWith('22') ? error.message.replace(/"[^"]*"/g, '"…"') : error.message;
    return { type: error.constructor.name, message, stack: (error.stack ?? '').replace(error.message, message), ...fields, ...('query' in error ? { query: error.query } : {}) };
  }
  if (isQueryError(error)) {
    const message = `Failed query: ${error.query}`;
    return {
      type: error.constructor.name,
      message,
      stack: (error.stack ?? '').replace(error.message, message),
      query: error.query,
      ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
    };
  }
  // Not pino's own: it appends each cause's message and stack to the error's, which would bring the values back.
  const { cause: _cause, ...fields } = { ...error } as Record<string, unknown>;
  return {
    ...fields,
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

/** The serializers every logger of the app uses (main's, and Fastify's own when it makes one). */
export const logSerializers = { err: serializeError };
