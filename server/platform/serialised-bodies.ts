import type { FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Where a route keeps its bodies: a Map for a small set of values, a WeakMap for objects that are replaced on change. */
export type BodyStore<K> = { get(key: K): string | undefined; set(key: K, body: string): unknown };

/**
 * Sends the answer made from `key`, serialised through the route's own response schema (`reply.serialize`, so
 * undeclared fields still never leave) the first time and kept in `bodies` for the next. For hot reads whose answer
 * follows from a value already cached per instance (a session's frozen authorisation, an unread count): serialising
 * through Zod on every request was about a twentieth of their CPU (decision 086).
 */
export function sendSerialisedOnce<K>(reply: FastifyReply, bodies: BodyStore<K>, key: K, answer: () => unknown) {
  let body = bodies.get(key);
  if (body === undefined) bodies.set(key, (body = reply.serialize(answer()) as string));
  return reply.type(JSON_CONTENT_TYPE).send(body);
}
