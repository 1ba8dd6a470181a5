import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { SITE_TEXTS_KEY } from '#shared/query-keys';
import { api, unwrap } from '../../lib/api.ts';

export type PublicSiteTexts = InferResponseType<typeof api.site.texts.$get, 200>;

/** Answers made up from the defaults after a failed call: not kept, so the next visit asks the API again. */
const fallbacks = new WeakSet<PublicSiteTexts>();

/** Issue 18. The defaults are fetched only after a failed call, so they weigh nothing on a normal visit. */
export const siteTextsQuery = () =>
  queryOptions({
    queryKey: SITE_TEXTS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await unwrap(api.site.texts.$get(undefined, { init: { signal } }));
      } catch (error) {
        if (signal.aborted) throw error;
        const { FALLBACK_SITE_TEXTS } = await import('./site-texts-fallback.ts');
        fallbacks.add(FALLBACK_SITE_TEXTS);
        return FALLBACK_SITE_TEXTS;
      }
    },
    staleTime: (query) => (query.state.data && fallbacks.has(query.state.data) ? 0 : 5 * 60_000),
  });

/** The loaders wait for the texts, so nothing jumps when they arrive. */
export const loadSiteTexts = (queryClient: QueryClient) => queryClient.ensureQueryData(siteTextsQuery());

export const useSiteTexts = (): PublicSiteTexts => useSuspenseQuery(siteTextsQuery()).data;

export const paragraphsOf = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
