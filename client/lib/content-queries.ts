import { queryOptions } from '@tanstack/react-query';
import type { Key } from '#shared/catalogue/define';
import { entryKey, pagesKey } from '#shared/query-keys';
import { unwrap } from './api.ts';
import { LIST_PAGE_SIZE, type PageShape, pagedListQuery } from './list-pages.ts';

// Keyed by the description's `publicKey`, so an admin edit refreshes them and the server's first screen fills them.

type Ask = { init: { signal: AbortSignal } };
type Answer<T = unknown> = { ok: boolean; status: number; json(): Promise<T> };

type ListRoutes<List extends Answer, Page extends Answer<PageShape>, Entry extends Answer> = {
  $get: (args: undefined, ask: Ask) => Promise<List>;
  pages: { $get: (args: { query: { limit: string; after?: string } }, ask: Ask) => Promise<Page> };
  ':slug': { $get: (args: { param: { slug: string } }, ask: Ask) => Promise<Entry> };
};

/** A type's public list, its pages and one entry, under the keys of its description. */
export function contentQueries<List extends Answer, Page extends Answer<PageShape>, Entry extends Answer>(
  key: Key,
  routes: ListRoutes<List, Page, Entry>,
) {
  const fetchList = (signal: AbortSignal) => unwrap(routes.$get(undefined, { init: { signal } }));
  const fetchPage = (after: string | undefined, signal: AbortSignal) =>
    unwrap(
      routes.pages.$get(
        { query: { limit: String(LIST_PAGE_SIZE), ...(after === undefined ? {} : { after }) } },
        { init: { signal } },
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
