import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

const fetchList = (signal: AbortSignal) => unwrap(api.explore.films.$get(undefined, { init: { signal } }));
const fetchOne = (slug: string, signal: AbortSignal) =>
  unwrap(api.explore.films[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type Film = Awaited<ReturnType<typeof fetchList>>[number];
export type FilmDetail = Awaited<ReturnType<typeof fetchOne>>;

export const filmsQuery = () =>
  queryOptions({ queryKey: ['explore', 'films'], queryFn: ({ signal }) => fetchList(signal) });

export const filmQuery = (slug: string) =>
  queryOptions({ queryKey: ['explore', 'films', slug], queryFn: ({ signal }) => fetchOne(slug, signal) });
