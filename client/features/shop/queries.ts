import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** Shop reads (SPEC 7 'GET /api/shop'), keyed ['shop'] and ['shop', slug] so an edit can refresh both. */

const fetchShopItems = (signal: AbortSignal) => unwrap(api.shop.$get({ query: {} }, { init: { signal } }));
const fetchShopItem = (slug: string, signal: AbortSignal) =>
  unwrap(api.shop[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type ShopItem = Awaited<ReturnType<typeof fetchShopItems>>[number];
export type ShopItemDetail = Awaited<ReturnType<typeof fetchShopItem>>;

export const shopItemsQuery = () =>
  queryOptions({ queryKey: ['shop'], queryFn: ({ signal }) => fetchShopItems(signal) });

export const shopItemQuery = (slug: string) =>
  queryOptions({ queryKey: ['shop', slug], queryFn: ({ signal }) => fetchShopItem(slug, signal) });
