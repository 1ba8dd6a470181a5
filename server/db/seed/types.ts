import type { ArtFormat, ArtKind, ArtSpec, PaletteName } from './artwork.ts';

/** The shapes of the demo content, written the way the seed reads them rather than the way tables store them. */

export type ArtistSeed = { slug: string; name: string; bio: string; metaDescription: string; img: ArtSpec };

export type ShopItemSeed = {
  slug: string;
  title: string;
  artist: string;
  media: string[];
  category: 'Original' | 'Print' | 'Poster';
  fromCollection: string;
  /** Size text and price in euro cents. */
  sizes: [string, number][];
  description: string;
  metaDescription: string;
  img: ArtSpec;
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
