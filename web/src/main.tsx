import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { listenForChunkLoadErrors } from './app/chunk-reload';
import { RootErrorBoundary } from './app/errors';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import type { PrerenderedData } from './entry-server';
import { requestFirstCaptcha } from './features/auth/queries';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles.css';

listenForChunkLoadErrors();
// The service worker (decision 083) after the page has loaded, so it never competes with the first visit.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

const container = document.getElementById('root')!;
// The server sends public pages already rendered in English (decision 068). An English reader's browser takes that
// page over (hydrates it); a Nepali reader's (theme-init.js set lang="ne" and hid it before the first paint) renders its own.
const hydrate = container.hasAttribute('data-prerendered') && document.documentElement.lang === 'en';

/**
 * The prerendered page is inert (the server marks it) until React has hydrated it: before then a click would do nothing
 * and typing would be reset by hydration. Lifted at the first commit, also when that commit shows the error screen.
 */
function LiftInert({ children }: { children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), []);
  return children;
}

async function start() {
  requestFirstCaptcha(window.location.pathname);
  const client = createQueryClient();
  const router = createAppRouter();
  if (hydrate) {
    const { queries, namespaces } = JSON.parse(document.getElementById('prerendered-data')!.textContent!) as PrerenderedData;
    // The server rendered with these answers; starting from them keeps the first render identical. Marked as
    // fetched long ago, so each is asked again once the page is live.
    for (const [queryKey, data] of queries) client.setQueryData(queryKey, data, { updatedAt: 0 });
    // The page's lazy code (the router loads it) and its texts, together: React hydrates the page's Suspense boundaries
    // after the first commit, and one that suspends then stays dead to clicks until what it waits for arrives.
    await Promise.all([
      new Promise((resolve) => (router.state.initialized ? resolve(0) : router.subscribe((state) => state.initialized && resolve(0)))),
      initI18n().then((i18n) => i18n.loadNamespaces(namespaces)),
    ]);
  } else await initI18n();
  const app = (
    <StrictMode>
      <RootErrorBoundary>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </RootErrorBoundary>
    </StrictMode>
  );
  // Only styles.css reads the attribute (to hide the English page from a Nepali reader): a hydrated page must stay
  // visible when its reader switches to Nepali.
  container.removeAttribute('data-prerendered');
  if (hydrate) return hydrateRoot(container, <LiftInert>{app}</LiftInert>);
  container.replaceChildren();
  container.removeAttribute('inert');
  createRoot(container).render(app);
}

// If the app cannot start, the prerendered page is still a page: its links work without JavaScript.
start().catch((error: unknown) => {
  container.removeAttribute('inert');
  throw error;
});
