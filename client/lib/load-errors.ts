import { t } from '#shared/messages/index';

/**
 * All sixteen of the SPEC's error box texts for load failures (section 8), in the page's language (the English
 * ones word for word). Read when shown: a route passes `() => LOAD_ERRORS.shop` to `errorPage(...)`
 * (client/components/error-box.tsx) as its errorComponent.
 */
export const LOAD_ERRORS = {
  get shop() {
    return t('error.load.shop');
  },
  get shopItem() {
    return t('error.load.shopItem');
  },
  get artists() {
    return t('error.load.artists');
  },
  get artist() {
    return t('error.load.artist');
  },
  get collections() {
    return t('error.load.collections');
  },
  get collection() {
    return t('error.load.collection');
  },
  get exhibitions() {
    return t('error.load.exhibitions');
  },
  get exhibition() {
    return t('error.load.exhibition');
  },
  get films() {
    return t('error.load.films');
  },
  get film() {
    return t('error.load.film');
  },
  get publications() {
    return t('error.load.publications');
  },
  get publication() {
    return t('error.load.publication');
  },
  get blog() {
    return t('error.load.blog');
  },
  get blogPost() {
    return t('error.load.blogPost');
  },
  get mediums() {
    return t('error.load.mediums');
  },
  get cart() {
    return t('error.load.cart');
  },
};
