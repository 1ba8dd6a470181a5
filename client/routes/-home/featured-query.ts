import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

const fetchFeatured = (signal: AbortSignal) =>
  unwrap(api.shop.featured.$get({ query: { for: 'home' } }, { init: { signal } }));

// Under the shop's key so its edits refresh it too; an object, so no artwork's slug can name it.
export const featuredQuery = () =>
  queryOptions({ queryKey: ['shop', { featured: 'home' }], queryFn: ({ signal }) => fetchFeatured(signal) });
