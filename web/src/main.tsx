import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { listenForChunkLoadErrors } from './app/chunk-reload';
import { RootErrorBoundary } from './app/errors';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import type { PrerenderedQueries } from './entry-server';
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

async function start() {
  const client = createQueryClient();
  const router = createAppRouter();
  if (hydrate) {
    // The server rendered with these answers; starting from them keeps the first render identical. Marked as
    // fetched long ago, so each is asked again once the page is live.
    for (const [queryKey, data] of JSON.parse(document.getElementById('prerendered-queries')!.textContent!) as PrerenderedQueries) client.setQueryData(queryKey, data, { updatedAt: 0 });
    // The router loads the page's lazy code first: hydrating before that would meet its skeleton, not the page.
    await new Promise((resolve) => (router.state.initialized ? resolve(0) : router.subscribe((state) => state.initialized && resolve(0))));
  }
  await initI18n();
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
  if (hydrate) return hydrateRoot(container, app);
  container.replaceChildren();
  createRoot(container).render(app);
}

void start();
