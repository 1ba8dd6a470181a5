import { blogPostContent } from '../../shared/content/blog-post.ts';
import { descriptionOf, STATIC_PAGES } from '../../shared/page-meta.ts';
import { SITE } from '../../shared/site.ts';
import type { listBlogFeed, listPublicEntries } from '../queries/feeds.ts';

/** The sitemap and the blog's RSS feed, as XML text. */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every public page a search engine should know: the fixed pages and every entry's detail page. A list
 * page's lastmod is that of its newest entry; pages that are nobody's search result are left out.
 */
export function sitemapXml(origin: string, entries: ReturnType<typeof listPublicEntries>): string {
  const newestOf = new Map<string, Date>();
  for (const entry of entries) {
    const known = newestOf.get(entry.list);
    if (!known || entry.updatedAt > known) newestOf.set(entry.list, entry.updatedAt);
  }
  const urls: { path: string; lastmod?: Date | undefined }[] = [
    ...Object.entries(STATIC_PAGES)
      .filter(([, meta]) => !('noindex' in meta && meta.noindex))
      .map(([path]) => ({ path, lastmod: newestOf.get(path) })),
    ...entries.map((entry) => ({ path: `${entry.list}/${encodeURIComponent(entry.slug)}`, lastmod: entry.updatedAt })),
  ];
  const body = urls
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${isoDay(lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** RFC 822 dates, as RSS 2.0 asks; a post's date is a day, published at noon UTC. */
const rfc822 = (date: Date) => date.toUTCString();
const dayAtNoon = (day: string) => new Date(`${day}T12:00:00Z`);

type Post = ReturnType<typeof listBlogFeed>[number];

/** The newest posts as an RSS 2.0 channel, linked from every page's head. */
export function blogRss(origin: string, posts: readonly Post[]): string {
  const items = posts.map((post) => {
    const url = `${origin}${blogPostContent.publicPath(encodeURIComponent(post.slug))}`;
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
    `    <title>${escapeXml(`${SITE.name} blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(STATIC_PAGES['/blog'].description)}</description>`,
    '    <language>en</language>',
    ...(newest ? [`    <lastBuildDate>${newest}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
