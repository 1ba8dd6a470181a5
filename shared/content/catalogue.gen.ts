// Written by `npm run content:index` (docs/decisions/018): do not edit.

import { artistContent } from './artist.ts';
import { blogPostContent } from './blog-post.ts';
import { collectionContent } from './collection.ts';
import { exhibitionContent } from './exhibition.ts';
import { filmContent } from './film.ts';
import { publicationContent } from './publication.ts';
import { shopItemContent } from './shop-item.ts';

export const DESCRIPTIONS = [
  shopItemContent,
  artistContent,
  collectionContent,
  exhibitionContent,
  filmContent,
  publicationContent,
  blogPostContent,
] as const;
