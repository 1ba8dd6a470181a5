import type { AppDeps } from '../lib/env.ts';
import { forwardedEntry } from '../lib/forwarded.ts';
import { type AnswerCache, answerCacheOf, type KeptAnswer } from './answer-cache.ts';
import { answer, syncedCache } from './cache.ts';
import { logLine, requestId } from './request-log.ts';
import { applySecurityHeaders } from './security-headers.ts';

/**
 * Public reads answered from memory before the middleware chain (issue 17: a repeated read should cost a
 * lookup). A read the answer cache holds (cache.ts `publicRead` kept it, under the same data version) is
 * answered here with exactly what the chain would send: the kept answer or its 304, the security headers,
 * the request id and log line. Everything else, and every request that could be answered differently, goes
 * through the app: another method, a path outside the public API, a session cookie (staff are answered afresh),
 * an address with no valid host, and a small answer the chain would gzip on the way out (hono/compress).
 * tests/api/cached-reads.test.ts compares both ways, header by header.
 */

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** A Cookie header that may carry a session (either name: sessions.ts). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/** The public API's reads; the admin's and the session's answers are private and never kept. */
const isPublicRead = (path: string) => path.startsWith('/api/') && !/^\/api\/(admin|user)(\/|$)/.test(path);

/** Below this an answer goes out as kept, and the chain's compression would gzip it (hono/compress). */
const COMPRESS_FROM_BYTES = 1024;

export function answerKeptReads(deps: AppDeps, app: Fetch): Fetch {
  const { config } = deps;
  return (request, ...rest) => {
    if (request.method !== 'GET') return app(request, ...rest);
    const url = URL.parse(request.url);
    if (!url || !isPublicRead(url.pathname) || SESSION_COOKIE.test(request.headers.get('Cookie') ?? '')) {
      return app(request, ...rest);
    }
    const started = performance.now();
    const key = url.pathname + url.search;
    // A path never kept (a health check, a search not asked before) costs no database call here; and should
    // the database fail, the chain answers as it does (a 503 from the health check, say).
    if (!answerCacheOf(deps.db).has(key)) return app(request, ...rest);
    let kept: KeptAnswer | undefined;
    let cache: AnswerCache;
    try {
      cache = syncedCache(deps).cache;
      kept = cache.get(key);
    } catch {
      return app(request, ...rest);
    }
    const gzipAsked = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '');
    if (!kept || (gzipAsked && kept.body.byteLength < COMPRESS_FROM_BYTES)) return app(request, ...rest);

    const response = answer(request.headers, (k) => cache.gzip(k), kept);
    const https =
      url.protocol === 'https:' ||
      forwardedEntry(request.headers.get('X-Forwarded-Proto') ?? undefined, config.trustProxy)?.toLowerCase() ===
        'https';
    applySecurityHeaders(response.headers, url.pathname, https);
    const id = requestId();
    response.headers.set('X-Request-Id', id);
    if (config.logRequests) console.log(logLine('GET', url.pathname, response.status, started, id));
    return response;
  };
}
