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

// Tags come from shared/head-tags.ts, as the server's, so a crawler and a visitor see the same head.

let origin = typeof window === 'undefined' ? '' : window.location.origin;

// Structured data and hreflang links stay until the next page (`dropServerStructuredData`): the router omits them.
export function adoptServerHead(): void {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"][data-page-head]');
  if (canonical) origin = new URL(canonical.href).origin;
  const kept = ':not([type="application/ld+json"]):not([hreflang])';
  for (const tag of document.head.querySelectorAll(`[data-page-head]${kept}`)) tag.remove();
}

export const siteOrigin = () => origin;

export function setSiteOrigin(next: string): void {
  origin = next;
}

export function dropServerStructuredData(): void {
  const server = 'script[type="application/ld+json"][data-page-head], link[hreflang][data-page-head]';
  for (const tag of document.head.querySelectorAll(server)) tag.remove();
}

export const pageHead = (meta: PageMeta, path: string) =>
  headTags(meta, { origin, path: langPath(path, pageLang()), alternates: false });

export const staticHead = (path: StaticPath) => pageHead(STATIC_PAGES[path], path);

export const notFoundHead = () => pageHead(NOT_FOUND_PAGE, '/');

export const onlyInHead = (lang: Lang) => pageHead(onlyInPage(lang), '/');

export const adminHead = (title: string, path: string) => pageHead({ ...ADMIN_PAGE, title }, path);
