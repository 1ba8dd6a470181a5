import type { Context, MiddlewareHandler } from 'hono';
import { visitorAddress } from '../lib/client-address.ts';
import type { AppDeps, AppEnv } from '../lib/env.ts';
import { httpError } from '../lib/errors.ts';

// In memory: one process serves the site (DESIGN 'Shape'), and a restart forgetting counts only lets a visitor in.

export type RateLimitOptions = {
  limit: number;
  windowMs: number;
  maxKeys?: number;
};

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  hit(key: string, now: number): RateLimitResult;
};

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: RateLimitOptions): RateLimiter {
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

export function tooManyRequests(retryAfterSeconds: number, msg = TOO_MANY) {
  return httpError(429, { errors: [{ msg }] }, { 'Retry-After': String(retryAfterSeconds) });
}

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
