import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { TermKind } from '#shared/inventory';
import { DEFAULT_LANG } from '#shared/languages';
import type { TermLabels } from '#shared/terms';
import { api, unwrap } from '../../lib/api.ts';
import { pageLang } from '../../lib/i18n.ts';

/**
 * The names of media, categories and collections in the page's language (GET /api/site/terms). Works, filters
 * and links keep the English name, which is the key; only what a page shows is the label. An English page shows
 * the names themselves and never asks.
 */

const asks = () => pageLang() !== DEFAULT_LANG;

export const termLabelsQuery = () =>
  queryOptions({
    queryKey: ['site-terms'],
    queryFn: ({ signal }) => unwrap(api.site.terms.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
    enabled: asks(),
  });

/**
 * The labels before a page shows, so the names do not change under the reader; a failed call leaves the
 * English names, which the page shows as it would on an English page.
 */
export async function loadTermLabels(queryClient: QueryClient): Promise<void> {
  if (!asks()) return;
  await queryClient.ensureQueryData(termLabelsQuery()).catch(() => undefined);
}

/** A term's name in the labels' language, or the name itself where it has none. */
export const termLabel = (labels: TermLabels | undefined, kind: TermKind, name: string): string =>
  labels?.[kind][name] || name;

/** `label(kind, name)` in the page's language. */
export function useTermLabel(): (kind: TermKind, name: string) => string {
  const { data } = useQuery(termLabelsQuery());
  return (kind, name) => termLabel(data, kind, name);
}
