import type { MiddlewareHandler } from 'hono';
import { STORAGE } from '../content/registry.ts';
import type { AppEnv } from '../lib/env.ts';
import { visibleSlug } from '../queries/published.ts';
import { movedTo } from '../queries/slug-redirects.ts';
import { entryViewer } from '../services/preview.ts';

// A non-public entry keeps its 404, so an old address never reveals a draft's new one.
export function followRenames(type: keyof typeof STORAGE): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 404 || c.req.method !== 'GET') return;
    const slug = c.req.param('slug');
    if (!slug) return;
    const { orm } = c.var.deps.db;
    const to = movedTo(orm, type, slug);
    if (to === undefined || !visibleSlug(orm, STORAGE[type].table, to, entryViewer(c))) return;
    const url = new URL(c.req.url);
    const base = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    c.res = c.redirect(`${base}${encodeURIComponent(to)}${url.search}`, 301);
  };
}
