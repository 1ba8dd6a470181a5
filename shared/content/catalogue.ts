import { artistContent } from './artist.ts';
import { blogPostContent } from './blog-post.ts';
import { collectionContent } from './collection.ts';
import { exhibitionContent } from './exhibition.ts';
import { filmContent } from './film.ts';
import { publicationContent } from './publication.ts';
import { shopItemContent } from './shop-item.ts';

/** docs/decisions/007-content-catalogue.md: a new type is described in its own file here and listed once below. */
export const CATALOGUE = [
  shopItemContent,
  artistContent,
  collectionContent,
  exhibitionContent,
  filmContent,
  publicationContent,
  blogPostContent,
] as const;

export type ContentKey = (typeof CATALOGUE)[number]['api'];
