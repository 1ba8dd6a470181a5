import type { AppDeps } from '../lib/env.ts';
import { forwardedEntry } from '../lib/forwarded.ts';
import { consoleLog } from '../lib/log-writer.ts';
import { type AnswerCache, answerCacheOf, type KeptAnswer } from './answer-cache.ts';
import { answer, namesKeptTag, syncedCache } from './cache.ts';
import { logLine, requestId } from './request-log.ts';
import { applySecurityHeaders } from './security-headers.ts';

/**
 * Public reads answered from memory before the middleware chain (issue 17: a repeated read should cost a
 * lookup). A read the answer cache holds (cache.ts `publicRead` kept it, under the same data version) is
 * answered here with exactly what the chain would send: the kept answer or its 304, the security headers,
 * the request id and log line. Everything else, and every request that could be answered differently, goes
 * through the app: another method, a path outside the public API, a session cookie (staff are answered afresh),
 * an address with no valid host, and a small answer the chain would gzip on the way out (middleware/gzip.ts).
 * tests/api/cached-reads.test.ts compares both ways, header by header.
 */

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** A Cookie header that may carry a session (either name: sessions.ts). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/** The public API's reads; the admin's and the session's answers are private and never kept. */
const isPublicRead = (path: string) => path.startsWith('/api/') && !/^\/api\/(admin|user)(\/|$)/.test(path);

const isHttps = (request: Request, url: URL, trustProxy: AppDeps['config']['trustProxy']) =>
  url.protocol === 'https:' ||
  forwardedEntry(request.headers.get('X-Forwarded-Proto') ?? undefined, trustProxy)?.toLowerCase() === 'https';

type Prepared = { status: number; headers: Headers; body: Blob | null };

/**
 * The few ways a kept answer goes out (a 304 or the bytes, gzipped or not, over https or not), each made once
 * with every header but the request id, so a repeated read copies one Headers and makes one Response.
 */
const prepared = new WeakMap<KeptAnswer, Map<string, Prepared>>();

function preparedAnswer(kept: KeptAnswer, asked: Headers, gzipAsked: boolean, https: boolean, path: string) {
  const key = `${namesKeptTag(asked, kept) ? 304 : 200}${gzipAsked ? 'z' : ''}${https ? 's' : ''}`;
  let variants = prepared.get(kept);
  if (!variants) {
    variants = new Map();
    prepared.set(kept, variants);
  }
  let variant = variants.get(key);
  if (!variant) {
    const response = answer(asked, kept);
    applySecurityHeaders(response.headers, path, https, response.status);
    const body = response.status === 304 ? null : gzipAsked ? (kept.gzipped ?? kept.body) : kept.body;
    variant = { status: response.status, headers: response.headers, body };
    variants.set(key, variant);
  }
  return variant;
}

export function answerKeptReads(deps: AppDeps, app: Fetch): Fetch {
  const { config } = deps;
  const log = deps.log ?? consoleLog;
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
    // A small answer is kept unzipped, and the chain's compression (middleware/gzip.ts) would gzip it on the way out.
    if (!kept || (gzipAsked && !kept.gzipped)) return app(request, ...rest);

    const https = isHttps(request, url, config.trustProxy);
    const variant = preparedAnswer(kept, request.headers, gzipAsked, https, url.pathname);
    const headers = new Headers(variant.headers);
    const id = requestId();
    headers.set('X-Request-Id', id);
    if (config.logRequests) log.line(logLine('GET', url.pathname, variant.status, started, id));
    return new Response(variant.body, { status: variant.status, headers });
  };
}
