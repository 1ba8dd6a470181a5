import { queryOptions } from '@tanstack/react-query';
import type { ShopSort } from '#shared/shop-order';
import { api, unwrap } from '../../lib/api.ts';
import {
  LIST_PAGE_SIZE,
  type OnePage,
  onePage,
  pagedListQuery,
  type WholeList,
  wholeList,
} from '../../lib/list-pages.ts';

/** Keyed ['shop'] and ['shop', slug] so an edit can refresh both. */

const fetchShopAnswer = (signal: AbortSignal) => unwrap(api.shop.$get({ query: {} }, { init: { signal } }));
type ShopAnswer = Awaited<ReturnType<typeof fetchShopAnswer>>;
const fetchShopItems = async (signal: AbortSignal) => wholeList(await fetchShopAnswer(signal));
const fetchShopItem = (slug: string, signal: AbortSignal) =>
  unwrap(api.shop[':slug'].$get({ param: { slug } }, { init: { signal } }));

export type ShopItem = WholeList<ShopAnswer>[number];
export type ShopItemDetail = Awaited<ReturnType<typeof fetchShopItem>>;
export type ShopPage = OnePage<ShopAnswer>;
export type ShopCardItem = ShopPage['items'][number] | ShopItem;

export const shopItemsQuery = () =>
  queryOptions({ queryKey: ['shop'], queryFn: ({ signal }) => fetchShopItems(signal) });

export const shopItemQuery = (slug: string) =>
  queryOptions({ queryKey: ['shop', slug], queryFn: ({ signal }) => fetchShopItem(slug, signal) });

export type ShopChoice = { q?: string; sort?: ShopSort; available?: true };

export const shopPagesQuery = (choice: ShopChoice) =>
  pagedListQuery(['shop', { pages: true, ...choice }], (after, signal) => {
    const query = {
      limit: String(LIST_PAGE_SIZE),
      ...(after === undefined ? {} : { after }),
      ...(choice.q === undefined ? {} : { q: choice.q }),
      ...(choice.sort === undefined ? {} : { sort: choice.sort }),
      ...(choice.available ? { available: '1' as const } : {}),
    };
    return unwrap(api.shop.$get({ query }, { init: { signal } })).then(onePage);
  });

const fetchFirstPage = (query: { artist?: string; q?: string; limit: number }, signal: AbortSignal) => {
  const { limit, ...filter } = query;
  return unwrap(api.shop.$get({ query: { ...filter, limit: String(limit) } }, { init: { signal } })).then(onePage);
};

export const shopFirstPageQuery = (query: { artist?: string; q?: string; limit: number }) =>
  queryOptions({ queryKey: ['shop', { first: query }], queryFn: ({ signal }) => fetchFirstPage(query, signal) });

const fetchMediums = (signal: AbortSignal) =>
  unwrap(api.shop.mediums.$get({ query: { samples: '3' } }, { init: { signal } }));

export const mediumsQuery = () =>
  queryOptions({ queryKey: ['shop', 'mediums'], queryFn: ({ signal }) => fetchMediums(signal) });
