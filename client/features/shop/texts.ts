import { AVAILABILITY_LABEL, PRICE_ON_REQUEST } from '#shared/inventory';

/** The shop grid's own words, in one place for translation (the states' names are the inventory's). */
export const SHOP_TEXTS = {
  sort: 'Sort',
  availableOnly: 'Available only',
  from: 'From',
  priceOnRequest: PRICE_ON_REQUEST,
  sold: AVAILABILITY_LABEL.sold,
  onHold: AVAILABILITY_LABEL.on_hold,
  notForSale: AVAILABILITY_LABEL.not_for_sale,
} as const;

/** '12 works', '1 work', with the filter's words after it: '3 works by Kim Yong Suk'. */
export function worksCount(count: number, filter: { kind: 'medium' | 'artist'; name: string } | null) {
  const works = count === 1 ? '1 work' : `${count} works`;
  return filter ? `${works} ${filter.kind === 'artist' ? 'by' : 'in'} ${filter.name}` : works;
}
