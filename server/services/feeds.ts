import { blogPostContent } from '../../shared/content/blog-post.ts';
import { DEFAULT_LANG, LANG_TAG, LANGS, type Lang, langPath } from '../../shared/languages.ts';
import { t } from '../../shared/messages/index.ts';
import { descriptionOf, STATIC_PAGES } from '../../shared/page-meta.ts';
import type { listBlogFeed, PublicEntry } from '../queries/feeds.ts';

export const BLOG_FEED = '/blog/rss.xml';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function pageUrls(origin: string, path: string, languages: readonly Lang[], lastmod: Date | undefined): string[] {
  const fallback = languages.includes(DEFAULT_LANG) ? DEFAULT_LANG : languages[0];
  const alternates = [
    ...languages.map((lang) => [LANG_TAG[lang], langPath(path, lang)] as const),
    ...(fallback ? [['x-default', langPath(path, fallback)] as const] : []),
  ]
    .map(([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(origin + href)}"/>`)
    .join('');
  const modified = lastmod ? `<lastmod>${isoDay(lastmod)}</lastmod>` : '';
  return languages.map(
    (lang) => `  <url><loc>${escapeXml(origin + langPath(path, lang))}</loc>${modified}${alternates}</url>`,
  );
}

// Pages that are nobody's search result are left out; a Chinese-only entry appears under /zh only.
export function sitemapXml(origin: string, entries: readonly PublicEntry[]): string {
  const newestOf = new Map<string, Date>();
  for (const entry of entries) {
    const known = newestOf.get(entry.list);
    if (!known || entry.updatedAt > known) newestOf.set(entry.list, entry.updatedAt);
  }
  const urls = [
    ...Object.entries(STATIC_PAGES)
      .filter(([, meta]) => !('noindex' in meta && meta.noindex))
      .flatMap(([path]) => pageUrls(origin, path, LANGS, newestOf.get(path))),
    ...entries.flatMap((entry) =>
      pageUrls(origin, `${entry.list}/${encodeURIComponent(entry.slug)}`, entry.languages, entry.updatedAt),
    ),
  ];
  const namespaces = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

// RSS 2.0 asks for RFC 822 dates; a post's date is a day, published at noon UTC.
const rfc822 = (date: Date) => date.toUTCString();
const dayAtNoon = (day: string) => new Date(`${day}T12:00:00Z`);

type Post = ReturnType<typeof listBlogFeed>[number];

export function blogRss(origin: string, posts: readonly Post[], lang: Lang = DEFAULT_LANG): string {
  const items = posts.map((post) => {
    const url = `${origin}${langPath(blogPostContent.publicPath(encodeURIComponent(post.slug)), lang)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(dayAtNoon(post.date))}</pubDate>`,
      `      <description>${escapeXml(descriptionOf(post.metaDescription, post.subtitle, post.body))}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0] ? rfc822(dayAtNoon(posts[0].date)) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(t('meta.blog.feedTitle', { site: t('shell.siteName') }))}</title>`,
    `    <link>${escapeXml(`${origin}${langPath('/blog', lang)}`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}${langPath(BLOG_FEED, lang)}`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(STATIC_PAGES['/blog'].description)}</description>`,
    `    <language>${LANG_TAG[lang]}</language>`,
    ...(newest ? [`    <lastBuildDate>${newest}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
