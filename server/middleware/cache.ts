import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { AppDeps, AppEnv } from '../lib/env.ts';
import { nextPublication } from '../queries/next-publication.ts';
import { readSessionCookie } from '../services/sessions.ts';
import { answerCacheOf, type KeptAnswer } from './answer-cache.ts';

// Revalidated every time (cheap with the ETag), so an admin edit shows at once, within a minute behind a CDN.
export const PUBLIC_API_CACHE = 'public, max-age=0, s-maxage=60, must-revalidate';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const strongEtag = etag();

// Staff are answered afresh and never fill the cache, so nothing only staff may see is kept for the public.
export const publicRead: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' || readSessionCookie(c)) {
    await strongEtag(c, async () => {
      await next();
      // A preview of a draft has marked itself private already (server/services/preview.ts).
      if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', PUBLIC_API_CACHE);
    });
    return;
  }
  const { cache, generation } = syncedCache(c.var.deps);
  const url = new URL(c.req.url);
  const key = url.pathname + url.search;
  const kept = cache.get(key);
  if (kept) return answer(c.req.raw.headers, kept);

  await next();
  const own = ['Set-Cookie', 'Content-Encoding', 'Cache-Control'].some((name) => c.res.headers.has(name));
  if (c.res.status !== 200 || own) {
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', PUBLIC_API_CACHE);
    return;
  }
  const headers = [...c.res.headers.entries()].filter(([name]) => name !== 'content-length');
  const fresh = cache.keep(key, generation, { body: new Uint8Array(await c.res.arrayBuffer()), headers });
  c.res = answer(c.req.raw.headers, fresh);
};

export function syncedCache(deps: AppDeps) {
  const { db, now } = deps;
  const cache = answerCacheOf(db);
  const at = now();
  const generation = cache.sync(at, () => nextPublication(db.orm, at));
  return { cache, generation };
}

export function namesKeptTag(request: Headers, kept: KeptAnswer): boolean {
  const known = request.get('If-None-Match');
  return known?.split(/\s*,\s*/).some((tag) => tag === kept.etag || tag === `W/${kept.etag}`) ?? false;
}

export function answer(request: Headers, kept: KeptAnswer): Response {
  const headers = new Headers(kept.headers);
  headers.set('ETag', kept.etag);
  headers.set('Cache-Control', PUBLIC_API_CACHE);
  headers.set('Vary', 'Accept-Encoding');
  if (namesKeptTag(request, kept)) {
    for (const name of ['content-type', 'content-length']) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  const gzipped = /\bgzip\b/.test(request.get('Accept-Encoding') ?? '') ? kept.gzipped : undefined;
  if (gzipped) headers.set('Content-Encoding', 'gzip');
  return new Response(gzipped ?? kept.body, { status: 200, headers });
}
