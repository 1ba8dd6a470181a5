// Shared with the server's preload (server/services/first-page-html.ts) so the browser picks the preloaded file.
export const IMAGE_SIZES = {
  hero: '(min-width: 800px) 40vw, 100vw',
  artwork: '(min-width: 800px) 58vw, 100vw',
} as const;
