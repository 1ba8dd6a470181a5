import type { Orm } from '../db/client.ts';
import { findArtist } from '../queries/artists.ts';
import { findBlogPost } from '../queries/blog.ts';
import { findCollection } from '../queries/collections.ts';
import { findExhibition } from '../queries/exhibitions.ts';
import { findFilm } from '../queries/films.ts';
import { findPublication } from '../queries/publications.ts';
import { findShopItem } from '../queries/shop.ts';
import { readSiteSettings } from '../queries/site-settings.ts';
import {
  ADMIN_PAGE,
  artistMeta,
  blogPostMeta,
  collectionMeta,
  exhibitionMeta,
  filmMeta,
  isStaticPath,
  NOT_FOUND_PAGE,
  type PageMeta,
  publicationMeta,
  STATIC_PAGES,
  shopItemMeta,
} from '../schemas/page-meta.ts';
import {
  artistData,
  artworkData,
  blogPostData,
  bookData,
  breadcrumbs,
  collectionData,
  exhibitionData,
  filmData,
  galleryData,
  type JsonLd,
} from './structured-data.ts';

/**
 * Which page a path is, and what the HTML sent for it says in its head. The SPA renders the same page from
 * the API afterwards; this lets crawlers and link previews, which do not run it, see the page too, and makes
 * an unknown path or slug an honest 404 rather than a 200 that says 'not found'.
 */

export type ResolvedPage = { status: 200 | 404; meta: PageMeta; jsonLd: JsonLd[] };

const found = (meta: PageMeta, jsonLd: JsonLd[] = []): ResolvedPage => ({ status: 200, meta, jsonLd });
const NOT_FOUND: ResolvedPage = { status: 404, meta: NOT_FOUND_PAGE, jsonLd: [] };

type Detail = (orm: Orm, slug: string, origin: string) => ResolvedPage | undefined;

/** A detail page: the entry by slug, its meta, its structured data and the breadcrumbs up to it. */
function detail<T>(
  find: (orm: Orm, slug: string) => T | undefined,
  metaOf: (entry: T) => PageMeta,
  data: (origin: string, entry: T) => JsonLd,
  trail: readonly { name: string; path: string }[],
): Detail {
  return (orm, slug, origin) => {
    const entry = find(orm, slug);
    if (entry === undefined) return undefined;
    const meta = metaOf(entry);
    const here = { name: meta.title ?? slug, path: `${trail.at(-1)?.path ?? ''}/${slug}` };
    return found(meta, [data(origin, entry), breadcrumbs(origin, [...trail, here])]);
  };
}

const EXPLORE = { name: 'Explore', path: '/explore' };

/** The detail routes, by the path of their list (SPEC 2 'Public routes'). */
const DETAILS: Record<string, Detail> = {
  '/shop': detail(findShopItem, shopItemMeta, artworkData, [{ name: 'Shop', path: '/shop' }]),
  '/artists': detail(findArtist, artistMeta, artistData, [{ name: 'Artists', path: '/artists' }]),
  '/explore/collections': detail(findCollection, collectionMeta, collectionData, [
    EXPLORE,
    { name: 'Collections', path: '/explore/collections' },
  ]),
  '/explore/exhibitions': detail(findExhibition, exhibitionMeta, exhibitionData, [
    EXPLORE,
    { name: 'Exhibitions', path: '/explore/exhibitions' },
  ]),
  '/explore/films': detail(findFilm, filmMeta, filmData, [EXPLORE, { name: 'Films', path: '/explore/films' }]),
  '/explore/publications': detail(findPublication, publicationMeta, bookData, [
    EXPLORE,
    { name: 'Publications', path: '/explore/publications' },
  ]),
  '/blog': detail(findBlogPost, blogPostMeta, blogPostData, [{ name: 'Blog', path: '/blog' }]),
};

/** Pages that present the gallery itself carry its details as structured data. */
const GALLERY_PAGES = new Set(['/', '/about']);

export function resolvePage(orm: Orm, pathname: string, origin: string): ResolvedPage {
  // A trailing slash names the same page (the router treats them alike).
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) return found(ADMIN_PAGE);
  if (isStaticPath(path))
    return found(STATIC_PAGES[path], GALLERY_PAGES.has(path) ? [galleryData(origin, readSiteSettings(orm))] : []);

  const cut = path.lastIndexOf('/');
  const list = path.slice(0, cut);
  const slug = safeDecode(path.slice(cut + 1));
  const page = slug ? DETAILS[list]?.(orm, slug, origin) : undefined;
  return page ?? NOT_FOUND;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
