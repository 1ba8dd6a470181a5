import { type QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from '../../lib/api.ts';

export type PublicSiteTexts = InferResponseType<typeof api.site.texts.$get, 200>;

/** Answers made up from the defaults after a failed call: not kept, so the next visit asks the API again. */
const fallbacks = new WeakSet<PublicSiteTexts>();

/**
 * The texts of the public pages as staff wrote them (issue 18 'Site texts'). Should the call fail, the pages
 * still stand with the declared defaults, which are fetched only then (they are no weight on a normal visit).
 */
export const siteTextsQuery = () =>
  queryOptions({
    queryKey: ['site-texts'],
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

/** The pages' loaders wait for the texts (the spinner shows meanwhile), so nothing jumps when they arrive. */
export const loadSiteTexts = (queryClient: QueryClient) => queryClient.ensureQueryData(siteTextsQuery());

export const useSiteTexts = (): PublicSiteTexts => useSuspenseQuery(siteTextsQuery()).data;

/** The paragraphs of a multi-paragraph text: one a line, blank lines dropped. */
export const paragraphsOf = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
