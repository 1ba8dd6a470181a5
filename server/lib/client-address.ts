import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';
import type { AppEnv } from './env.ts';

/**
 * The entry of a forwarded header that the trusted proxies wrote. Each proxy appends what it saw to the
 * right, so with `hops` trusted proxies in front the one written by the outermost of them is `hops` entries
 * from the right; everything to its left came from the client and may be made up. With fewer entries than
 * hops the chain is shorter than configured, and the leftmost (still written by a proxy) is taken.
 */
export function forwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (hops < 1 || header === undefined) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The visitor's address, for rate limits and the captcha's remoteip. It comes from the connection, or from
 * X-Forwarded-For only when TRUST_PROXY says how many proxies in front append to it: otherwise anyone could
 * send the header and pick their own address. In-process tests have no connection and inject one instead.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const forwarded = forwardedEntry(c.req.header('X-Forwarded-For'), trustedHops);
  // An address is short; anything longer is not one, and must not become a huge rate-limit key.
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The address of the request's visitor, as the app was set up to find it. */
export function visitorAddress(c: Context<AppEnv>): string {
  const { deps } = c.var;
  return deps.clientAddress?.(c) ?? clientAddress(c, deps.config.trustProxy);
}
