import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * C0 controls except tab, line feed and carriage return; DEL; C1 controls; and UTF-16 surrogates without their pair.
 * PostgreSQL refuses NUL in text and lone surrogates in JSON, and none of them belongs in anything a person types.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (or object key) in `value` that holds a forbidden character, or null when none does. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN.test(key)) return [...path, JSON.stringify(key)];
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function refuseControlCharacters(request: FastifyRequest) {
  // Named as the validation errors name them ("Invalid querystring: …").
  const parts = { params: request.params, querystring: request.query, body: request.body };
  for (const [context, value] of Object.entries(parts)) {
    const found = findControlCharacter(value);
    if (!found) continue;
    const where = found.length ? `${found.join('.')}: ` : '';
    throw new AppError('validation_error', `Invalid ${context}: ${where}control characters are not allowed`, 400);
  }
}

/**
 * Refuses (400) every request whose path parameters, query or JSON body hold a control character, before any
 * route's own validation: one hook at the root, so every route, including those added later, is covered.
 * Multipart uploads are parsed by their route; their text fields go through the same `findControlCharacter`.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  // Callback style: what it throws is caught by Fastify, and no promise is made per request (decision 086).
  app.addHook('preValidation', (request, _reply, done) => {
    refuseControlCharacters(request);
    done();
  });
}
