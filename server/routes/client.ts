import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from 'hono/bun';
import { getCookie } from 'hono/cookie';
import { etag } from 'hono/etag';
import { headTags } from '../../shared/head-tags.ts';
import {
  DEFAULT_LANG,
  isLang,
  LANG_COOKIE,
  LANG_TAG,
  type Lang,
  langPath,
  splitLangPath,
} from '../../shared/languages.ts';
import type { AppEnv } from '../lib/env.ts';
import { injectHead, renderHead } from '../lib/html-head.ts';
import { IMMUTABLE_CACHE } from '../middleware/cache.ts';
import { BLOG_FEED } from '../services/feeds.ts';
import { readFirstPage } from '../services/first-page.ts';
import { renderFirstPage } from '../services/first-page-html.ts';
import { firstScreenRenderer, withFirstScreen } from '../services/first-screen.ts';
import { FIRST_SCREEN_START, firstScreenStart } from '../services/first-screen-start.ts';
import { resolvePage } from '../services/page-head.ts';
import { entryViewer, PREVIEW_CACHE } from '../services/preview.ts';
import { routeAssets } from '../services/route-assets.ts';
import { readSessionCookie } from '../services/sessions.ts';

/** Vite's content-hashed /assets are kept a year; every other path gets index.html with its own head, revalidated. */
export function clientRoutes(distDir: string, publicUrl: string) {
  const indexFile = path.join(distDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503),
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const assetsOf = routeAssets(distDir);
  const firstScreen = firstScreenRenderer(distDir, publicUrl);

  return (
    app
      // Only a plain file name reaches the disk: a NUL byte or a dot folder (Vite's manifest) is a 404.
      .get(
        '/assets/:file{\\w[\\w.-]{0,199}}',
        serveStatic({ root: distDir, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE_CACHE) }),
      )
      .all('/assets/*', (c) => c.text('Not found.', 404))
      .get(FIRST_SCREEN_START, etag(), (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.body(firstScreenStart, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      })
      .get('*', etag(), async (c) => {
        const { db, config } = c.var.deps;
        // Only `/` follows the visitor's chosen language, by cookie, never Accept-Language (docs/decisions/012).
        if (c.req.path === '/') {
          c.header('Vary', 'Cookie', { append: true });
          const chosen = getCookie(c, LANG_COOKIE);
          if (isLang(chosen) && chosen !== DEFAULT_LANG) return c.redirect(langPath('/', chosen), 302);
        }
        const { lang, path: pagePath } = splitLangPath(c.req.path);
        const page = resolvePage(db.orm, pagePath, config.publicUrl, entryViewer(c));
        if (page.status === 301) return c.redirect(`${langPath(page.location, lang)}${new URL(c.req.url).search}`, 301);
        // An entry only in another language is a 404, rendered as a found page that leads to the other language.
        const shown = page.status === 200 || page.onlyIn !== undefined;
        const path = shown ? canonicalPath(pagePath) : pagePath;
        const head = renderHead(
          headTags(page.meta, {
            origin: config.publicUrl,
            path: langPath(path, lang),
            ...(page.status === 200 && page.languages ? { languages: page.languages } : {}),
          }),
          page.jsonLd,
        );
        const first = shown ? await readFirstPage(c.var.deps, c.req.raw, path, lang) : undefined;
        const firstHtml = [shown ? assetsOf(path, lang) : '', first ? renderFirstPage(path, first) : '']
          .filter(Boolean)
          .join('\n    ');
        // A page read with a session (a draft preview, say) is for that browser only: no shared cache may keep it.
        const signedIn = first?.json && readSessionCookie(c);
        c.header(
          'Cache-Control',
          page.preview || first?.private ? PREVIEW_CACHE : signedIn ? 'private, no-cache' : 'no-cache',
        );
        if (page.meta.noindex) c.header('X-Robots-Tag', 'noindex');
        c.header('Content-Language', LANG_TAG[lang]);
        const html = injectHead(indexHtml, firstHtml ? `${head}\n    ${firstHtml}` : head);
        const url = new URL(c.req.url);
        const shared = !page.preview && !first?.private && !signedIn;
        const screen = first?.json ? await firstScreen(url.pathname + url.search, first.json, shared) : undefined;
        if (screen) c.header('Content-Security-Policy', screen.policy);
        return c.html(withFirstScreen(inPageLanguage(html, lang, config.publicUrl), screen?.html), page.status);
      })
  );
}

/** A link with an hreflang must be absolute for search engines to follow it. */
function inPageLanguage(html: string, lang: Lang, origin: string): string {
  if (lang === DEFAULT_LANG) return html;
  return html
    .replace('<html lang="en">', `<html lang="${LANG_TAG[lang]}">`)
    .replace('href="/blog/rss.xml"', `hreflang="${LANG_TAG[lang]}" href="${origin}${langPath(BLOG_FEED, lang)}"`);
}

const canonicalPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
