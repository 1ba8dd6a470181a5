import { t } from '#shared/messages/index';

/**
 * Every word of the artist pages, in one place so that they can be translated together. Getters and functions:
 * each reads the catalogue when the page renders, in the page's language.
 */
export const ARTIST_TEXTS = {
  get eyebrow() {
    return t('artists.artist');
  },
  get works() {
    return t('artists.works');
  },
  worksLabel: (name: string) => t('artists.worksLabel', { name }),
  get noWorks() {
    return t('artists.noWorks');
  },
  get biography() {
    return t('artists.biography');
  },
  // SPEC 2 '/artists/{slug}': the button to the artist's works in the shop.
  shop: (name: string) => t('artists.shop', { name }),
  get moreImages() {
    return t('artists.moreImages');
  },
  moreImagesLabel: (name: string) => t('artists.moreImagesLabel', { name }),
  get backToArtists() {
    return t('artists.backToArtists');
  },
  get allArtists() {
    return t('artists.allArtists');
  },
  get backToShop() {
    return t('artists.backToShop');
  },
  get back() {
    return t('artists.back');
  },
  /** The artist's years: '1958–2015', 'Born 1958', 'Died 2015' (years are not numbers to group: 1958, not 1,958). */
  years: (born: number | null, died: number | null) => {
    if (born !== null && died !== null) return t('artists.lifespan', { born: String(born), died: String(died) });
    if (born !== null) return t('artists.born', { year: String(born) });
    if (died !== null) return t('artists.died', { year: String(died) });
    return null;
  },
  get exhibitions() {
    return t('artists.exhibitions');
  },
};
