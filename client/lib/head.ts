import { headTags } from '#shared/head-tags';
import { ADMIN_PAGE, type PageMeta, STATIC_PAGES, type StaticPath } from '#shared/page-meta';

/**
 * Each route's `head` (TanStack Router's head management, rendered by <HeadContent /> in the root). The tags
 * come from the same functions the server uses to write the HTML it sends for that URL
 * (shared/head-tags.ts), so a crawler and a visitor see the same title and description.
 */

/** The site's public origin: the server names it in the canonical link it sends; the page's own otherwise. */
let origin = typeof window === 'undefined' ? '' : window.location.origin;

/**
 * Takes over the head the server wrote: its origin is kept for canonical links, and its tags are removed
 * because the router renders its own from now on. The structured data stays until the visitor moves to
 * another page (`dropServerStructuredData`), since the router does not render it.
 */
export function adoptServerHead(): void {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"][data-page-head]');
  if (canonical) origin = new URL(canonical.href).origin;
  for (const tag of document.head.querySelectorAll('[data-page-head]:not([type="application/ld+json"])')) tag.remove();
}

export function dropServerStructuredData(): void {
  for (const tag of document.head.querySelectorAll('script[type="application/ld+json"][data-page-head]')) tag.remove();
}

/** The head of a page described by `meta`, at `path`. */
export const pageHead = (meta: PageMeta, path: string) => headTags(meta, { origin, path });

/** The head of a page whose words are fixed (shared/page-meta.ts STATIC_PAGES). */
export const staticHead = (path: StaticPath) => pageHead(STATIC_PAGES[path], path);

/** Every admin screen: its own title, never indexed. */
export const adminHead = (title: string, path: string) => pageHead({ ...ADMIN_PAGE, title }, path);
