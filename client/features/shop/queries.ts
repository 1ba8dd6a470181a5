import { queryOptions } from '@tanstack/react-query';
import { entryKey, SHOP_KEY } from '#shared/query-keys';
import type { ShopSort } from '#shared/shop-order';
import { api, unwrap } from '../../lib/api.ts';
import { LIST_PAGE_SIZE, pagedListQuery } from '../../lib/list-pages.ts';

/** Keyed ['shop'] and ['shop', slug] so an edit can refresh both. */

const fetchShopItems = (signal: AbortSignal) => unwrap(api.shop.$get({ query: {} }, { init: { signal } }));
const fetchShopItem = (slug: string, signal: AbortSignal) =>
  unwrap(api.shop[':slug'].$get({ param: { slug } }, { init: { signal } }));

const fetchShopPage = (query: Parameters<typeof api.shop.pages.$get>[0]['query'], signal: AbortSignal) =>
  unwrap(api.shop.pages.$get({ query }, { init: { signal } }));

export type ShopItem = Awaited<ReturnType<typeof fetchShopItems>>[number];
export type ShopItemDetail = Awaited<ReturnType<typeof fetchShopItem>>;
export type ShopPage = Awaited<ReturnType<typeof fetchShopPage>>;
export type ShopCardItem = ShopPage['items'][number] | ShopItem;

export const shopItemsQuery = () =>
  queryOptions({ queryKey: SHOP_KEY, queryFn: ({ signal }) => fetchShopItems(signal) });

export const shopItemQuery = (slug: string) =>
  queryOptions({ queryKey: entryKey(SHOP_KEY, slug), queryFn: ({ signal }) => fetchShopItem(slug, signal) });

export type ShopChoice = { q?: string; sort?: ShopSort; available?: true };

export const shopPagesQuery = (choice: ShopChoice) =>
  pagedListQuery([...SHOP_KEY, { pages: true, ...choice }], (after, signal) => {
    const query = {
      limit: String(LIST_PAGE_SIZE),
      ...(after === undefined ? {} : { after }),
      ...(choice.q === undefined ? {} : { q: choice.q }),
      ...(choice.sort === undefined ? {} : { sort: choice.sort }),
      ...(choice.available ? { available: '1' as const } : {}),
    };
    return fetchShopPage(query, signal);
  });

const fetchFirstPage = (query: { artist?: string; q?: string; limit: number }, signal: AbortSignal) => {
  const { limit, ...filter } = query;
  return fetchShopPage({ ...filter, limit: String(limit) }, signal);
};

export const shopFirstPageQuery = (query: { artist?: string; q?: string; limit: number }) =>
  queryOptions({ queryKey: [...SHOP_KEY, { first: query }], queryFn: ({ signal }) => fetchFirstPage(query, signal) });

const fetchMediums = (signal: AbortSignal) =>
  unwrap(api.shop.mediums.$get({ query: { samples: '3' } }, { init: { signal } }));

export const mediumsQuery = () =>
  queryOptions({ queryKey: [...SHOP_KEY, 'mediums'], queryFn: ({ signal }) => fetchMediums(signal) });
