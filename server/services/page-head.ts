import type { ContentKey } from '../../shared/content/catalogue.ts';
import { DEFAULT_LANG, type Lang } from '../../shared/languages.ts';
import {
  ADMIN_PAGE,
  isStaticPath,
  NOT_FOUND_PAGE,
  onlyInPage,
  type PageMeta,
  STATIC_PAGES,
} from '../../shared/page-meta.ts';
import { CONTENT_TYPES } from '../content/registry.ts';
import type { Orm } from '../db/client.ts';
import { publishedElsewhere, type Viewer, visibleSlug } from '../queries/published.ts';
import { readSiteSettings } from '../queries/site-settings.ts';
import { movedTo } from '../queries/slug-redirects.ts';
import { entryJsonLd, entryLanguages, localiseJsonLd } from './page-languages.ts';
import { PUBLIC_PAGES } from './public-pages.ts';
import { breadcrumbs, galleryData, type JsonLd } from './structured-data.ts';

// Crawlers and link previews do not run the SPA, and an unknown path or slug gets an honest 404, not a 200.

export type ResolvedPage =
  // `preview`: never indexed nor kept by caches. `onlyIn`: public in other languages only; the page leads there.
  | { status: 200 | 404; meta: PageMeta; jsonLd: JsonLd[]; preview?: boolean; languages?: Lang[]; onlyIn?: Lang[] }
  | { status: 301; location: string };

const found = (meta: PageMeta, jsonLd: JsonLd[] = []): ResolvedPage => ({ status: 200, meta, jsonLd });
const NOT_FOUND: ResolvedPage = { status: 404, meta: NOT_FOUND_PAGE, jsonLd: [] };

type Detail = (orm: Orm, slug: string, origin: string, viewer: Viewer) => ResolvedPage | undefined;

// SPEC 2 'Public routes'.
const DETAILS: Record<string, Detail> = Object.fromEntries(
  CONTENT_TYPES.map(({ description, path, table }): [string, Detail] => [
    description.publicList,
    (orm, slug, origin, viewer) => {
      const entry = PUBLIC_PAGES[path as ContentKey](orm, slug, origin, viewer);
      if (!entry) {
        // An old address leads on only to an entry the viewer may see: a draft's new slug stays unknown.
        const to = movedTo(orm, path, slug);
        if (to !== undefined && visibleSlug(orm, table, to, viewer)) {
          return { status: 301, location: description.publicPath(to) };
        }
        const onlyIn = publishedElsewhere(orm, table as never, slug, viewer.now);
        return onlyIn && { status: 404, meta: onlyInPage(onlyIn[0] ?? DEFAULT_LANG), jsonLd: [], onlyIn };
      }
      const here = { name: entry.meta.title ?? slug, path: description.publicPath(slug) };
      const { languages, names } = entryLanguages(orm, path, table as never, description.titleField, slug);
      const jsonLd = [
        entryJsonLd(entry.data, origin, names),
        localiseJsonLd(breadcrumbs(origin, [...description.trail, here]), origin),
      ];
      return { ...found(entry.meta, jsonLd), preview: entry.preview, languages };
    },
  ]),
);

const GALLERY_PAGES = new Set(['/', '/about']);

export function resolvePage(orm: Orm, pathname: string, origin: string, viewer: Viewer): ResolvedPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) return found(ADMIN_PAGE);
  if (isStaticPath(path))
    return found(
      STATIC_PAGES[path],
      GALLERY_PAGES.has(path) ? [localiseJsonLd(galleryData(origin, readSiteSettings(orm)), origin)] : [],
    );

  const cut = path.lastIndexOf('/');
  const list = path.slice(0, cut);
  const slug = safeDecode(path.slice(cut + 1));
  const page = slug ? DETAILS[list]?.(orm, slug, origin, viewer) : undefined;
  return page ?? NOT_FOUND;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
