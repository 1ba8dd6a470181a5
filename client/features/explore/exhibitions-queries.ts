import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

const fetchList = (signal: AbortSignal) => unwrap(api.explore.exhibitions.$get(undefined, { init: { signal } }));
const fetchOne = (slug: string, signal: AbortSignal) =>
  unwrap(api.explore.exhibitions[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type Exhibition = Awaited<ReturnType<typeof fetchList>>[number];
export type ExhibitionDetail = Awaited<ReturnType<typeof fetchOne>>;

export const exhibitionsQuery = () =>
  queryOptions({ queryKey: ['explore', 'exhibitions'], queryFn: ({ signal }) => fetchList(signal) });

export const exhibitionQuery = (slug: string) =>
  queryOptions({ queryKey: ['explore', 'exhibitions', slug], queryFn: ({ signal }) => fetchOne(slug, signal) });

/** The 'Add to calendar' file of an exhibition (server/routes/explore.ts), downloaded by a plain link. */
export const calendarPath = (slug: string) => `/api/explore/exhibitions/${encodeURIComponent(slug)}/calendar.ics`;
