import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app';
import { buildStudent } from './test/factories';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'pariksha-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Pariksha"}');
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(() => t.close());

describe('the API surface', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No API route GET /api/no-such-thing' } });
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const response = await t.post('/api/auth/logout', '{"broken', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_json', message: 'The request body is not valid JSON' } });
  });

  it('refuses state-changing requests without the CSRF header or from another origin', async () => {
    const withoutHeader = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json().error.code).toBe('csrf_failed');
    const foreign = await t.post('/api/auth/logout', undefined, { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    const sameSite = await t.post('/api/auth/logout', undefined, { headers: { origin: 'http://localhost:3000' } });
    expect(sameSite.statusCode).toBe(204);
  });

  it('sends security headers with a Content-Security-Policy that allows only our own scripts', async () => {
    const response = await t.get('/dashboard');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Computed once at start (decision 072): every answer, API and refusals included, carries the same set.
    for (const path of ['/api/auth/session', '/api/no-such-route']) {
      const api = await t.get(path);
      expect(api.headers['content-security-policy']).toBe(csp);
      expect(api.headers['x-content-type-options']).toBe('nosniff');
      expect(api.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('describes itself as OpenAPI at /api/docs', async () => {
    const spec = await t.get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
    expect(Object.keys(spec.json().paths)).toContain('/api/health');
  });

  it('serves Swagger UI at /api/docs with its scripts, which read the document beside it', async () => {
    const page = await t.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const script of scripts) {
      const answer = await t.get(script);
      expect(answer.statusCode, script).toBe(200);
      expect(answer.headers['content-type'], script).toMatch(/^application\/javascript/);
    }
    expect((await t.get('/api/docs/static/swagger-initializer.js')).body).toContain('./json');
  });

  it('states in /api/docs which role each route needs, as the server enforces it', async () => {
    type Operation = { security?: unknown[]; description?: string; 'x-required-role'?: string };
    const spec = (await t.get('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    const student = await buildStudent(t);
    const counts = { admin: 0, user: 0, public: 0 };
    for (const [route, operations] of Object.entries(spec.paths)) {
      const url = route.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const [method, operation] of Object.entries(operations)) {
        const role = operation['x-required-role'] as keyof typeof counts;
        const what = `${method.toUpperCase()} ${route}`;
        expect(['admin', 'user', 'public'], what).toContain(role);
        counts[role]++;
        expect(operation.description, what).toMatch(/Access: /);
        if (role === 'public') {
          expect(operation.security, what).toEqual([]);
          continue;
        }
        expect(operation.security, what).toEqual([{ session: [] }, { bearer: [] }]);
        const visitor = await t.request(method.toUpperCase() as 'GET', url);
        expect(visitor.statusCode, what).toBe(401);
        if (role === 'admin') expect((await t.request(method.toUpperCase() as 'GET', url, { as: student })).statusCode, what).toBe(403);
      }
    }
    expect(counts.admin).toBeGreaterThan(10);
    expect(counts.user).toBeGreaterThan(10);
    expect(counts.public).toBeGreaterThan(5);
  });
});

describe('GET /api/health', () => {
  it('says ok while the database answers', async () => {
    const response = await t.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('serving the web app', () => {
  it('answers every route of the tables with the app shell', async () => {
    for (const url of ['/', '/dashboard', '/notes/physics/optics', '/admin/policy-management', '/admin', '/terms']) {
      const response = await t.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers other paths with the shell and status 404, so the app shows Page Not Found', async () => {
    const response = await t.get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('serves hashed assets with long caching and missing files as plain 404s', async () => {
    const asset = await t.get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves the service worker and the manifest no-cache, so a deploy reaches installed apps', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await t.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const csp = String((await t.get('/dashboard')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('when the database stops answering', () => {
  it('health answers 503', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await broken.app.close();
  });
});
