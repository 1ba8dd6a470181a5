import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';
import type { AppEnv } from './env.ts';
import { forwardedEntry } from './forwarded.ts';

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
