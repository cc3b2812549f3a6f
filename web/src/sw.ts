// The service worker (decision 083), built by vite-plugin-pwa (injectManifest) into /sw.js.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSETS_CACHE, isSaveableApiPath, SAVED_CACHE } from './features/offline/offline-rules';

type PrecacheEntry = { url: string; revision: string | null };
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
};

// A new version takes over at once: the page's next navigation or lazy chunk comes from it, and an open tab asking for
// a chunk the new deploy removed reloads itself once (app/chunk-reload.ts), so no tab stays stuck on an old version.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The app shell and every screen's code, fonts and styles (the build lists them; no .br/.gz copies, no pdf.js worker).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html: opened without a connection, it comes from the precache.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

// Hashed files never change: those outside the precache are kept once fetched (the PDF viewer's worker).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS_CACHE }),
);

// Saved notes and papers: the network first (fresh content, the server's premium rules), the saved copy when it fails.
// Nothing is written here: only the student's "Save for offline" fills this cache.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && isSaveableApiPath(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const saved = await caches.match(request, { cacheName: SAVED_CACHE, ignoreVary: true });
      if (saved) return saved;
      throw error;
    }
  },
);
