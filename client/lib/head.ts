import { headTags } from '#shared/head-tags';
import { type Lang, langPath } from '#shared/languages';
import {
  ADMIN_PAGE,
  NOT_FOUND_PAGE,
  onlyInPage,
  type PageMeta,
  STATIC_PAGES,
  type StaticPath,
} from '#shared/page-meta';
import { pageLang } from './i18n.ts';

/**
 * Each route's `head` (TanStack Router's head management, rendered by <HeadContent /> in the root). The tags
 * come from the same functions the server uses to write the HTML it sends for that URL
 * (shared/head-tags.ts), so a crawler and a visitor see the same title and description.
 */

/** The site's public origin: the server names it in the canonical link it sends; the page's own otherwise. */
let origin = typeof window === 'undefined' ? '' : window.location.origin;

/**
 * Takes over the head the server wrote: its origin is kept for canonical links, and its tags are removed
 * because the router renders its own from now on. The structured data and the language alternates (which
 * only the server knows: the languages an entry is published in) stay until the visitor moves to another
 * page (`dropServerStructuredData`), since the router does not render them.
 */
export function adoptServerHead(): void {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"][data-page-head]');
  if (canonical) origin = new URL(canonical.href).origin;
  const kept = ':not([type="application/ld+json"]):not([hreflang])';
  for (const tag of document.head.querySelectorAll(`[data-page-head]${kept}`)) tag.remove();
}

/** The site's public origin ('https://gallery.example'), for an address printed in full. */
export const siteOrigin = () => origin;

/** The server's render of a page names the origin the server knows (client/entry-server.tsx). */
export function setSiteOrigin(next: string): void {
  origin = next;
}

export function dropServerStructuredData(): void {
  const server = 'script[type="application/ld+json"][data-page-head], link[hreflang][data-page-head]';
  for (const tag of document.head.querySelectorAll(server)) tag.remove();
}

/** The head of a page described by `meta`, at `path` (the route's; its address is in the page's language). */
export const pageHead = (meta: PageMeta, path: string) =>
  headTags(meta, { origin, path: langPath(path, pageLang()), alternates: false });

/** The head of a page whose words are fixed (shared/page-meta.ts STATIC_PAGES). */
export const staticHead = (path: StaticPath) => pageHead(STATIC_PAGES[path], path);

/** A path or slug that names nothing: the title the server gives its 404 too, never indexed. */
export const notFoundHead = () => pageHead(NOT_FOUND_PAGE, '/');

/** An entry only in `lang`: the title the server gives its 404 (server/services/page-head.ts), never indexed. */
export const onlyInHead = (lang: Lang) => pageHead(onlyInPage(lang), '/');

/** Every admin screen: its own title, never indexed. */
export const adminHead = (title: string, path: string) => pageHead({ ...ADMIN_PAGE, title }, path);
