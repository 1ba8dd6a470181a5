import { AVAILABILITY_LABEL } from '#shared/inventory';
import { lazyTexts, t } from '#shared/messages/index';

/** The shop grid's own words, read in the page's language when shown (the states' names are the inventory's). */
export const SHOP_TEXTS = lazyTexts(
  {
    sort: 'shop.sort',
    availableOnly: 'shop.availableOnly',
    priceOnRequest: 'shop.priceOnRequest',
  },
  {
    get sold() {
      return AVAILABILITY_LABEL.sold;
    },
    get onHold() {
      return AVAILABILITY_LABEL.on_hold;
    },
    get notForSale() {
      return AVAILABILITY_LABEL.not_for_sale;
    },
  },
);

/** 'From €1,250.00': the lowest price of a work offered in several sizes. */
export const fromPrice = (price: string) => t('shop.from', { price });

/** '12 works', '1 work', with the filter's words after it: '3 works by Kim Yong Suk'. */
export function worksCount(count: number, filter: { kind: 'medium' | 'artist'; name: string } | null) {
  if (!filter) return t('shop.worksCount', { count });
  return t(filter.kind === 'artist' ? 'shop.worksBy' : 'shop.worksIn', { count, name: filter.name });
}
