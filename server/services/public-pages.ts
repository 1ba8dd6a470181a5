import type { ContentKey } from '../../shared/content/catalogue.ts';
import {
  artistMeta,
  blogPostMeta,
  collectionMeta,
  exhibitionMeta,
  filmMeta,
  type PageMeta,
  previewMeta,
  publicationMeta,
  shopItemMeta,
} from '../../shared/page-meta.ts';
import type { Orm } from '../db/client.ts';
import { findArtist } from '../queries/artists.ts';
import { findBlogPost } from '../queries/blog.ts';
import { findCollection } from '../queries/collections.ts';
import { findExhibition } from '../queries/exhibitions.ts';
import { findFilm } from '../queries/films.ts';
import { findPublication } from '../queries/publications.ts';
import type { PreviewState, Viewer } from '../queries/published.ts';
import { findShopItem } from '../queries/shop.ts';
import { artworkData } from './artwork-data.ts';
import {
  artistData,
  blogPostData,
  bookData,
  collectionData,
  exhibitionData,
  filmData,
  type JsonLd,
} from './structured-data.ts';

/**
 * A public entry page as the server sends its head: its words and structured data, or undefined for an unknown
 * slug or one the viewer may not see. `preview` is set when a signed-in admin sees an entry that is not public
 * yet.
 */
export type PublicPage = (
  orm: Orm,
  slug: string,
  origin: string,
  viewer: Viewer,
) => { meta: PageMeta; data: JsonLd; preview: boolean } | undefined;

/** A public page from the entry's read, its meta and its structured data (which may read the database). */
function publicPage<T extends { preview?: PreviewState }>(
  find: (orm: Orm, slug: string, viewer: Viewer) => T | undefined,
  metaOf: (entry: T) => PageMeta,
  data: (origin: string, entry: T, orm: Orm) => JsonLd,
): PublicPage {
  return (orm, slug, origin, viewer) => {
    const entry = find(orm, slug, viewer);
    if (entry === undefined) return undefined;
    // A preview is never indexed: its head says so, whatever the entry's own meta.
    return {
      meta: previewMeta(metaOf(entry), entry),
      data: data(origin, entry, orm),
      preview: entry.preview !== undefined,
    };
  };
}

/** Every content type's entry page, by its API segment: a type without one does not compile. */
export const PUBLIC_PAGES: { [K in ContentKey]: PublicPage } = {
  shop: publicPage(findShopItem, shopItemMeta, artworkData),
  artists: publicPage(findArtist, artistMeta, artistData),
  collections: publicPage(findCollection, collectionMeta, collectionData),
  exhibitions: publicPage(findExhibition, exhibitionMeta, exhibitionData),
  films: publicPage(findFilm, filmMeta, filmData),
  publications: publicPage(findPublication, publicationMeta, bookData),
  blog: publicPage(findBlogPost, blogPostMeta, blogPostData),
};
