import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { LIST_PAGE_SIZE, type OnePage, pagedListQuery, type WholeList } from '../../lib/list-pages.ts';

const fetchAnswer = (signal: AbortSignal) => unwrap(api.explore.exhibitions.$get({ query: {} }, { init: { signal } }));
type Answer = Awaited<ReturnType<typeof fetchAnswer>>;
const fetchList = (signal: AbortSignal) => fetchAnswer(signal) as Promise<WholeList<Answer>>;
const fetchPage = (after: string | undefined, signal: AbortSignal) =>
  unwrap(
    api.explore.exhibitions.$get(
      { query: { limit: String(LIST_PAGE_SIZE), ...(after === undefined ? {} : { after }) } },
      { init: { signal } },
    ),
  ) as Promise<OnePage<Answer>>;
const fetchOne = (slug: string, signal: AbortSignal) =>
  unwrap(api.explore.exhibitions[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type Exhibition = Awaited<ReturnType<typeof fetchList>>[number];
export type ExhibitionDetail = Awaited<ReturnType<typeof fetchOne>>;

export const exhibitionsQuery = () =>
  queryOptions({ queryKey: ['explore', 'exhibitions'], queryFn: ({ signal }) => fetchList(signal) });

/** The list one page at a time, for its list page (`?limit=&after=`). */
export const exhibitionPagesQuery = () => pagedListQuery(['explore', 'exhibitions', { pages: true }], fetchPage);

export const exhibitionQuery = (slug: string) =>
  queryOptions({ queryKey: ['explore', 'exhibitions', slug], queryFn: ({ signal }) => fetchOne(slug, signal) });

/** The 'Add to calendar' file of an exhibition (server/routes/explore.ts), downloaded by a plain link. */
export const calendarPath = (slug: string) => `/api/explore/exhibitions/${encodeURIComponent(slug)}/calendar.ics`;
