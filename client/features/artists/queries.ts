import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';
import { LIST_PAGE_SIZE, type OnePage, pagedListQuery, type WholeList } from '../../lib/list-pages.ts';

const fetchAnswer = (signal: AbortSignal) => unwrap(api.artists.$get({ query: {} }, { init: { signal } }));
type Answer = Awaited<ReturnType<typeof fetchAnswer>>;
const fetchArtists = (signal: AbortSignal) => fetchAnswer(signal) as Promise<WholeList<Answer>>;
const fetchPage = (after: string | undefined, signal: AbortSignal) =>
  unwrap(
    api.artists.$get(
      { query: { limit: String(LIST_PAGE_SIZE), ...(after === undefined ? {} : { after }) } },
      { init: { signal } },
    ),
  ) as Promise<OnePage<Answer>>;
const fetchArtist = (slug: string, signal: AbortSignal) =>
  unwrap(api.artists[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type Artist = Awaited<ReturnType<typeof fetchArtists>>[number];
export type ArtistDetail = Awaited<ReturnType<typeof fetchArtist>>;

export const artistsQuery = () =>
  queryOptions({ queryKey: ['artists'], queryFn: ({ signal }) => fetchArtists(signal) });

/** The list one page at a time, for its list page (`?limit=&after=`). */
export const artistPagesQuery = () => pagedListQuery(['artists', { pages: true }], fetchPage);

export const artistQuery = (slug: string) =>
  queryOptions({ queryKey: ['artists', slug], queryFn: ({ signal }) => fetchArtist(slug, signal) });
