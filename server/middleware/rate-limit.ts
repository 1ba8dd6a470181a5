import type { Context, MiddlewareHandler } from 'hono';
import { visitorAddress } from '../lib/client-address.ts';
import type { AppDeps, AppEnv } from '../lib/env.ts';
import { httpError } from '../lib/errors.ts';

/**
 * A small in-memory sliding-window limiter. One process serves the site (DESIGN 'Shape'), so memory is
 * the right place: nothing to share, and a restart forgetting the counts only ever lets a visitor in.
 */

export type RateLimitOptions = {
  /** How many attempts a key may make within the window. */
  limit: number;
  windowMs: number;
  /** Bounds memory when many addresses pass by; the oldest keys are forgotten first. */
  maxKeys?: number;
};

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt for `key` at `now` and says whether it is allowed. */
  hit(key: string, now: number): RateLimitResult;
};

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: RateLimitOptions): RateLimiter {
  // Map keeps insertion order, so the first keys are the least recently refreshed ones.
  const hits = new Map<string, number[]>();
  return {
    hit(key, now) {
      const recent = (hits.get(key) ?? []).filter((at) => at > now - windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const first = hits.keys().next();
        if (!first.done) hits.delete(first.value);
      }
      return { ok: true };
    },
  };
}

export const TOO_MANY = 'Too many attempts. Please wait a little and try again.';

/** 429 in the API's error shape, with the Retry-After header DESIGN 'The API contract' asks for. */
export function tooManyRequests(retryAfterSeconds: number, msg = TOO_MANY) {
  return httpError(429, { errors: [{ msg }] }, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Middleware limiting each visitor address (or another key) per app instance: the counts hang off the app's
 * deps, so every in-process test app starts with its own, and two routes using the middleware never share.
 */
export function rateLimit(
  options: RateLimitOptions & { key?: (c: Context<AppEnv>) => string; message?: string },
): MiddlewareHandler<AppEnv> {
  const limiters = new WeakMap<AppDeps, RateLimiter>();
  return async (c, next) => {
    const { deps } = c.var;
    let limiter = limiters.get(deps);
    if (!limiter) {
      limiter = createRateLimiter(options);
      limiters.set(deps, limiter);
    }
    const result = limiter.hit((options.key ?? visitorAddress)(c), deps.now().getTime());
    if (!result.ok) throw tooManyRequests(result.retryAfterSeconds, options.message);
    await next();
  };
}
