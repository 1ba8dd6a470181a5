import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { FeaturedInput } from '#shared/featured';
import { FEATURED_KEY } from '#shared/query-keys';
import { api, unwrap } from '../../../lib/api.ts';

export const adminFeaturedQuery = () =>
  queryOptions({
    queryKey: ['admin', 'featured'],
    queryFn: ({ signal }) => unwrap(api.admin.featured.$get(undefined, { init: { signal } })),
    staleTime: 0,
  });

export const saveFeatured = (body: FeaturedInput) => unwrap(api.admin.featured.$put({ json: body }));

/** A new choice changes the admin's copy and the home page's list, nothing else. */
export function afterFeaturedSave(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'featured'], exact: true }),
    queryClient.invalidateQueries({ queryKey: FEATURED_KEY, exact: true }),
  ]);
}
