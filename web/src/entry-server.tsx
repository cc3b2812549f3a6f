import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { CaptchaChallenge } from '@common/auth';
import type { Policy, PolicyType } from '@common/policies';
import type { MaintenanceSetting } from '@common/settings';
import { RootErrorBoundary } from './app/errors';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { ALL_NAMESPACES, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { authKeys } from './features/auth/queries';
import { policyKeys } from './features/policies/queries';
import { settingsKeys } from './features/settings/queries';

/**
 * What the server read for this request: the page is rendered with it, and the browser starts from the same.
 * `captcha`: the challenge the page's form shows, which the browser reads from the picture itself (decision 087).
 */
export type PrerenderInput = { maintenance: MaintenanceSetting; policy?: Policy; captcha?: CaptchaChallenge };

/** The queries a prerendered page starts with, in the order main.tsx puts them back. */
export type PrerenderedQueries = Array<[queryKey: readonly unknown[], data: unknown]>;
/**
 * What main.tsx needs before hydrating: the answers the page was rendered with and the text namespaces it used (a
 * namespace still loading would keep part of the page unhydrated, and a click there would be lost).
 */
export type PrerenderedData = { queries: PrerenderedQueries; namespaces: string[] };

const handler = createStaticHandler(routes);
// Every English text up front (a few kB of JSON in memory): a page never waits for its namespace.
const ready = initI18n('en').then(async (i18n) => {
  await i18n.loadNamespaces(ALL_NAMESPACES);
  return i18n;
});
// One render at a time: the namespaces a render used are read from the translator's one record of them.
let previous: Promise<unknown> = Promise.resolve();

function seededQueries({ maintenance, policy }: PrerenderInput): PrerenderedQueries {
  const queries: PrerenderedQueries = [[settingsKeys.maintenance(), maintenance]];
  if (policy) queries.push([policyKeys.active(policy.policyType as PolicyType), policy]);
  return queries;
}

async function toText(stream: NodeJS.ReadableStream) {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

/**
 * Renders a public page in English as the server sends it (decision 068): the app's own routes, providers and
 * texts, waiting for every lazy page and namespace. Undefined when the route answers with a redirect.
 */
export function renderPage(url: string, input: PrerenderInput): Promise<{ html: string; data: PrerenderedData } | undefined> {
  const rendered = previous.then(() => renderOne(url, input));
  previous = rendered.catch(() => undefined);
  return rendered;
}

async function renderOne(url: string, input: PrerenderInput) {
  const i18n = await ready;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const queries = seededQueries(input);
  const client: QueryClient = createQueryClient();
  for (const [queryKey, data] of queries) client.setQueryData(queryKey, data);
  if (input.captcha) client.setQueryData(authKeys.captchaInPage(), input.captcha);
  const router = createStaticRouter(handler.dataRoutes, context);
  // useTranslation notes each namespace it is asked for in this record.
  const used = i18n.recordUsedNamespaces();
  const html = await render(router, context, client);
  // An inline script (React's way of revealing content written out of order) would be refused by the CSP.
  if (html.includes('<script')) throw new Error(`${url} rendered with an inline script`);
  return { html, data: { queries, namespaces: [...used] } };
}

async function render(router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext, client: QueryClient) {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RootErrorBoundary>
        <AppProviders client={client}>
          {/* No hydration script: the CSP allows no inline script, and the browser's router starts from the URL. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RootErrorBoundary>
    </StrictMode>,
    // Prerendering waits for every lazy page and component; each Suspense boundary is then written in place, never
    // as a later chunk with the inline script that moves it (which React does above this size, 12.8 kB by default).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return toText(prelude);
}
