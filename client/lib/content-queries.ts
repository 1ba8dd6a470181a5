import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE, type ContentKey } from '#shared/content/catalogue';
import { entryKey, pagesKey } from '#shared/query-keys';
import { unwrap } from './api.ts';
import { LIST_PAGE_SIZE, onePage, pagedListQuery, wholeList } from './list-pages.ts';

// Keyed by the catalogue's `publicKey`, so an admin edit refreshes them and the server's first screen fills them.

type Ask = { init: { signal: AbortSignal } };
type Answer = { ok: boolean; status: number; json(): Promise<unknown> };

type ListRoutes<List extends Answer, Entry extends Answer> = {
  $get: (args: { query: { limit?: string; after?: string } }, ask: Ask) => Promise<List>;
  ':slug': { $get: (args: { param: { slug: string } }, ask: Ask) => Promise<Entry> };
};

/** A type's public list, its pages and one entry, under the keys of its description. */
export function contentQueries<List extends Answer, Entry extends Answer>(
  type: ContentKey,
  routes: ListRoutes<List, Entry>,
) {
  const key = CATALOGUE.find((d) => d.api === type)?.publicKey ?? [type];
  const fetchList = async (signal: AbortSignal) =>
    wholeList(await unwrap(routes.$get({ query: {} }, { init: { signal } })));
  const fetchPage = async (after: string | undefined, signal: AbortSignal) =>
    onePage(
      await unwrap(
        routes.$get(
          { query: { limit: String(LIST_PAGE_SIZE), ...(after === undefined ? {} : { after }) } },
          { init: { signal } },
        ),
      ),
    );
  const fetchOne = (slug: string, signal: AbortSignal) =>
    unwrap(routes[':slug'].$get({ param: { slug } }, { init: { signal } }));
  return {
    list: () => queryOptions({ queryKey: key, queryFn: ({ signal }) => fetchList(signal) }),
    pages: () => pagedListQuery(pagesKey(key), fetchPage),
    entry: (slug: string) =>
      queryOptions({ queryKey: entryKey(key, slug), queryFn: ({ signal }) => fetchOne(slug, signal) }),
  };
}
