import { onRequestNote } from '#shared/inventory';
import { lazyTexts, t } from '#shared/messages/index';

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

export const priceEach = (price: string) => t('cart.each', { price });

export const priceChanged = (was: string, now: string) => t('cart.priceChanged', { was, now });

export const worksOnRequest = onRequestNote;
