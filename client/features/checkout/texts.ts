import { onRequestNote } from '#shared/inventory';
import { lazyTexts, t } from '#shared/messages/index';

/** Every sentence the cart and the checkout form add, read in the page's language when shown. */
export const CHECKOUT_TEXTS = lazyTexts({
  priceOnRequest: 'shop.priceOnRequest',
  unknownWork: 'cart.unknownWork',
  sold: 'cart.sold',
  notForSale: 'cart.notForSale',
  sizeGone: 'cart.sizeGone',
  sizeSold: 'cart.sizeSold',
  unique: 'cart.unique',
  onHold: 'cart.onHold',
  checking: 'cart.checking',
  phone: 'form.phone',
  country: 'form.country',
  fixFields: 'form.fixFields',
});

/** '€1,250.00 each'. */
export const priceEach = (price: string) => t('cart.each', { price });

/** 'The price has changed from €1,200.00 to €1,250.00.' */
export const priceChanged = (was: string, now: string) => t('cart.priceChanged', { was, now });

/** The part of a total that has no price yet: '1 work on request', '2 works on request'. */
export const worksOnRequest = onRequestNote;
