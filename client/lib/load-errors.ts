/**
 * The SPEC's error box texts for load failures (section 8), written once. A route shows its text through
 * `errorPage(...)` (client/components/error-box.tsx) as its errorComponent.
 */
export const LOAD_ERRORS = {
  shop: 'Failed to load shop items. Refresh the page and try again.',
  shopItem: 'Could not load product page. Refresh the page and try again.',
  artists: 'Could not load artists. Refresh the page and try again.',
  artist: 'Could not load artist page. Refresh the page and try again.',
  mediums: 'Could not load mediums. Refresh the page and try again.',
  cart: 'Could not load cart items. Refresh the page and try again.',
} as const;
