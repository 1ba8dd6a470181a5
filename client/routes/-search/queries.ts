import { queryOptions } from '@tanstack/react-query';
import { searchKey } from '#shared/query-keys';
import { withoutInvisible } from '#shared/visible-text';
import { api, unwrap } from '../../lib/api.ts';

const fetchResults = (q: string, page: number, signal: AbortSignal) =>
  unwrap(api.search.$get({ query: { q, page: String(page) } }, { init: { signal } }));

export type SearchResults = Awaited<ReturnType<typeof fetchResults>>;

export const searchQuery = (q: string, page: number) =>
  queryOptions({ queryKey: searchKey(q, page), queryFn: ({ signal }) => fetchResults(q, page, signal) });

export type SearchParams = { q?: string | undefined; page?: number | undefined };

export function readSearchParams(search: Record<string, unknown>): SearchParams {
  // As the API reads it (shared/search.ts): a NUL or a zero-width space is no part of a word.
  const q = typeof search.q === 'string' ? withoutInvisible(search.q).trim().slice(0, 100) : '';
  const page = Number(search.page);
  return {
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 && page <= 500 ? page : undefined,
  };
}
