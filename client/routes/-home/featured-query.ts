import { queryOptions } from '@tanstack/react-query';
import { FEATURED_KEY } from '#shared/query-keys';
import { api, unwrap } from '../../lib/api.ts';

const fetchFeatured = (signal: AbortSignal) =>
  unwrap(api.shop.featured.$get({ query: { for: 'home' } }, { init: { signal } }));

// Under the shop's key so its edits refresh it too; an object, so no artwork's slug can name it.
export const featuredQuery = () =>
  queryOptions({ queryKey: FEATURED_KEY, queryFn: ({ signal }) => fetchFeatured(signal) });
