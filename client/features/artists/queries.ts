import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

const fetchArtists = (signal: AbortSignal) => unwrap(api.artists.$get(undefined, { init: { signal } }));
const fetchArtist = (slug: string, signal: AbortSignal) =>
  unwrap(api.artists[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type Artist = Awaited<ReturnType<typeof fetchArtists>>[number];
export type ArtistDetail = Awaited<ReturnType<typeof fetchArtist>>;

export const artistsQuery = () =>
  queryOptions({ queryKey: ['artists'], queryFn: ({ signal }) => fetchArtists(signal) });

export const artistQuery = (slug: string) =>
  queryOptions({ queryKey: ['artists', slug], queryFn: ({ signal }) => fetchArtist(slug, signal) });
