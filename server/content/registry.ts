import type { ContentType } from './define.ts';
import { artistType } from './types/artists.ts';
import { blogPostType } from './types/blog-posts.ts';
import { collectionType } from './types/collections.ts';
import { exhibitionType } from './types/exhibitions.ts';
import { filmType } from './types/films.ts';
import { publicationType } from './types/publications.ts';
import { shopItemType } from './types/shop-items.ts';

/**
 * Every content type the admin edits through the generic routes; the image library has its own upload
 * routes. Checks that span types (which entries use an image, which items name an artist) read this list, so
 * a new type is covered by them as soon as it is listed here.
 */
export const CONTENT_TYPES: readonly ContentType[] = [
  shopItemType,
  artistType,
  collectionType,
  exhibitionType,
  filmType,
  publicationType,
  blogPostType,
] as ContentType[];
