import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from 'hono/bun';
import { etag } from 'hono/etag';
import { IMMUTABLE_CACHE } from '../lib/cache.ts';
import type { AppEnv } from '../lib/env.ts';

/**
 * The built React client. Vite names files under /assets by their content hash, so those are kept for a
 * year; every other path is a client route and gets index.html, revalidated on each visit.
 */
export function clientRoutes(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const app = new Hono<AppEnv>();
  if (!existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text('The client is not built yet: run `npm run build` (npm start does it for you).', 503),
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  return app
    .use(
      '/assets/*',
      serveStatic({
        root: distDir,
        onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE_CACHE),
      }),
    )
    .use(
      '*',
      serveStatic({
        root: distDir,
        // index.html goes out through the fallback below; dot folders (Vite's build manifest) never go out.
        rewriteRequestPath: (p) => (p === '/' || p.endsWith('.html') || p.includes('/.') ? '/__no_such_file__' : p),
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
      }),
    )
    .get('*', etag(), (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
