import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_ROUTES } from '@common/routes';
import type { Policy } from '@common/policies';
// eslint-disable-next-line no-restricted-imports -- the renderer the build compiles for the server (<webDir>-ssr), from its sources
import { renderPage } from '../../web/src/entry-server';
import { registerErrorHandling } from './errors';
import { registerWebApp, type PageData } from './web-app';

const SHELL = '<!doctype html><html lang="en"><head><script src="/theme-init.js"></script></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const policy = (content: string, version: number): Policy => ({
  id: `terms-${version}`,
  policyType: 'terms',
  content,
  version,
  isActive: true,
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: `2026-11-2${version}T06:00:00.000Z`,
});

// What the app's readData would answer now: tests change it between requests.
let data: PageData;
// Challenges the app's issueCaptcha would give; none once `overLimit` (the real one is tested in features/auth).
let issued = 0;
let overLimit = false;
let app: FastifyInstance;

beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'pariksha-prerender-'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  // The renderer from the sources, as the build compiles it into <webDir>-ssr/entry-server.js.
  await registerWebApp(app, webDir, {
    readData: async (route) => ({ ...data, policy: route.policy ? data.policy : undefined }),
    issueCaptcha: async () => (overLimit ? undefined : { id: `challenge-${++issued}`, image: `data:image/png;base64,picture${issued}` }),
    render: renderPage,
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json"'));
const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="prerendered-data">(.*?)<\/script>/s.exec(html)![1]!) as { queries: unknown[]; namespaces: string[] };
const queriesOf = (html: string) => dataOf(html).queries;

describe('prerendered public pages (decision 068)', () => {
  beforeAll(() => {
    data = { maintenance: { enabled: false, message: 'Back soon' }, policy: policy('# Terms\n\n## Using Pariksha\n\nBe kind to other students.', 1) };
  });

  it('sends each public page already rendered in English, with what it was rendered from', async () => {
    const expected: Record<string, string> = {
      '/': 'Prepare smarter.',
      '/features': 'Platform Features',
      '/class-12': 'Class 12',
      '/login': 'Welcome Back',
      '/signup': 'Create Your Account',
      '/terms-of-service': 'Be kind to other students.',
    };
    for (const [url, text] of Object.entries(expected)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(PRERENDERED_ROUTES[url]!.captcha ? 'no-store' : 'no-cache');
      expect(response.body, url).toContain('<div id="root" data-prerendered>');
      expect(rootOf(response.body), url).toContain(text);
      // The page's own content, not the skeleton shown while its code loads.
      expect(rootOf(response.body), url).not.toContain('aria-busy="true"');
      expect(queriesOf(response.body), url).toContainEqual([['settings', 'maintenance'], data.maintenance]);
    }
    expect(queriesOf((await get('/terms-of-service')).body)).toContainEqual([['policies', 'active', 'terms'], data.policy]);
    // The texts each page used, which the browser loads before hydrating: its own namespace, not the others'.
    expect(dataOf((await get('/features')).body).namespaces.toSorted()).toEqual(['common', 'landing']);
    expect(dataOf((await get('/login')).body).namespaces).toContain('auth');
    expect(dataOf((await get('/login')).body).namespaces).not.toContain('landing');
    expect(Object.keys(PRERENDERED_ROUTES)).toEqual(expect.arrayContaining(Object.keys(expected)));
  });

  it('adds no script the CSP would refuse: only the shell’s own files and a JSON data block', async () => {
    for (const url of Object.keys(PRERENDERED_ROUTES)) {
      const { body } = await get(url);
      const scripts = body.match(/<script\b[^>]*>/g) ?? [];
      for (const script of scripts) expect(script, url).toMatch(/ src="|type="application\/json"/);
      expect(scripts.filter((script) => script.includes('application/json')), url).toHaveLength(1);
    }
  });

  it('shows an edited policy on the next request, and keeps text that could close the data block inert', async () => {
    data = { ...data, policy: policy('# Terms\n\n## New rules\n\nNo sharing answers </script><script>alert(1)</script>.', 2) };
    const { body } = await get('/terms-of-service');
    expect(rootOf(body)).toContain('New rules');
    expect(rootOf(body)).not.toContain('Be kind to other students.');
    expect(body).not.toContain('<script>alert(1)');
    expect(queriesOf(body)).toContainEqual([['policies', 'active', 'terms'], data.policy]);
  });

  it('puts a new captcha challenge in each sign-in and sign-up page it sends, and the SPA past the limit (decision 087)', async () => {
    for (const url of ['/login', '/signup']) {
      const pictures = [];
      for (const _ of [1, 2]) {
        const response = await get(url);
        expect(response.headers['cache-control'], url).toBe('no-store');
        const picture = /<img [^>]*alt="Security check image[^"]*"[^>]*>/.exec(rootOf(response.body))?.[0];
        expect(picture, url).toContain(` src="data:image/png;base64,picture${issued}"`);
        expect(picture, url).toContain(` data-challenge-id="challenge-${issued}"`);
        expect(response.body, url).not.toContain('{{captcha-');
        // Once: React adds no preload link for a data: URL, which would carry the picture twice.
        expect(response.body.split(`picture${issued}"`), url).toHaveLength(2);
        pictures.push(picture);
      }
      expect(new Set(pictures).size, url).toBe(2);
    }
    // Other pages ask for no challenge.
    const before = issued;
    await get('/features');
    expect(issued).toBe(before);

    overLimit = true;
    const refused = await get('/login');
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toBe(SHELL);
    overLimit = false;
  });

  it('sends the SPA while maintenance is on, for the admin host’s / and for unknown paths', async () => {
    data = { ...data, maintenance: { enabled: true, message: 'Back soon' } };
    const during = await get('/features');
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(SHELL);
    data = { ...data, maintenance: { enabled: false, message: 'Back soon' } };
    expect((await get('/features')).body).toContain('data-prerendered');

    expect((await get('/', 'manage.pariksha.com.np')).body).toBe(SHELL);
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SHELL);
    // Signed-in screens are never prerendered: they depend on who asks.
    expect((await get('/dashboard')).body).toBe(SHELL);
  });
});

