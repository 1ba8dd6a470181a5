/**
 * The `sizes` of the first large image of a page, shared by the page that shows it and the server's preload
 * of it (server/services/first-page-html.ts): the browser picks the same file from `srcset` for both, so the
 * preloaded bytes are the ones the page uses.
 */
export const IMAGE_SIZES = {
  /** The home page's hero artwork beside the title. */
  hero: '(min-width: 800px) 40vw, 100vw',
  /** An artwork page's large image. */
  artwork: '(min-width: 800px) 58vw, 100vw',
} as const;
