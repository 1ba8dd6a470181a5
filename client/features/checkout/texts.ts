import { onRequestNote, PRICE_ON_REQUEST } from '#shared/inventory';

/** Every sentence the cart and the checkout form add, in one place for translation. */
export const CHECKOUT_TEXTS = {
  priceOnRequest: PRICE_ON_REQUEST,
  each: 'each',
  unknownWork: 'This work is no longer in the shop. Remove it from your cart.',
  sold: 'This work has been sold, so it cannot be enquired for.',
  notForSale: 'This work is not for sale, so it cannot be enquired for.',
  sizeGone: 'This size is no longer offered. Remove the line and choose a size on the work’s page.',
  sizeSold: 'This size has been sold, so it cannot be enquired for.',
  unique: 'A unique work: there is only one.',
  onHold: 'On hold: you can still enquire about it.',
  checking: 'Checking the current prices…',
  phone: 'Phone or WeChat ID (optional)',
  country: 'Country (optional)',
  fixFields: 'Some fields need your attention.',
} as const;

/** 'The price has changed from €1,200.00 to €1,250.00.' */
export const priceChanged = (was: string, now: string) => `The price has changed from ${was} to ${now}.`;

/** The part of a total that has no price yet: '1 work on request', '2 works on request'. */
export const worksOnRequest = onRequestNote;
