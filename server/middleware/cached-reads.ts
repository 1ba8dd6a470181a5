import type { AppDeps } from '../lib/env.ts';
import { forwardedEntry } from '../lib/forwarded.ts';
import { consoleLog } from '../lib/log-writer.ts';
import { answerCacheOf, type KeptAnswer } from './answer-cache.ts';
import { answer, namesKeptTag, syncedCache } from './cache.ts';
import { logLine, requestId } from './request-log.ts';
import { applySecurityHeaders } from './security-headers.ts';

// Kept public reads skip the middleware chain (issue 17); tests/api/cached-reads.test.ts compares both ways.

type Fetch = (request: Request, server?: never) => Response | Promise<Response>;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

const isPublicRead = (path: string) => path.startsWith('/api/') && !/^\/api\/(admin|user)(\/|$)/.test(path);

let validOrigin = '';

// Not parsed per request: a path the parser would rewrite (`/a/../b`) is simply not a key the cache holds.
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
    // Peeked before the sync, so a path never kept costs no database call.
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
