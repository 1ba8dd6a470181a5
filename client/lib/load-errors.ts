import { lazyTexts } from '#shared/messages/index';

// SPEC 8's sixteen load-error texts (English word for word), read when shown so they follow the page's language.
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
