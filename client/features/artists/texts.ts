import { lazyTexts, t } from '#shared/messages/index';

/** Read when the page renders, in the page's language. */
export const ARTIST_TEXTS = lazyTexts(
  {
    eyebrow: 'artists.artist',
    works: 'artists.works',
    noWorks: 'artists.noWorks',
    biography: 'artists.biography',
    moreImages: 'artists.moreImages',
    backToArtists: 'artists.backToArtists',
    allArtists: 'artists.allArtists',
    backToShop: 'artists.backToShop',
    back: 'artists.back',
    exhibitions: 'artists.exhibitions',
  },
  {
    worksLabel: (name: string) => t('artists.worksLabel', { name }),
    // SPEC 2 '/artists/{slug}': the button to the artist's works in the shop.
    shop: (name: string) => t('artists.shop', { name }),
    moreImagesLabel: (name: string) => t('artists.moreImagesLabel', { name }),
    /** Years are not numbers to group: 1958, not 1,958. */
    years: (born: number | null, died: number | null) => {
      if (born !== null && died !== null) return t('artists.lifespan', { born: String(born), died: String(died) });
      if (born !== null) return t('artists.born', { year: String(born) });
      if (died !== null) return t('artists.died', { year: String(died) });
      return null;
    },
  },
);
