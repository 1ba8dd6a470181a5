import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE, type ContentKey } from '#shared/content/catalogue';
import { entryKey, pagesKey } from '#shared/query-keys';
import { api, unwrap } from './api.ts';
import { LIST_PAGE_SIZE, onePage, pagedListQuery, wholeList } from './list-pages.ts';

/**
 * The query options of every public content type read the common way (server/routes/public-content.ts): its
 * whole list, its list one page at a time, and one entry, keyed by the type's public path (the catalogue's
 * `publicKey`, shared/query-keys.ts) so an admin edit refreshes them and the server's first screen fills them.
 */

type Ask = { init: { signal: AbortSignal } };
type Answer = { ok: boolean; status: number; json(): Promise<unknown> };

/** A type's routes as the typed client gives them: its list (whole or paged) and its entries by slug. */
type ListRoutes<List extends Answer, Entry extends Answer> = {
  $get: (args: { query: { limit?: string; after?: string } }, ask: Ask) => Promise<List>;
  ':slug': { $get: (args: { param: { slug: string } }, ask: Ask) => Promise<Entry> };
};

function contentQueries<List extends Answer, Entry extends Answer>(type: ContentKey, routes: ListRoutes<List, Entry>) {
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
    /** The whole list, as the SPEC's plain call answers it. */
    list: () => queryOptions({ queryKey: key, queryFn: ({ signal }) => fetchList(signal) }),
    /** The list one page at a time, for its list page (`?limit=&after=`). */
    pages: () => pagedListQuery(pagesKey(key), fetchPage),
    /** One entry by its slug. */
    entry: (slug: string) =>
      queryOptions({ queryKey: entryKey(key, slug), queryFn: ({ signal }) => fetchOne(slug, signal) }),
  };
}

/** Each public content type's queries, by its API segment. */
export const CONTENT_QUERIES = {
  artists: contentQueries('artists', api.artists),
  collections: contentQueries('collections', api.explore.collections),
  exhibitions: contentQueries('exhibitions', api.explore.exhibitions),
  films: contentQueries('films', api.explore.films),
  publications: contentQueries('publications', api.explore.publications),
  blog: contentQueries('blog', api.blog),
};
