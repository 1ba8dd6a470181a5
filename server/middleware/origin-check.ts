import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { httpError } from '../lib/errors.ts';
import { forwardedEntry } from '../lib/forwarded.ts';

// CSRF: SameSite=Lax misses sibling subdomains and old browsers; Hono's csrf() checks only form content types.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const FORBIDDEN = 'This request did not come from the site itself.';

// RFC 8058: mail providers POST the one-click unsubscribe from their own servers; the URL's token is its authority.
export const TOKEN_PATHS = new Set(['/api/newsletter/unsubscribe']);

export function isHttps(c: Context<AppEnv>): boolean {
  // URL.parse, not new URL: this runs on the way out of a request refused for having no Host (host-required.ts).
  if (URL.parse(c.req.url)?.protocol === 'https:') return true;
  const hops = c.var.deps.config.trustProxy;
  return forwardedEntry(c.req.header('X-Forwarded-Proto'), hops)?.toLowerCase() === 'https';
}

// The addressed Host counts too, as browsers set it (e2e uses 127.0.0.1, PUBLIC_URL localhost); X-Forwarded-Host never.
function ownOrigins(c: Context<AppEnv>): Set<string> {
  const { config } = c.var.deps;
  const url = new URL(c.req.url);
  const origins = new Set([new URL(config.publicUrl).origin, url.origin]);
  if (isHttps(c)) origins.add(`https://${url.host}`);
  return origins;
}

// Refused: 'null' (sandboxed frames), same-site siblings, and neither header (every browser sends one; curl doesn't).
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || TOKEN_PATHS.has(c.req.path)) return next();
    const origin = c.req.header('Origin');
    if (origin !== undefined) {
      if (!ownOrigins(c).has(origin)) throw httpError(403, { error: FORBIDDEN });
      return next();
    }
    const site = c.req.header('Sec-Fetch-Site');
    if (site === 'same-origin' || site === 'none') return next();
    throw httpError(403, { error: FORBIDDEN });
  };
}
