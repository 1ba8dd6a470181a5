import { DEFAULT_LANG, LANG_TAG, LANGS, type Lang, langPath, OG_LOCALE, splitLangPath } from './languages.ts';
import { documentTitle, galleryName, type PageMeta, previewImage } from './page-meta.ts';

// One list for the client's routes and the server's HTML (server/lib/html-head.ts), so crawler and visitor agree.

export type HeadTags = { meta: Record<string, string>[]; links: Record<string, string>[] };

type Where = {
  origin: string;
  path: string;
  /** An entry: those it is published in (docs/decisions/012). Every language when not given. */
  languages?: readonly Lang[];
  /** The client keeps the server's alternates: only the server knows the entry's languages. */
  alternates?: boolean;
};

function languageTags(origin: string, path: string, languages: readonly Lang[]) {
  const { lang, path: base } = splitLangPath(path);
  const others = languages.filter((other) => other !== lang);
  const locales = [
    { property: 'og:locale', content: OG_LOCALE[lang] },
    ...others.map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALE[other] })),
  ];
  if (languages.length === 0) return { locales: locales.slice(0, 1), links: [] };
  const shown = languages.includes(lang) ? languages : [lang, ...languages];
  const fallback = shown.includes(DEFAULT_LANG) ? DEFAULT_LANG : lang;
  const links = [
    ...shown.map((each) => ({ rel: 'alternate', hrefLang: LANG_TAG[each], href: origin + langPath(base, each) })),
    { rel: 'alternate', hrefLang: 'x-default', href: origin + langPath(base, fallback) },
  ];
  return { locales, links };
}

export function headTags(meta: PageMeta, { origin, path, languages = LANGS, alternates = true }: Where): HeadTags {
  const title = documentTitle(meta);
  const url = origin + path;
  const image = meta.image ? previewImage(meta.image) : undefined;
  const { locales, links } = languageTags(origin, path, alternates ? languages : []);
  const tags: Record<string, string>[] = [
    { title },
    { name: 'description', content: meta.description },
    ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: galleryName() },
    { property: 'og:title', content: meta.title ?? galleryName() },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: meta.type },
    { property: 'og:url', content: url },
    ...locales,
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: meta.title ?? galleryName() },
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
  return { meta: tags, links: meta.noindex ? [] : [{ rel: 'canonical', href: url }, ...links] };
}
