import type { AppDeps } from '../lib/env.ts';
import { forwardedEntry } from '../lib/forwarded.ts';
import { consoleLog } from '../lib/log-writer.ts';
import { answerCacheOf, type KeptAnswer } from './answer-cache.ts';
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

type Fetch = (request: Request, server?: never) => Response | Promise<Response>;

/** A Cookie header that may carry a session (either name: sessions.ts). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/** The public API's reads; the admin's and the session's answers are private and never kept. */
const isPublicRead = (path: string) => path.startsWith('/api/') && !/^\/api\/(admin|user)(\/|$)/.test(path);

/**
 * The last origin (`http://host:port`) seen valid. A request's URL is checked against it with one
 * comparison, and only a new origin is parsed: visitors reach the server under one or two names.
 */
let validOrigin = '';

/**
 * The path and query of a request's URL, as the cache keys them, or undefined for a URL the app must see:
 * one with no valid origin (hostRequired answers it). Read from the URL's text, without parsing it on every
 * request: a path the parser would write differently (`/a/../b`) is simply not a key the cache holds.
 */
function pathAndQuery(url: string): string | undefined {
  if (validOrigin !== '' && url.startsWith(validOrigin) && url.charCodeAt(validOrigin.length) === 47) {
    return url.slice(validOrigin.length);
  }
  const scheme = url.startsWith('http://') ? 7 : url.startsWith('https://') ? 8 : 0;
  const slash = scheme === 0 ? -1 : url.indexOf('/', scheme);
  if (slash < 0 || !URL.canParse(url)) return undefined;
  validOrigin = url.slice(0, slash);
  return url.slice(slash);
}

type Prepared = { status: number; headers: Headers; body: Blob | null };

/**
 * The few ways a kept answer goes out (a 304 or the bytes, gzipped or not, over https or not), each made once
 * with every header but the request id, so a repeated read copies one Headers and makes one Response.
 */
const prepared = new WeakMap<KeptAnswer, Prepared[]>();

function preparedAnswer(kept: KeptAnswer, asked: Headers, gzipAsked: boolean, https: boolean, path: string) {
  const notModified = namesKeptTag(asked, kept);
  const index = (notModified ? 4 : 0) + (gzipAsked ? 2 : 0) + (https ? 1 : 0);
  let variants = prepared.get(kept);
  if (!variants) {
    variants = [];
    prepared.set(kept, variants);
  }
  let variant = variants[index];
  if (!variant) {
    const response = answer(asked, kept);
    applySecurityHeaders(response.headers, path, https, response.status);
    const body = response.status === 304 ? null : gzipAsked ? (kept.gzipped ?? kept.body) : kept.body;
    variant = { status: response.status, headers: response.headers, body };
    variants[index] = variant;
  }
  return variant;
}

export function answerKeptReads(deps: AppDeps, app: Fetch): Fetch {
  const { config } = deps;
  const log = deps.log ?? consoleLog;
  const kept = answerCacheOf(deps.db);
  return (request, server) => {
    if (request.method !== 'GET') return app(request, server);
    const started = performance.now();
    const url = request.url;
    const key = pathAndQuery(url);
    // A path never kept (a health check, a search not asked before) costs no database call here; and should
    // the database fail, the chain answers as it does (a 503 from the health check, say).
    const answer = key === undefined ? undefined : kept.peek(key);
    if (key === undefined || answer === undefined) return app(request, server);
    const query = key.indexOf('?');
    const path = query < 0 ? key : key.slice(0, query);
    const asked = request.headers;
    if (!isPublicRead(path) || SESSION_COOKIE.test(asked.get('Cookie') ?? '')) return app(request, server);
    try {
      syncedCache(deps);
    } catch {
      return app(request, server);
    }
    // Emptied by the sync: the data changed since it was kept.
    if (!answer.stored) return app(request, server);
    kept.touch(key, answer);
    const gzipAsked = /\bgzip\b/.test(asked.get('Accept-Encoding') ?? '');
    // A small answer is kept unzipped, and the chain's compression (middleware/gzip.ts) would gzip it on the way out.
    if (gzipAsked && !answer.gzipped) return app(request, server);

    const https =
      url.startsWith('https:') ||
      (config.trustProxy > 0 &&
        forwardedEntry(asked.get('X-Forwarded-Proto') ?? undefined, config.trustProxy)?.toLowerCase() === 'https');
    const variant = preparedAnswer(answer, asked, gzipAsked, https, path);
    const headers = new Headers(variant.headers);
    const id = requestId();
    headers.set('X-Request-Id', id);
    const response = new Response(variant.body, { status: variant.status, headers });
    if (config.logRequests) log.line(logLine('GET', path, variant.status, started, id));
    return response;
  };
}
