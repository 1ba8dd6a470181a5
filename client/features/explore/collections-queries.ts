import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

const fetchList = (signal: AbortSignal) => unwrap(api.explore.collections.$get(undefined, { init: { signal } }));
const fetchOne = (slug: string, signal: AbortSignal) =>
  unwrap(api.explore.collections[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type Collection = Awaited<ReturnType<typeof fetchList>>[number];
export type CollectionDetail = Awaited<ReturnType<typeof fetchOne>>;

export const collectionsQuery = () =>
  queryOptions({ queryKey: ['explore', 'collections'], queryFn: ({ signal }) => fetchList(signal) });

export const collectionQuery = (slug: string) =>
  queryOptions({ queryKey: ['explore', 'collections', slug], queryFn: ({ signal }) => fetchOne(slug, signal) });
