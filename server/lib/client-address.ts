import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';
import type { AppEnv } from './env.ts';

/**
 * The visitor's address, for rate limits and the captcha's remoteip. It comes from the connection, or from
 * the first X-Forwarded-For entry only when TRUST_PROXY says a proxy in front sets it: otherwise anyone could
 * send the header and pick their own address. In-process tests have no connection and inject one instead.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
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
