import { randomUUID } from 'node:crypto';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type FuzzRequest = {
  method: string;
  /** Path with its parameters filled in and encoded, plus any query string. */
  url: string;
  /** A JSON value to send, or a raw text body (already serialized, for payloads JSON.stringify cannot write). */
  body?: { json: unknown } | { raw: string; contentType: string };
  /** What this request varies, for the failure report. */
  label: string;
};

export type FuzzOperation = { method: string; path: string; baseline: FuzzRequest; cases: FuzzRequest[] };

/** Strings no route should choke on: control characters, prototype keys, oversized, malformed numbers, dates and ids. */
export const HOSTILE_STRINGS: readonly string[] = [
  'nul\u0000byte',
  'bell\u0007escape\u001b[2J',
  'delete\u007fc1\u0085',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'x'.repeat(100_000),
  '',
  ' ',
  "' or 1=1 --",
  '../../../../etc/passwd',
  'lone\ud800surrogate',
  '😀'.repeat(300),
  '-1',
  '1e400',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30T25:61:00Z',
  '%00',
  // Pagination cursors: a timestamp with a malformed id, an out-of-range date, a base64 object with a prototype key.
  '2026-11-22T06:00:00.000Z_not-a-uuid',
  '-271821-04-20T00:00:00.000Z_00000000-0000-0000-0000-000000000000',
  'eyJpZCI6Il9fcHJvdG9fXyJ9',
];

/** Values of the wrong type (or out of any sane range) for a JSON field. */
const WRONG_TYPES: readonly unknown[] = [null, true, 0, -1, 1e308, 2 ** 53 + 1, 1.5, [], ['a', 'b'], {}, { constructor: { prototype: { polluted: true } } }];

const PATTERN_CANDIDATES = ['a', 'abc', 'a-b', 'ab-cd', '1', '12', 'ABCDE', 'abc123', 'physics', 'terms', 'A'];

function pickPattern(schema: JsonSchema): string | undefined {
  if (!schema.pattern) return undefined;
  const pattern = new RegExp(schema.pattern);
  return PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
}

/** A value that the schema most likely accepts, so each case varies one thing at a time. */
export function sampleValid(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sampleValid(variants.find((variant) => variant.type !== 'null') ?? variants[0]);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sampleValid(part)));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date-time') return new Date('2026-11-22T06:00:00Z').toISOString();
      if (schema.format === 'date') return '2026-11-22';
      if (schema.format === 'uri') return 'https://example.com/';
      return pickPattern(schema) ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : Math.min(1, schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValid(schema.items));
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? {} : undefined;
      return Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, sampleValid(property)]));
    }
  }
}

/** Percent-encodes a URL part; a lone surrogate becomes %ED%A0%80, a byte sequence that is not valid UTF-8. */
const encodePart = (value: string) =>
  value
    .split(/([\ud800-\udfff])/)
    .map((piece) => (/^[\ud800-\udfff]$/.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');

function fillPath(path: string, values: Record<string, string>) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePart(values[name] ?? 'x'));
}

function withQuery(url: string, query: [string, string][]) {
  if (query.length === 0) return url;
  return `${url}?${query.map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`).join('&')}`;
}

function jsonBodySchema(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/**
 * Every operation of the document with a baseline request (valid-looking values everywhere) and its hostile
 * variants: each path and query parameter gets each hostile string (and prototype keys as query names), each
 * body field each hostile string and wrong type, and the body as a whole wrong types, prototype-polluting JSON,
 * an unknown key, an oversized payload and a foreign content type.
 */
export function buildFuzzOperations(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      const parameters = operation.parameters ?? [];
      const pathValues = Object.fromEntries(
        parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, String(sampleValid(parameter.schema))]),
      );
      const bodySchema = jsonBodySchema(operation);
      const baselineBody = bodySchema ? sampleValid(bodySchema) : undefined;
      const request = (label: string, changes: { path?: Record<string, string>; query?: [string, string][]; body?: FuzzRequest['body'] }): FuzzRequest => ({
        method,
        label,
        url: withQuery(fillPath(path, { ...pathValues, ...changes.path }), changes.query ?? []),
        body: 'body' in changes ? changes.body : baselineBody === undefined ? undefined : { json: baselineBody },
      });

      const cases: FuzzRequest[] = [];
      for (const parameter of parameters) {
        for (const [index, value] of HOSTILE_STRINGS.entries()) {
          const label = `${parameter.in} ${parameter.name} = hostile[${index}]`;
          if (parameter.in === 'path') cases.push(request(label, { path: { [parameter.name]: value } }));
          if (parameter.in === 'query') cases.push(request(label, { query: [[parameter.name, value]] }));
        }
        if (parameter.in === 'query') {
          cases.push(request(`query ${parameter.name} repeated`, { query: [[parameter.name, 'a'], [parameter.name, 'b']] }));
        }
      }
      if (method === 'GET' || method === 'DELETE') {
        for (const name of ['__proto__', 'constructor', '__proto__[polluted]', 'constructor[prototype][polluted]']) {
          cases.push(request(`query key ${name}`, { query: [[name, '1']] }));
        }
      }
      if (bodySchema) {
        const base = (baselineBody ?? {}) as Record<string, unknown>;
        for (const name of Object.keys(bodySchema.properties ?? {})) {
          for (const [index, value] of [...HOSTILE_STRINGS, ...WRONG_TYPES].entries()) {
            cases.push(request(`body ${name} = value[${index}]`, { body: { json: { ...base, [name]: value } } }));
          }
        }
        for (const [index, value] of WRONG_TYPES.entries()) cases.push(request(`body = wrong type[${index}]`, { body: { json: value } }));
        const json = JSON.stringify(base);
        const spliced = (extra: string) => (json === '{}' ? `{${extra}}` : `${json.slice(0, -1)},${extra}}`);
        cases.push(request('body with __proto__', { body: { raw: spliced('"__proto__":{"role":"admin","polluted":true}'), contentType: 'application/json' } }));
        cases.push(request('body with constructor.prototype', { body: { raw: spliced('"constructor":{"prototype":{"polluted":true}}'), contentType: 'application/json' } }));
        cases.push(request('body with an unknown key', { body: { json: { ...base, unexpected: 'x' } } }));
        cases.push(request('oversized body', { body: { json: { ...base, padding: 'x'.repeat(2 * 1024 * 1024) } } }));
        cases.push(request('text body', { body: { raw: 'hello', contentType: 'text/plain' } }));
        cases.push(request('broken JSON', { body: { raw: '{"a":', contentType: 'application/json' } }));
      }
      operations.push({ method, path, baseline: request('baseline', {}), cases });
    }
  }
  return operations;
}
