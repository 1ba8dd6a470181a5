import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { movedTo } from '../queries/slug-redirects.ts';

/**
 * For a public API route `/:slug` of a content type: when the slug is not found but is an old address of a
 * renamed entry, the 404 becomes a 301 to the same route with the entry's slug now, as the pages do.
 */
export function followRenames(type: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || c.req.method !== 'GET') return;
    const slug = c.req.param('slug');
    if (!slug) return;
    const to = movedTo(c.var.deps.db.orm, type, slug);
    if (to === undefined) return;
    const url = new URL(c.req.url);
    const base = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    c.res = c.redirect(`${base}${encodeURIComponent(to)}${url.search}`, 301);
  };
}
