import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { DEFAULT_LANG } from '../../shared/languages.ts';
import { currentLang } from '../i18n/context.ts';
import type { AppEnv } from '../lib/env.ts';
import { listBlogFeed, listPublicEntries } from '../queries/feeds.ts';
import { blogRss, sitemapXml } from '../services/feeds.ts';
import { faviconIco, ICON_SVG, PNG_ICON_SIZES, type PngIconName, pngIcon, webManifest } from '../services/icons.ts';

/** Feeds and the sitemap change with the catalogue: reusable for a while, revalidated by ETag. */
const FEED_CACHE = 'public, max-age=300, s-maxage=300';
const ICON_CACHE = 'public, max-age=86400';
const FEED_LENGTH = 20;

function blogFeed(c: Context<AppEnv>) {
  const { db, config, now } = c.var.deps;
  c.header('Cache-Control', FEED_CACHE);
  c.header('Content-Type', 'application/rss+xml; charset=utf-8');
  return c.body(blogRss(config.publicUrl, listBlogFeed(db.orm, FEED_LENGTH, now()), currentLang() ?? DEFAULT_LANG));
}

export const siteFileRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const origin = c.var.deps.config.publicUrl;
    c.header('Cache-Control', FEED_CACHE);
    // Only /api/media is for crawlers (image search, link previews); the rest of the API and the admin is not.
    return c.text(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/',
        'Allow: /api/media/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  })
  .get('/sitemap.xml', etag(), (c) => {
    const { db, config, now } = c.var.deps;
    c.header('Cache-Control', FEED_CACHE);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemapXml(config.publicUrl, listPublicEntries(db.orm, now())));
  })
  .get('/blog/rss.xml', etag(), blogFeed)
  .get('/zh/blog/rss.xml', etag(), blogFeed)
  .get('/manifest.webmanifest', (c) => {
    c.header('Cache-Control', ICON_CACHE);
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return c.body(JSON.stringify(webManifest()));
  })
  .get('/favicon.svg', (c) => {
    c.header('Cache-Control', ICON_CACHE);
    c.header('Content-Type', 'image/svg+xml');
    return c.body(ICON_SVG);
  })
  .get('/favicon.ico', async (c) => {
    c.header('Cache-Control', ICON_CACHE);
    c.header('Content-Type', 'image/x-icon');
    return c.body(new Uint8Array(await faviconIco()));
  })
  .get('/:icon{(favicon-32|apple-touch-icon|icon-192|icon-512)\\.png}', async (c) => {
    const size = PNG_ICON_SIZES[c.req.param('icon') as PngIconName];
    c.header('Cache-Control', ICON_CACHE);
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(await pngIcon(size)));
  });
