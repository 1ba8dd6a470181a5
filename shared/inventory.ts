import { lazyTexts, t } from './messages/index.ts';

/** After schema.org's Offer.availability: InStock, Reserved, SoldOut. */
export const AVAILABILITIES = ['available', 'on_hold', 'sold', 'not_for_sale'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const AVAILABILITY_LABEL: Record<Availability, string> = lazyTexts({
  available: 'shop.availability.available',
  on_hold: 'shop.availability.onHold',
  sold: 'shop.availability.sold',
  not_for_sale: 'shop.availability.notForSale',
});

export const EDITIONS = ['unique', 'limited', 'open'] as const;
export type Edition = (typeof EDITIONS)[number];

export const EDITION_LABEL: Record<Edition, string> = lazyTexts({
  unique: 'shop.edition.unique',
  limited: 'shop.edition.limited',
  open: 'shop.edition.open',
});

/** English for the staff's inbox and exports; visitors read `priceOnRequest()`. */
export const PRICE_ON_REQUEST = 'Price on request';

export const priceOnRequest = () => t('shop.priceOnRequest');

export function editionLabel(work: { edition: Edition; edition_size?: number | null }): string {
  if (work.edition === 'limited' && work.edition_size) return t('shop.editionOf', { size: work.edition_size });
  return EDITION_LABEL[work.edition];
}

export function canEnquire(availability: Availability): boolean {
  return availability === 'available' || availability === 'on_hold';
}

export function workAvailability(
  availability: Availability,
  sizes: readonly { availability: Availability }[],
): Availability {
  if (availability === 'available' && sizes.length > 0 && sizes.every((s) => s.availability === 'sold')) {
    return 'sold';
  }
  return availability;
}

export const onRequestNote = (count: number) => t('shop.onRequest', { count });

export const CHECKOUT_REFUSAL = {
  sold: (title: string) => t('checkout.refusal.sold', { title }),
  notForSale: (title: string) => t('checkout.refusal.notForSale', { title }),
  sizeSold: (title: string, size: string) => t('checkout.refusal.sizeSold', { title, size }),
  sizeNotForSale: (title: string, size: string) => t('checkout.refusal.sizeNotForSale', { title, size }),
  unique: (title: string) => t('checkout.refusal.unique', { title }),
};
