import type { Availability, Edition } from '../../../shared/inventory.ts';
import type { ArtFormat, ArtKind, ArtSpec, PaletteName } from './artwork.ts';

/** The shapes of the demo content, written the way the seed reads them rather than the way tables store them. */

export type ArtistSeed = {
  slug: string;
  name: string;
  birthYear?: number;
  bio: string;
  metaDescription: string;
  img: ArtSpec;
};

export type ShopItemSeed = {
  slug: string;
  title: string;
  artist: string;
  media: string[];
  category: 'Original' | 'Print' | 'Poster';
  fromCollection: string;
  /** Size text, price in euro cents, and the size's own state when it is not available. */
  sizes: [string, number, Availability?][];
  description: string;
  metaDescription: string;
  img: ArtSpec;
  /** The work's facts beyond the SPEC's; left out, a work is available, in an open edition, with no notes. */
  facts?: WorkFacts;
  extras?: ArtSpec[];
};

export type WorkFacts = {
  year?: string;
  availability?: Availability;
  priceOnRequest?: boolean;
  edition?: Edition;
  editionSize?: number;
  signed?: string;
  framed?: string;
};

export type CollectionSeed = {
  slug: string;
  title: string;
  shortDescription: string;
  longDescription: string;
  metaDescription: string;
  img: ArtSpec;
  /** Slugs of shop items whose pictures make up the collection's gallery. */
  items: string[];
};

export type ExhibitionSeed = {
  slug: string;
  title: string;
  subtitle: string;
  introduction: string;
  body: string;
  metaDescription: string;
  img: ArtSpec;
  extras: { img: ArtSpec; description: string }[];
  /** Opening and closing days counted from the day the demo is seeded, so the lists always show each group. */
  opensInDays: number;
  closesInDays: number;
  venue: string;
  /** Slugs of the artists and works shown. */
  artists: string[];
  works: string[];
};

export type FilmSeed = {
  slug: string;
  title: string;
  subtitle: string;
  shortDescription: string;
  introduction: string;
  synopsis: string;
  filmLink: string;
  videoLink: string;
  /** The trailer on Bilibili, for visitors in mainland China. */
  chinaVideoLink: string;
  officialSite: string;
  runTimeMins: number;
  format: string;
  aspectRatio: string;
  soundMix: string;
  colour: 'Colour' | 'Black and white';
  language: string;
  subtitles: string;
  worldPremiere: string;
  composer: string;
  metaDescription: string;
  img: ArtSpec;
  cover: ArtSpec;
  stills: ArtSpec[];
};

export type PublicationSeed = {
  slug: string;
  title: string;
  subtitle: string;
  shortDescription: string;
  longDescription: string;
  publisher: string;
  publishYear: number;
  purchaseLink: string;
  metaDescription: string;
  cover: ArtSpec;
  items: string[];
};

export type BlogPostSeed = {
  slug: string;
  title: string;
  subtitle: string;
  date: string;
  body: string;
  video: string;
  /** The video on Bilibili, for visitors in mainland China; left out, none. */
  chinaVideo?: string;
  metaDescription: string;
  img: ArtSpec;
  items: string[];
};

export const art = (kind: ArtKind, palette: PaletteName, format: ArtFormat, alt: string): ArtSpec => ({
  kind,
  palette,
  format,
  alt,
});

/** One paragraph of trusted demo HTML; sentences are separate arguments only to keep the source lines short. */
export const p = (...sentences: string[]) => `<p>${sentences.join(' ')}</p>`;

/** The one marker of demo content: every meta description (what search results and staff lists show) says so. */
export const demo = (...sentences: string[]) => `Demo: ${sentences.join(' ')}`;
