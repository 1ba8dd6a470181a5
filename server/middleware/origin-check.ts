import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { httpError } from '../lib/errors.ts';
import { forwardedEntry } from '../lib/forwarded.ts';

/**
 * Cross-site request forgery guard for every state-changing /api call (DESIGN 'Sessions and admin').
 * SameSite=Lax already keeps the session cookie off cross-site POSTs, but not off same-site ones (a sibling
 * subdomain) nor off older browsers; Hono's csrf() looks only at form content types. So the browser's own
 * word on where the request came from is checked here for every write, whatever its body.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const FORBIDDEN = 'This request did not come from the site itself.';

/**
 * Calls whose authority is a secret token in the URL, never a cookie, so a forged request gains nothing:
 * the newsletter's one-click unsubscribe, which mail providers POST from their own servers (RFC 8058).
 */
export const TOKEN_PATHS = new Set(['/api/newsletter/unsubscribe']);

/** Whether the visitor reached the site over https, directly or (only with TRUST_PROXY) through a proxy. */
export function isHttps(c: Context<AppEnv>): boolean {
  // URL.parse, not new URL: this runs on the way out of a request refused for having no Host (host-required.ts).
  if (URL.parse(c.req.url)?.protocol === 'https:') return true;
  const hops = c.var.deps.config.trustProxy;
  return forwardedEntry(c.req.header('X-Forwarded-Proto'), hops)?.toLowerCase() === 'https';
}

/**
 * The origins a page of this site can have: the configured public one (PUBLIC_URL, which is how a site behind
 * a proxy names its public host), and the one the request itself was addressed to (the e2e server is reached
 * at 127.0.0.1 while PUBLIC_URL says localhost), over https when a trusted proxy says so. A browser sets Host
 * itself, so a foreign page cannot make its request look addressed to a host it is not. X-Forwarded-Host is
 * never believed: whoever reaches the proxy can send one, and the public host is in the configuration.
 */
function ownOrigins(c: Context<AppEnv>): Set<string> {
  const { config } = c.var.deps;
  const url = new URL(c.req.url);
  const origins = new Set([new URL(config.publicUrl).origin, url.origin]);
  if (isHttps(c)) origins.add(`https://${url.host}`);
  return origins;
}

/**
 * The rule: with an Origin header it must be one of the site's own ('null', sent by sandboxed frames and
 * privacy redirects, is not). Without Origin, Sec-Fetch-Site must say same-origin or none (none: the user
 * typed or bookmarked it; same-site is refused because a sibling subdomain is not this site).
 *
 * With neither header the call is refused too. Every current browser sends Origin on a non-GET request and
 * Sec-Fetch-Site on every request, so a browser never lands here; what does is curl or a script, which holds
 * no visitor's cookie and can add `Origin: <PUBLIC_URL>` at no cost. Letting header-less calls through would
 * instead trust whatever old browser, extension or proxy strips both headers, and that is where forgery lives.
 */
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
