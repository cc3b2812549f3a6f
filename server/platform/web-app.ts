import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isKnownWebRoute } from '@common/routes';
import { AppError } from './errors';

const ALWAYS_CHECKED = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/**
 * Serves the built single-page app: hashed assets with long caching, and index.html for every
 * client route (with status 404 for paths outside the route tables, which the app shows as Page Not Found).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
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
        // The service worker and the manifest are checked on every visit, so a deploy reaches open apps (decision 083).
        const isAlwaysChecked = ALWAYS_CHECKED.has(path.basename(filePath));
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : isAlwaysChecked ? 'no-cache' : 'public, max-age=300');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
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
    return reply.status(isKnown ? 200 : 404).header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  });
}