describe('caching of the built files (decision 083)', () => {
  let files: FastifyInstance;
  const LONG_CACHE = 'public, max-age=31536000, immutable';
  // Big enough to be precompressed as the build does (scripts/precompress-web.mjs), with .br and .gz beside each.
  const built: Record<string, string> = {
    'index.html': SHELL,
    'sw.js': `self.addEventListener('install', () => self.skipWaiting());${' '.repeat(2048)}`,
    'manifest.webmanifest': JSON.stringify({ name: 'Pariksha', start_url: '/dashboard', display: 'standalone' }),
    'assets/index-B2x9Qk1f.js': `console.log('app');${' '.repeat(2048)}`,
    'assets/index-C7mPq0aZ.css': `body{margin:0}${' '.repeat(2048)}`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };

  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'pariksha-web-cache-'));
    mkdirSync(path.join(webDir, 'assets'));
    for (const [name, body] of Object.entries(built)) {
      writeFileSync(path.join(webDir, name), body);
      if (name !== 'manifest.webmanifest' && name !== 'favicon.svg') {
        writeFileSync(path.join(webDir, `${name}.br`), brotliCompressSync(body));
        writeFileSync(path.join(webDir, `${name}.gz`), gzipSync(body));
      }
    }
    files = Fastify({ logger: false });
    registerErrorHandling(files);
    await registerWebApp(files, webDir);
    await files.ready();
  });
  afterAll(() => files.close());

  const fetchAs = (url: string, encoding?: string) => files.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it.each([undefined, 'br', 'gzip'])('asks the browser to check the service worker, the manifest and index.html on every visit (accepting %s)', async (encoding) => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      const response = await fetchAs(url, encoding);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
    }
    // A screen of the app is index.html too.
    const screen = await fetchAs('/dashboard', encoding);
    expect(screen.headers['cache-control']).toBe('no-cache');
    expect(screen.body).toBe(SHELL);
  });

  it.each([undefined, 'br', 'gzip'])('keeps hashed assets for a year, unchanged (accepting %s)', async (encoding) => {
    for (const url of ['/assets/index-B2x9Qk1f.js', '/assets/index-C7mPq0aZ.css']) {
      const response = await fetchAs(url, encoding);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(LONG_CACHE);
      expect(response.headers['content-encoding'], url).toBe(encoding);
    }
  });

  it('keeps other files only a few minutes: their names do not change with their content', async () => {
    expect((await fetchAs('/favicon.svg')).headers['cache-control']).toBe('public, max-age=300');
  });
});
