import { beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { artists } from '../../server/content/types/artists.ts';
import { blogPosts } from '../../server/content/types/blog-posts.ts';
import { collections } from '../../server/content/types/collections.ts';
import { exhibitions } from '../../server/content/types/exhibitions.ts';
import { films } from '../../server/content/types/films.ts';
import { publications } from '../../server/content/types/publications.ts';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { createSiteApp, PUBLIC_URL } from './seo-helpers.ts';

/** Honest status codes, the sitemap, robots.txt, the blog feed, the manifest and the icons. */

let site: Awaited<ReturnType<typeof createSiteApp>>;
beforeAll(async () => {
  site = await createSiteApp();
});

const get = (path: string, headers?: HeadersInit) => site.app.request(path, { headers });

/**
 * The client's route files as URL paths, by TanStack's file naming: `shop/$slug.tsx` is '/shop/$slug', a dot
 * separates segments too (`delete.$slug.tsx`), `$.tsx` is a splat, and `index`/`route` name the folder itself.
 */
function clientRoutePaths(): string[] {
  const root = path.resolve(import.meta.dirname, '../../client/routes');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => file.endsWith('.tsx') && !file.split(path.sep).some((part) => part.startsWith('-')))
    .map(
      (file) =>
        `/${file
          .replace(/\.tsx$/, '')
          .split(path.sep)
          .join('/')
          .replaceAll('.', '/')}`,
    )
    .map((route) => route.replace(/\/(index|route)$/, '').replace(/^$/, '/') || '/')
    .filter((route) => route !== '/__root');
}

describe('status codes', () => {
  test('an unknown path and an unknown slug answer 404 with the app, not a soft 404', async () => {
    for (const path of ['/no/such/page', '/shop/no-such-item', '/artists/nobody', '/blog/never-written']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  test('every page the client has answers 200, and each detail page 200 for a real entry', async () => {
    const slugs: Record<string, string | undefined> = {
      '/shop/$slug': site.db.orm.select().from(shopItems).get()?.slug,
      '/artists/$slug': site.db.orm.select().from(artists).get()?.slug,
      '/explore/collections/$slug': site.db.orm.select().from(collections).get()?.slug,
      '/explore/exhibitions/$slug': site.db.orm.select().from(exhibitions).get()?.slug,
      '/explore/films/$slug': site.db.orm.select().from(films).get()?.slug,
      '/explore/publications/$slug': site.db.orm.select().from(publications).get()?.slug,
      '/blog/$slug': site.db.orm.select().from(blogPosts).get()?.slug,
    };
    const routes = clientRoutePaths();
    expect(routes).toContain('/');
    for (const route of routes) {
      // Admin screens with a slug or a splat in them answer for any value: the admin loads its own data.
      const url = route.startsWith('/admin')
        ? route.replace(/\$\w*/g, 'x')
        : route.replace('$slug', slugs[route] ?? '');
      expect(url, `${route} has no demo entry to try`).not.toContain('$');
      expect((await get(url)).status, route).toBe(200);
    }
  });

  test('the admin is never indexed; public pages may be', async () => {
    for (const path of ['/admin', '/admin/shop/new', '/admin/anything/at/all']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    }
    expect((await get('/shop')).headers.get('X-Robots-Tag')).toBeNull();
  });

  test('HTML is revalidated with an ETag', async () => {
    const first = await get('/artists');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect((await get('/artists', { 'If-None-Match': etag ?? '' })).status).toBe(304);
  });
});

describe('/sitemap.xml', () => {
  test('lists every public page and entry with its lastmod, and nothing of the admin or the API', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/xml');
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string; lastmod?: string }[] } };
    const urls = parsed.urlset.url;
    const locs = urls.map((u) => u.loc);
    const tables = [
      ['/shop', shopItems],
      ['/artists', artists],
      ['/explore/collections', collections],
      ['/explore/exhibitions', exhibitions],
      ['/explore/films', films],
      ['/explore/publications', publications],
      ['/blog', blogPosts],
    ] as const;
    for (const [list, table] of tables) {
      expect(locs).toContain(PUBLIC_URL + list);
      for (const row of site.db.orm.select({ slug: table.slug, updatedAt: table.updatedAt }).from(table).all()) {
        const entry = urls.find((u) => u.loc === `${PUBLIC_URL}${list}/${row.slug}`);
        expect(entry?.lastmod, `${list}/${row.slug}`).toBe(row.updatedAt.toISOString().slice(0, 10));
      }
    }
    for (const path of ['/', '/about', '/mediums', '/propaganda-posters', '/privacy', '/terms']) {
      expect(locs).toContain(PUBLIC_URL + path);
    }
    expect(locs.filter((loc) => /\/(admin|api|login|checkout)(\/|$)/.test(loc))).toEqual([]);
  });
});

test('robots.txt keeps crawlers out of the admin and the API, lets images be found, and names the sitemap', async () => {
  const text = await (await get('/robots.txt')).text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Allow: /api/media/');
  expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
});

test('the blog feed is RSS 2.0 that parses as XML, newest post first, linked from every page', async () => {
  const res = await get('/blog/rss.xml');
  expect(res.headers.get('Content-Type')).toContain('application/rss+xml');
  const xml = await res.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    rss: { '@_version': string; channel: { title: string; item: { title: string; link: string; pubDate: string }[] } };
  };
  expect(feed.rss['@_version']).toBe('2.0');
  const posts = site.db.orm.select().from(blogPosts).all();
  const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date))[0];
  expect(feed.rss.channel.item).toHaveLength(posts.length);
  expect(feed.rss.channel.item[0]).toMatchObject({ title: newest?.title, link: `${PUBLIC_URL}/blog/${newest?.slug}` });
  expect(Number.isNaN(Date.parse(feed.rss.channel.item[0]?.pubDate ?? ''))).toBe(false);
});

test('the web app manifest names its icons, and every icon is served as what it claims to be', async () => {
  const manifest = (await (await get('/manifest.webmanifest')).json()) as {
    name: string;
    icons: { src: string; type: string }[];
  };
  expect(manifest.name).toBe('Taedong Gallery');
  for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', type: 'image/png' }]) {
    const res = await get(icon.src);
    expect(res.status, icon.src).toBe(200);
    expect(res.headers.get('Content-Type')).toBe(icon.type);
  }
  const ico = Buffer.from(await (await get('/favicon.ico')).arrayBuffer());
  expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  // The PNG inside starts right after the 22-byte header.
  expect(ico.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
});
