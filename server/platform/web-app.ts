import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pathToFileURL } from 'node:url';
import { CAPTCHA_IN_PAGE_SLOT, type CaptchaChallenge } from '@common/auth';
import { isAdminHost, isKnownWebRoute, PRERENDERED_ROUTES } from '@common/routes';
import type { MaintenanceSetting } from '@common/settings';
import type { Policy } from '@common/policies';
import { AppError } from './errors';

const ALWAYS_CHECKED = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/** What a prerendered page is rendered with, read per request (decision 068). */
export type PageData = { maintenance: MaintenanceSetting; policy?: Policy };
/**
 * web/src/entry-server.tsx's renderPage: the page's markup and what the browser starts from (its queries and texts).
 * A page with a captcha is rendered showing CAPTCHA_IN_PAGE_SLOT, which each visitor's copy replaces (decision 087).
 */
export type PageRenderer = (url: string, data: PageData & { captcha?: CaptchaChallenge }) => Promise<{ html: string; data: unknown } | undefined>;
export type Prerendering = {
  /** The data for a page in PRERENDERED_ROUTES; the SPA is sent instead when maintenance is on. */
  readData: (route: (typeof PRERENDERED_ROUTES)[string]) => Promise<PageData>;
  /** A new challenge for a visitor of a page with a captcha, under the captcha's limits; none past them. */
  issueCaptcha: (clientAddress: string) => Promise<CaptchaChallenge | undefined>;
  /** Tests pass the renderer; by default the build's `<distDir>-ssr/entry-server.js`, loaded on first use. */
  render?: PageRenderer;
};

// JSON inside <script>: no "</script>" or "<!--" can end or change the element.
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Public pages sent already rendered (decision 068): each path's page is rendered once per distinct input (the
 * policy's version, the maintenance message) and kept; a failure is logged and the visitor gets the SPA. A page with
 * a captcha gets a fresh challenge in each copy sent (decision 087).
 */
function createPrerenderer(indexHtml: string, ssrEntry: string, prerendering: Prerendering) {
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const loadRenderer = () =>
    (renderer ??= prerendering.render
      ? Promise.resolve(prerendering.render)
      : existsSync(ssrEntry)
        ? import(pathToFileURL(ssrEntry).href).then((module: { renderPage: PageRenderer }) => module.renderPage)
        : Promise.resolve(undefined));
  const pages = new Map<string, { key: string; page: Promise<string | undefined> }>();

  async function keptPage(pathname: string, origin: string, route: (typeof PRERENDERED_ROUTES)[string]): Promise<string | undefined> {
    const data = await prerendering.readData(route);
    if (data.maintenance.enabled) return undefined;
    const key = JSON.stringify([data.maintenance.message, data.policy?.id, data.policy?.updatedAt]);
    const kept = pages.get(pathname);
    if (kept?.key === key) return kept.page;
    const page = loadRenderer().then(async (render) => {
      const rendered = await render?.(`${origin}${pathname}`, { ...data, captcha: route.captcha && CAPTCHA_IN_PAGE_SLOT });
      if (!rendered) return undefined;
      return indexHtml.replace(
        '<div id="root"></div>',
        // The app starts on the reader's first touch, holding what they did before (web/src/boot.ts, decision 088).
        `<div id="root" data-prerendered>${rendered.html}</div><script type="application/json" id="prerendered-data">${scriptSafeJson(rendered.data)}</script>`,
      );
    });
    pages.set(pathname, { key, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => pages.get(pathname)?.page === page && pages.delete(pathname));
    return page;
  }

  return async function prerendered(pathname: string, origin: string, clientAddress: string): Promise<string | undefined> {
    const route = PRERENDERED_ROUTES[pathname];
    if (!route) return undefined;
    const page = await keptPage(pathname, origin, route);
    if (!page || !route.captcha) return page;
    // Past the visitor's captcha limit the SPA goes out: its form asks for a challenge and says why it gets none.
    const challenge = await prerendering.issueCaptcha(clientAddress);
    return challenge && page.replace(CAPTCHA_IN_PAGE_SLOT.image, () => challenge.image).replace(CAPTCHA_IN_PAGE_SLOT.id, () => challenge.id);
  };
}

/**
 * Serves the built single-page app: hashed assets with long caching, and index.html for every
 * client route (with status 404 for paths outside the route tables, which the app shows as Page Not Found).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, prerendering?: Prerendering) {
  const root = path.resolve(distDir);
  const indexPath = path.join(root, 'index.html');
  const hasBuild = existsSync(indexPath);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      // One wildcard route rather than a route per file (about 400 with the .br/.gz copies): a faster start.
      // Only paths with a file extension are files; the rest (client routes, API paths, `/`) and missing
      // files fall through to the not-found handler below.
      wildcard: true,
      index: false,
      allowedPath: (pathname) => path.extname(pathname) !== '',
      // The build writes .br and .gz beside each asset (scripts/precompress-web.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and the manifest are checked on every visit, so a deploy reaches open apps (decision 083);
        // a browser that accepts brotli or gzip is sent sw.js.br or sw.js.gz, which are the same file.
        const isAlwaysChecked = ALWAYS_CHECKED.has(path.basename(filePath).replace(/\.(br|gz)$/, ''));
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : isAlwaysChecked ? 'no-cache' : 'public, max-age=300');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : undefined;
  const prerendered = indexHtml && prerendering ? createPrerenderer(indexHtml, path.join(`${root}-ssr`, 'entry-server.js'), prerendering) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      throw new AppError('not_found', `No API route ${request.method} ${pathname}`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('not_found', `Nothing at ${request.method} ${pathname}`);
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    const isKnown = isKnownWebRoute(pathname);
    if (!isKnown && !path.extname(pathname)) request.log.warn({ path: pathname }, '404: unknown web route');
    if (!isKnown && path.extname(pathname)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    let html = indexHtml;
    // The admin host's / is the admin dashboard (seed 000 section 2): never the landing page.
    if (prerendered && !(pathname === '/' && isAdminHost(request.hostname))) {
      html = (await prerendered(pathname, `${request.protocol}://${request.host}`, request.ip).catch((error: unknown) => {
        request.log.error({ err: error, path: pathname }, 'prerendering failed: the SPA is sent instead');
        return undefined;
      })) ?? indexHtml;
    }
    // A page that may carry a single-use captcha challenge is never kept by the browser or a proxy (decision 087).
    const cacheControl = PRERENDERED_ROUTES[pathname]?.captcha ? 'no-store' : 'no-cache';
    return reply.status(isKnown ? 200 : 404).header('cache-control', cacheControl).type('text/html').send(html);
  });
}
