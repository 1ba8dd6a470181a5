import { DEFAULT_SORT, isShopSort, type ShopSort } from '#shared/shop-order';
import { readPages } from '../../lib/list-pages.ts';

/**
 * Read by validateSearch, so a reload or a shared link shows the same choice; defaults stay out so /shop stays plain.
 */
export type ShopSearch = { q?: string; sort?: ShopSort; available?: true; pages?: number };

export function readShopSearch(search: Record<string, unknown>): ShopSearch {
  const { q, sort, available } = search;
  const read: ShopSearch = {};
  // The router reads `?q=1993` as a number; any q is text to the filter.
  if (typeof q === 'string' || typeof q === 'number') read.q = String(q);
  if (isShopSort(sort) && sort !== DEFAULT_SORT) read.sort = sort;
  if (available === true || available === 'true' || available === 1 || available === '1') read.available = true;
  return { ...read, ...readPages(search) };
}
