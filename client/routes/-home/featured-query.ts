import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

const fetchFeatured = (signal: AbortSignal) =>
  unwrap(api.shop.featured.$get({ query: { for: 'home' } }, { init: { signal } }));

/**
 * The home page's four works (GET /api/shop/featured), under the shop's key so the edits that refresh the
 * shop's lists refresh it too; an object, so no artwork's slug can name it.
 */
export const featuredQuery = () =>
  queryOptions({ queryKey: ['shop', { featured: 'home' }], queryFn: ({ signal }) => fetchFeatured(signal) });
