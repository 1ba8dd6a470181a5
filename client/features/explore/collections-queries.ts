import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { LIST_PAGE_SIZE, type OnePage, pagedListQuery, type WholeList } from '../../lib/list-pages.ts';

const fetchAnswer = (signal: AbortSignal) => unwrap(api.explore.collections.$get({ query: {} }, { init: { signal } }));
type Answer = Awaited<ReturnType<typeof fetchAnswer>>;
const fetchList = (signal: AbortSignal) => fetchAnswer(signal) as Promise<WholeList<Answer>>;
const fetchPage = (after: string | undefined, signal: AbortSignal) =>
  unwrap(
    api.explore.collections.$get(
      { query: { limit: String(LIST_PAGE_SIZE), ...(after === undefined ? {} : { after }) } },
      { init: { signal } },
    ),
  ) as Promise<OnePage<Answer>>;
const fetchOne = (slug: string, signal: AbortSignal) =>
  unwrap(api.explore.collections[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type Collection = Awaited<ReturnType<typeof fetchList>>[number];
export type CollectionDetail = Awaited<ReturnType<typeof fetchOne>>;

export const collectionsQuery = () =>
  queryOptions({ queryKey: ['explore', 'collections'], queryFn: ({ signal }) => fetchList(signal) });

/** The list one page at a time, for its list page (`?limit=&after=`). */
export const collectionPagesQuery = () => pagedListQuery(['explore', 'collections', { pages: true }], fetchPage);

export const collectionQuery = (slug: string) =>
  queryOptions({ queryKey: ['explore', 'collections', slug], queryFn: ({ signal }) => fetchOne(slug, signal) });
