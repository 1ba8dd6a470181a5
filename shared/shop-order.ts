/**
 * The shop's sort orders and its 'Available only' choice, on both sides: `/api/shop?sort=&available=1` and the
 * shop page's address use the same words and the same rules. No schema library here: the shop page reads
 * its address with `readShopOrder` before anything else loads.
 */

import { activeLocale, lazyTexts } from './messages/index.ts';

export const SHOP_SORTS = ['newest', 'price_asc', 'price_desc', 'artist'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const DEFAULT_SORT: ShopSort = 'newest';

/** Each order's name in the language of the page, read when shown. */
export const SORT_LABEL: Record<ShopSort, string> = lazyTexts({
  newest: 'shop.sortBy.newest',
  price_asc: 'shop.sortBy.priceAsc',
  price_desc: 'shop.sortBy.priceDesc',
  artist: 'shop.sortBy.artist',
});

export const isShopSort = (value: unknown): value is ShopSort =>
  typeof value === 'string' && (SHOP_SORTS as readonly string[]).includes(value);

/** What ordering needs of an item: the list answer's fields (newest first is the answer's own order). */
type Orderable = {
  title: string;
  artist: { name: string };
  lowPrice: number | null;
  size_price_info: readonly unknown[];
  availability?: string;
};

/** In the page's (or request's) language: Chinese names sort by their pinyin, as Chinese readers look for them. */
const alphabetical = (a: string, b: string) => a.localeCompare(b, activeLocale(), { sensitivity: 'base' });

/** A price to sort by, or null for a work without one (price on request, or no size offered yet). */
const sortPrice = (item: Orderable) =>
  item.lowPrice === null || item.size_price_info.length === 0 ? null : item.lowPrice;

/**
 * The items in the chosen order. 'newest' keeps the given order (the list answer is newest first); in both
 * price orders the works without a price come after every priced one; ties keep the given order.
 */
export function sortShopItems<T extends Orderable>(items: readonly T[], sort: ShopSort): T[] {
  const indexed = items.map((item, index) => ({ item, index }));
  const compare = comparator(sort);
  return indexed.sort((a, b) => compare(a.item, b.item) || a.index - b.index).map(({ item }) => item);
}

function comparator(sort: ShopSort): (a: Orderable, b: Orderable) => number {
  if (sort === 'artist') return (a, b) => alphabetical(a.artist.name, b.artist.name) || alphabetical(a.title, b.title);
  if (sort === 'newest') return () => 0;
  const direction = sort === 'price_asc' ? 1 : -1;
  return (a, b) => {
    const pa = sortPrice(a);
    const pb = sortPrice(b);
    if (pa === null || pb === null) return (pa === null ? 1 : 0) - (pb === null ? 1 : 0);
    return (pa - pb) * direction;
  };
}

/** 'Available only' keeps the works that can be bought now: not sold, not on hold, not kept back. */
export const isAvailable = (item: { availability?: string }) => (item.availability ?? 'available') === 'available';

export function orderShopItems<T extends Orderable>(
  items: readonly T[],
  order: { sort?: ShopSort; available?: boolean },
): T[] {
  const kept = order.available ? items.filter(isAvailable) : items;
  return sortShopItems(kept, order.sort ?? DEFAULT_SORT);
}
