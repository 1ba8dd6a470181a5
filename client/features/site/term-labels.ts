import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_LANG } from '#shared/languages';
import { SITE_TERMS_KEY } from '#shared/query-keys';
import type { TermKind } from '#shared/term-kinds';
import type { TermLabels } from '#shared/terms';
import { api, unwrap } from '../../lib/api.ts';
import { pageLang } from '../../lib/i18n.ts';

/** The English name is the key for works, filters and links; only what a page shows is the label. */

const asks = () => pageLang() !== DEFAULT_LANG;

export const termLabelsQuery = () =>
  queryOptions({
    queryKey: SITE_TERMS_KEY,
    queryFn: ({ signal }) => unwrap(api.site.terms.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
    enabled: asks(),
  });

/** Before a page shows, so names do not change under the reader; a failed call leaves the English names. */
export async function loadTermLabels(queryClient: QueryClient): Promise<void> {
  if (!asks()) return;
  await queryClient.ensureQueryData(termLabelsQuery()).catch(() => undefined);
}

export const termLabel = (labels: TermLabels | undefined, kind: TermKind, name: string): string =>
  labels?.[kind][name] || name;

export function useTermLabel(): (kind: TermKind, name: string) => string {
  const { data } = useQuery(termLabelsQuery());
  return (kind, name) => termLabel(data, kind, name);
}
