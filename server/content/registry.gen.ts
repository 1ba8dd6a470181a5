// Written by `npm run content:index` (docs/decisions/018): do not edit.

import { artistType } from './types/artists.ts';
import { blogPostType } from './types/blog-posts.ts';
import { collectionType } from './types/collections.ts';
import { exhibitionType } from './types/exhibitions.ts';
import { filmType } from './types/films.ts';
import { publicationType } from './types/publications.ts';
import { shopItemType } from './types/shop-items.ts';

export const STORED = {
  shop: shopItemType,
  artists: artistType,
  collections: collectionType,
  exhibitions: exhibitionType,
  films: filmType,
  publications: publicationType,
  blog: blogPostType,
} as const;
