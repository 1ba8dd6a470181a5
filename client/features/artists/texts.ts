/** Every word of the artist pages, in one place so that they can be translated together. */
export const ARTIST_TEXTS = {
  eyebrow: 'Artist',
  works: 'Works',
  worksLabel: (name: string) => `Works by ${name}`,
  noWorks: 'No works by this artist are online yet. Ask us about what is in the studio.',
  biography: 'Biography',
  // SPEC 2 '/artists/{slug}': the button to the artist's works in the shop.
  shop: (name: string) => `Shop ${name}`,
  moreImages: 'Works and studio',
  moreImagesLabel: (name: string) => `Images of ${name}'s work`,
  backToArtists: '← Back to artists',
  allArtists: '← All artists',
  backToShop: 'Back to shop',
  back: 'Back',
} as const;
