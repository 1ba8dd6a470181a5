import { lazyTexts } from '#shared/messages/index';

/**
 * All sixteen of the SPEC's error box texts for load failures (section 8), in the page's language (the English
 * ones word for word). Read when shown: a route passes `() => LOAD_ERRORS.shop` to `errorPage(...)`
 * (client/components/error-box.tsx) as its errorComponent.
 */
export const LOAD_ERRORS = lazyTexts({
  shop: 'error.load.shop',
  shopItem: 'error.load.shopItem',
  artists: 'error.load.artists',
  artist: 'error.load.artist',
  collections: 'error.load.collections',
  collection: 'error.load.collection',
  exhibitions: 'error.load.exhibitions',
  exhibition: 'error.load.exhibition',
  films: 'error.load.films',
  film: 'error.load.film',
  publications: 'error.load.publications',
  publication: 'error.load.publication',
  blog: 'error.load.blog',
  blogPost: 'error.load.blogPost',
  mediums: 'error.load.mediums',
  cart: 'error.load.cart',
});
