import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

const fetchList = (signal: AbortSignal) => unwrap(api.explore.publications.$get(undefined, { init: { signal } }));
const fetchOne = (slug: string, signal: AbortSignal) =>
  unwrap(api.explore.publications[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type Publication = Awaited<ReturnType<typeof fetchList>>[number];
export type PublicationDetail = Awaited<ReturnType<typeof fetchOne>>;

export const publicationsQuery = () =>
  queryOptions({ queryKey: ['explore', 'publications'], queryFn: ({ signal }) => fetchList(signal) });

export const publicationQuery = (slug: string) =>
  queryOptions({ queryKey: ['explore', 'publications', slug], queryFn: ({ signal }) => fetchOne(slug, signal) });
