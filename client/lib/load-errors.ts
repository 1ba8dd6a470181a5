/**
 * All sixteen of the SPEC's error box texts for load failures (section 8), written once. A route shows its text through
 * `errorPage(...)` (client/components/error-box.tsx) as its errorComponent.
 */
export const LOAD_ERRORS = {
  shop: 'Failed to load shop items. Refresh the page and try again.',
  shopItem: 'Could not load product page. Refresh the page and try again.',
  artists: 'Could not load artists. Refresh the page and try again.',
  artist: 'Could not load artist page. Refresh the page and try again.',
  collections: 'Could not load collections. Refresh the page and try again.',
  collection: 'Could not load collection page. Refresh the page and try again.',
  exhibitions: 'Could not load exhibitions. Refresh the page and try again.',
  exhibition: 'Could not load exhibition page. Refresh the page and try again.',
  films: 'Could not load films. Refresh the page and try again.',
  film: 'Could not load film page. Refresh the page and try again.',
  publications: 'Could not load publications. Refresh the page and try again.',
  publication: 'Could not load publication page. Refresh the page and try again.',
  blog: 'Could not load blog posts. Refresh the page and try again.',
  blogPost: 'Could not load blog post. Refresh the page and try again.',
  mediums: 'Could not load mediums. Refresh the page and try again.',
  cart: 'Could not load cart items. Refresh the page and try again.',
} as const;
