import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { users } from './db/schema';
import { createSession, SESSION_COOKIE } from './platform/auth';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './platform/csrf';
import { buildTestApp, type TestApp } from './test/app';
import { buildAdmin, buildStudent, type TestUser } from './test/factories';
import { buildFuzzOperations, type FuzzRequest, type OpenApiDocument } from './test/openapi-fuzz';

/**
 * Every route of the OpenAPI document, as visitor, student and admin, with hostile strings (control characters,
 * prototype keys, oversized, malformed ids and dates), wrong types and prototype-polluting bodies: no answer may
 * be a 5xx. Outside services point at a closed local port, so a route that calls one fails fast and offline.
 */

// Every outside-service address in the configuration (gateways, AI providers, and any added later).
const closedPort = 'http://127.0.0.1:9/';
const outsideServices = Object.fromEntries(
  Object.entries(parseConfig({}))
    .filter(([name, value]) => /_URL$/.test(name) && typeof value === 'string' && value.startsWith('https://'))
    .map(([name]) => [name, closedPort]),
);

type Role = 'visitor' | 'student' | 'admin';
type Failure = { role: Role; method: string; url: string; label: string; status: number | string; body: string };

let t: TestApp;
let baseUrl: string;
const people: Record<Exclude<Role, 'visitor'>, TestUser | undefined> = { student: undefined, admin: undefined };

beforeAll(async () => {
  t = await buildTestApp({ env: outsideServices });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A signed-in cookie per role, made afresh for each route (a route may sign out, change the password or delete the account). */
async function freshCookies(): Promise<Record<Role, string | undefined>> {
  for (const role of ['student', 'admin'] as const) {
    const person = people[role];
    const [exists] = person ? await t.db.select({ id: users.id }).from(users).where(eq(users.id, person.id)) : [];
    // The admin has a class too, so the student routes' class checks let either role deeper.
    if (!exists) people[role] = role === 'admin' ? await buildAdmin(t, { class: '12', faculty: 'science' }) : await buildStudent(t);
  }
  const cookieOf = async (person: TestUser) => `${SESSION_COOKIE}=${(await createSession(t, { userId: person.id })).token}`;
  return { visitor: undefined, student: await cookieOf(people.student!), admin: await cookieOf(people.admin!) };
}

async function send(request: FuzzRequest, cookie: string | undefined, extraHeaders: Record<string, string> = {}) {
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(cookie ? { cookie } : {}), ...extraHeaders };
  let body: string | undefined;
  if (request.body && 'json' in request.body) {
    body = JSON.stringify(request.body.json);
    headers['content-type'] = 'application/json';
  } else if (request.body) {
    body = request.body.raw;
    headers['content-type'] = request.body.contentType;
  }
  try {
    const response = await fetch(`${baseUrl}${request.url}`, { method: request.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    // An event stream never ends: its status and headers are the answer.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, body: '' };
    }
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: `no answer (${(error as Error).message})`, body: '' };
  }
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

const isFailure = (status: number | string) => typeof status === 'string' || status >= 500;

describe('route fuzz', () => {
  it('answers no request of any route with a 5xx, whoever sends it', { timeout: 600_000 }, async () => {
    const document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    const operations = buildFuzzOperations(document);
    expect(operations.length).toBeGreaterThan(50);

    const failures: Failure[] = [];
    let sent = 0;
    const record = async (role: Role, request: FuzzRequest, cookie: string | undefined, headers?: Record<string, string>) => {
      const { status, body } = await send(request, cookie, headers);
      sent++;
      if (isFailure(status)) failures.push({ role, method: request.method, url: request.url.slice(0, 200), label: request.label, status, body: body.slice(0, 300) });
      return status;
    };

    for (const operation of operations) {
      const cookies = await freshCookies();
      // Roles the route's guard refuses see only the baseline; the hostile cases go round-robin to those it lets in.
      const admitted: Role[] = [];
      for (const role of ['visitor', 'student', 'admin'] as const) {
        const status = await record(role, operation.baseline, cookies[role]);
        if (status !== 401 && status !== 403) admitted.push(role);
      }
      const roles = admitted.length ? admitted : (['visitor'] as Role[]);
      await inBatches(
        operation.cases.map((request, index) => ({ request, role: roles[index % roles.length]! })),
        4,
        async ({ request, role }) => void (await record(role, request, cookies[role])),
      );
      // A fuzzed admin request may have switched maintenance on: switch it off before the next route.
      if (operation.path.includes('maintenance') && operation.method !== 'GET') {
        await record('admin', { method: 'PUT', url: '/api/admin/settings/maintenance', label: 'reset', body: { json: { enabled: false, message: 'back soon' } } }, (await freshCookies()).admin);
      }
    }

    // The session lookup runs on every request: hostile cookies and bearer tokens.
    const session: FuzzRequest = { method: 'GET', url: '/api/auth/session', label: 'hostile credentials' };
    for (const value of ['__proto__', 'constructor', 'x'.repeat(8000), '%00', "' or 1=1 --"]) {
      await record('visitor', session, `${SESSION_COOKIE}=${encodeURIComponent(value)}`);
      await record('visitor', session, undefined, { authorization: `Bearer ${value}` });
      await record('visitor', session, `__proto__=${encodeURIComponent(value)}; constructor=1`);
    }

    expect(sent).toBeGreaterThan(1000);
    expect(failures, `${failures.length} of ${sent} requests answered 5xx or not at all`).toEqual([]);
  });
});
