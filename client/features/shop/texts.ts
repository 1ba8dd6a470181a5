import { AVAILABILITY_LABEL } from '#shared/inventory';
import { lazyTexts, t } from '#shared/messages/index';

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

export const fromPrice = (price: string) => t('shop.from', { price });

export function worksCount(count: number, filter: { kind: 'medium' | 'artist'; name: string } | null) {
  if (!filter) return t('shop.worksCount', { count });
  return t(filter.kind === 'artist' ? 'shop.worksBy' : 'shop.worksIn', { count, name: filter.name });
}
