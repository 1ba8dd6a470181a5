import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { DEFAULT_SITE_TEXTS } from '#shared/site-texts';
import { api, unwrap } from '../../lib/api.ts';

export type PublicSiteTexts = InferResponseType<typeof api.site.texts.$get, 200>;

/** The texts of the public pages as staff wrote them (issue 18 'Site texts'). */
export const siteTextsQuery = () =>
  queryOptions({
    queryKey: ['site-texts'],
    queryFn: ({ signal }) => unwrap(api.site.texts.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  });

/** What the pages show if the texts cannot be loaded: the declared defaults, the gallery's details left vague. */
const fill = (html: string) => html.replaceAll('{email}', 'our e-mail address').replaceAll('{address}', 'Beijing');
const FALLBACK: PublicSiteTexts = {
  ...DEFAULT_SITE_TEXTS,
  heroImage: null,
  findUsIn: [],
  hoursNote: '',
  privacyBody: fill(DEFAULT_SITE_TEXTS.privacyBody),
  termsBody: fill(DEFAULT_SITE_TEXTS.termsBody),
};

/**
 * The pages' loaders wait for the texts (the spinner shows meanwhile, so nothing jumps); should the call fail,
 * the page still stands with the defaults instead of an error.
 */
export const loadSiteTexts = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(siteTextsQuery()).catch(() => undefined);

export function useSiteTexts(): PublicSiteTexts {
  return useQuery(siteTextsQuery()).data ?? FALLBACK;
}
