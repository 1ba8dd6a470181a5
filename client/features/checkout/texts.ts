import { onRequestNote } from '#shared/inventory';
import { t } from '#shared/messages/index';

/** Every sentence the cart and the checkout form add, read in the page's language when shown. */
export const CHECKOUT_TEXTS = {
  get priceOnRequest() {
    return t('shop.priceOnRequest');
  },
  get unknownWork() {
    return t('cart.unknownWork');
  },
  get sold() {
    return t('cart.sold');
  },
  get notForSale() {
    return t('cart.notForSale');
  },
  get sizeGone() {
    return t('cart.sizeGone');
  },
  get sizeSold() {
    return t('cart.sizeSold');
  },
  get unique() {
    return t('cart.unique');
  },
  get onHold() {
    return t('cart.onHold');
  },
  get checking() {
    return t('cart.checking');
  },
  get phone() {
    return t('form.phone');
  },
  get country() {
    return t('form.country');
  },
  get fixFields() {
    return t('form.fixFields');
  },
};

/** '€1,250.00 each'. */
export const priceEach = (price: string) => t('cart.each', { price });

/** 'The price has changed from €1,200.00 to €1,250.00.' */
export const priceChanged = (was: string, now: string) => t('cart.priceChanged', { was, now });

/** The part of a total that has no price yet: '1 work on request', '2 works on request'. */
export const worksOnRequest = onRequestNote;
