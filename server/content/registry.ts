import type { z } from 'zod';
import { CATALOGUE, type ContentKey } from '../../shared/content/catalogue.ts';
import type { ContentType } from './define.ts';
import { artistType } from './types/artists.ts';
import { blogPostType } from './types/blog-posts.ts';
import { collectionType } from './types/collections.ts';
import { exhibitionType } from './types/exhibitions.ts';
import { filmType } from './types/films.ts';
import { publicationType } from './types/publications.ts';
import { shopItemType } from './types/shop-items.ts';

/** A type described in the catalogue but not stored here does not compile. */
export const STORAGE = {
  shop: shopItemType,
  artists: artistType,
  collections: collectionType,
  exhibitions: exhibitionType,
  films: filmType,
  publications: publicationType,
  blog: blogPostType,
} as const satisfies { [K in ContentKey]: ContentType<z.ZodObject, K> };

export type { ContentType };

export const CONTENT_TYPES: readonly ContentType[] = CATALOGUE.map((d) => STORAGE[d.api]) as ContentType[];
