import { documentTitle, type PageMeta, previewImage } from './page-meta.ts';
import { SITE } from './site.ts';

/**
 * The tags of a page's head, in TanStack Router's `head()` shape: the client's routes return exactly this, and
 * the server renders the same list into the HTML it sends (server/lib/html-head.ts). One list, so the page a
 * crawler reads and the page a visitor's browser shows say the same.
 */

export type HeadTags = { meta: Record<string, string>[]; links: Record<string, string>[] };

type Where = {
  /** The site's public origin (PUBLIC_URL), for canonical links and absolute image addresses. */
  origin: string;
  /** The page's path, without the query string. */
  path: string;
};

export function headTags(meta: PageMeta, { origin, path }: Where): HeadTags {
  const title = documentTitle(meta);
  const url = origin + path;
  const image = meta.image ? previewImage(meta.image) : undefined;
  const tags: Record<string, string>[] = [
    { title },
    { name: 'description', content: meta.description },
    ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:title', content: meta.title ?? SITE.name },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: meta.type },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: meta.title ?? SITE.name },
    { name: 'twitter:description', content: meta.description },
  ];
  if (image) {
    const src = origin + image.src;
    tags.push(
      { property: 'og:image', content: src },
      ...(image.type ? [{ property: 'og:image:type', content: image.type }] : []),
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image', content: src },
      { name: 'twitter:image:alt', content: image.alt },
    );
  }
  return { meta: tags, links: meta.noindex ? [] : [{ rel: 'canonical', href: url }] };
}
