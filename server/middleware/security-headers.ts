import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { isHttps } from './origin-check.ts';

/**
 * The browser-side defences every response carries (issue 5). Written out rather than taken from
 * secureHeaders(), which sets no CSP by default and whose other defaults change between versions: this way
 * the exact headers are in one place, and tests/api/security-headers.test.ts pins them.
 */

const TURNSTILE = 'https://challenges.cloudflare.com';

/**
 * Only the site's own scripts and Turnstile's may run, and no inline script at all, so injected markup
 * cannot execute. Styles: the built index.html links its CSS and React sets style properties through the
 * CSSOM, which CSP does not govern, so no 'unsafe-inline' is needed. Images may come from any https host
 * (content can reference them) or data: (the rich-text allowlist permits data:image). Frames: the captcha,
 * and the YouTube, Vimeo and Bilibili players that film and blog pages show after a click
 * (client/lib/video-embed.ts builds only these addresses, PLAYER_ORIGINS there lists the same three).
 * The self-hosted captcha needs nothing more: its script, CSS and worker are our own files, and it fetches
 * its challenge from our API. frame-ancestors stops clickjacking.
 */
const PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://player.bilibili.com'];

const policy = (styleSrc: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${TURNSTILE}`,
    styleSrc,
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${TURNSTILE}`,
    `frame-src ${TURNSTILE} ${PLAYERS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = policy("style-src 'self'");

/**
 * The policy of a page whose first screen the server rendered (server/services/first-screen.ts): React writes
 * the style properties it sets as style attributes there, and exactly those values are allowed, by their
 * hashes ('unsafe-hashes' lets a hash name an attribute's value). Any other inline style stays refused.
 */
export const policyWithStyleAttributes = (hashes: readonly string[]) =>
  hashes.length === 0
    ? CONTENT_SECURITY_POLICY
    : policy(`style-src 'self' 'unsafe-hashes' ${hashes.map((hash) => `'sha256-${hash}'`).join(' ')}`);

/** Features the site never uses, switched off so an injected frame or script cannot ask for them. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** A year, the minimum the HSTS preload list accepts; sent only over https, where it means something. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * A JSON answer is data, never a document: opened on its own in a browser it may load and run nothing, and be
 * framed by nobody (OWASP's REST Security Cheat Sheet). The document-only headers (Permissions-Policy,
 * Cross-Origin-Opener-Policy) mean nothing on it and are left off, which keeps the answer visitors read most
 * (a list page, often from memory) a few hundred bytes lighter.
 */
export const JSON_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Session and admin answers name a person and their data: no browser or proxy may keep a copy. */
const isPrivate = (path: string) => /^\/api\/(user|admin)(\/|$)/.test(path);

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, c.req.path, isHttps(c), c.res.status);
  };
}

/**
 * The headers above on an answer to `path`; also used by answers made before the middleware (cached-reads.ts).
 * A public 304 gets none: it carries only what a cache updates its stored answer from (RFC 9110 15.4.5), and
 * the stored answer keeps the headers it came with, these among them.
 */
export function applySecurityHeaders(headers: Headers, path: string, https: boolean, status: number) {
  if (status === 304 && !isPrivate(path)) return;
  const json = headers.get('Content-Type')?.startsWith('application/json') ?? false;
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', json ? JSON_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  }
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  if (!json) {
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  }
  headers.delete('X-Powered-By');
  if (https) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  if (isPrivate(path)) headers.set('Cache-Control', 'no-store');
}
