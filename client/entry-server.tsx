import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { Lang } from '#shared/languages';
import { type MessageId, type MessageValues, setTranslator } from '#shared/messages/index';
import { App } from './app.tsx';
import { type FirstPageEntry, fillQueryCache } from './lib/first-page.ts';
import { setSiteOrigin } from './lib/head.ts';
import { createAppRouter, createQueryClient } from './router.tsx';

/**
 * The first screen of a public page rendered on the server by the app's own components, for the browser to
 * show before its script runs and then hydrate (client/main.tsx). Loaded by server/services/first-screen.ts.
 * A page renders from the data it carries (server/services/first-page.ts) and nothing else: the API client
 * asks nothing on the server (client/lib/api.ts), so a part without its data renders as it does while loading.
 */

export type ServerSetup = {
  /** The request's words: the server's catalogue in the language of the request being answered. */
  translate: (id: MessageId, values?: MessageValues) => string;
  lang: () => Lang;
  /** The site's public origin, for addresses shown in full. */
  origin: string;
};

/** Once, when the server loads this module. */
export function setUp({ translate, lang, origin }: ServerSetup): void {
  setTranslator(translate, lang);
  setSiteOrigin(origin);
}

/** How long the first route's code may take to load; a route waiting for data the page lacks never finishes. */
const LOAD_WITHIN_MS = 200;

/**
 * The first screen's HTML at `url` (as the visitor asked for it: '/zh/shop/x?q=y'); none when its route
 * needs data the page does not carry, or failed; `late` when its code did not load in time (a first visit
 * after a start, on a busy machine), which the next visit may not be.
 */
export async function renderFirstScreen(
  url: string,
  entries: FirstPageEntry[],
): Promise<{ html?: string; late?: true }> {
  const queryClient = createQueryClient();
  fillQueryCache(queryClient, entries);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loaded = await Promise.race([
    router.load().then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), LOAD_WITHIN_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!loaded) return { late: true };
  // A page that failed is left to the browser, which shows it as it always has. A not-found page is rendered:
  // the server asks for one only for an entry in another language, whose page says where it is.
  if (!router.state.matches.every((match) => match.status === 'success' || match.status === 'notFound')) return {};
  const html = renderToString(<App queryClient={queryClient} router={router} />);
  queryClient.clear();
  return { html: withoutHeadTags(html) };
}

/**
 * React puts the tags that belong in the head (the route's title and meta, preloads of its first images) before
 * the body's markup. The server writes the page's head itself (server/routes/client.ts), so they are dropped.
 */
const HEAD_TAGS = /^(?:<(?:link|meta)\b[^>]*\/?>|<title>[^<]*<\/title>)*/;
const withoutHeadTags = (html: string) => html.replace(HEAD_TAGS, '');
