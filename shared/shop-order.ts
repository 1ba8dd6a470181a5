// No schema library here: the shop page reads its address with `readShopOrder` before anything else loads.

import { activeLocale, lazyTexts } from './messages/index.ts';

export const SHOP_SORTS = ['newest', 'price_asc', 'price_desc', 'artist'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const DEFAULT_SORT: ShopSort = 'newest';

export const SORT_LABEL: Record<ShopSort, string> = lazyTexts({
  newest: 'shop.sortBy.newest',
  price_asc: 'shop.sortBy.priceAsc',
  price_desc: 'shop.sortBy.priceDesc',
  artist: 'shop.sortBy.artist',
});

export const isShopSort = (value: unknown): value is ShopSort =>
  typeof value === 'string' && (SHOP_SORTS as readonly string[]).includes(value);

type Orderable = {
  title: string;
  artist: { name: string };
  lowPrice: number | null;
  size_price_info: readonly unknown[];
  availability?: string;
};

/** Chinese names sort by their pinyin, as Chinese readers look for them. */
const alphabetical = (a: string, b: string) => a.localeCompare(b, activeLocale(), { sensitivity: 'base' });

const sortPrice = (item: Orderable) =>
  item.lowPrice === null || item.size_price_info.length === 0 ? null : item.lowPrice;

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

export const isAvailable = (item: { availability?: string }) => (item.availability ?? 'available') === 'available';

export function orderShopItems<T extends Orderable>(
  items: readonly T[],
  order: { sort?: ShopSort; available?: boolean },
): T[] {
  const kept = order.available ? items.filter(isAvailable) : items;
  return sortShopItems(kept, order.sort ?? DEFAULT_SORT);
}
