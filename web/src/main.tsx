import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { RootErrorBoundary } from './app/errors';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import type { PrerenderedData } from './entry-server';
import { requestFirstCaptcha } from './features/auth/queries';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root')!;
// The server sends public pages already rendered in English (decision 068). An English reader's browser takes that
// page over (hydrates it); a Nepali reader's (theme-init.js set lang="ne" and hid it before the first paint) renders its own.
const hydrate = container.hasAttribute('data-prerendered') && document.documentElement.lang === 'en';

/**
 * At the app's first commit (also when it shows the error screen) the page is the app's, and boot.ts gives it what the
 * reader did before. Only styles.css reads `data-prerendered` (to hide the English page from a Nepali reader), so a
 * hydrated page stays visible when its reader switches to Nepali.
 */
function OnFirstCommit({ live, children }: { live: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('data-prerendered');
    live();
  }, [live]);
  return children;
}

/** Starts the app (boot.ts decides when); resolves once it has taken the page over. */
export async function startApp(): Promise<void> {
  const client = createQueryClient();
  requestFirstCaptcha(client, window.location.pathname);
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
  let live!: () => void;
  const isLive = new Promise<void>((resolve) => (live = resolve));
  const app = (
    <OnFirstCommit live={live}>
      <StrictMode>
        <RootErrorBoundary>
          <AppProviders client={client}>
            <RouterProvider router={router} />
          </AppProviders>
        </RootErrorBoundary>
      </StrictMode>
    </OnFirstCommit>
  );
  if (hydrate) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  return isLive;
}
