import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { isHttps } from './origin-check.ts';

// Not secureHeaders(): it sets no CSP by default and its defaults change between versions (issue 5).

const TURNSTILE = 'https://challenges.cloudflare.com';

// No inline script, so injected markup cannot run; React sets styles through the CSSOM, which CSP does not govern.
// Frames: the captcha and the players client/lib/video-embed.ts builds (its PLAYER_ORIGINS lists the same three).
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

// React writes its style properties as attributes in a server-rendered first screen; exactly those are allowed.
export const policyWithStyleAttributes = (hashes: readonly string[]) =>
  hashes.length === 0
    ? CONTENT_SECURITY_POLICY
    : policy(`style-src 'self' 'unsafe-hashes' ${hashes.map((hash) => `'sha256-${hash}'`).join(' ')}`);

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** A year, the minimum the HSTS preload list accepts; sent only over https, where it means something. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

// OWASP REST Security Cheat Sheet: a JSON answer is data, never a document, so it may load, run and frame nothing.
export const JSON_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Session and admin answers name a person and their data: no browser or proxy may keep a copy. */
const isPrivate = (path: string) => /^\/api\/(user|admin)(\/|$)/.test(path);

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, c.req.path, isHttps(c), c.res.status);
  };
}

// A public 304 gets none: the cache keeps its stored answer's headers (RFC 9110 15.4.5).
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
