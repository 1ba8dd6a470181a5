import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';
import type { AppEnv } from './env.ts';
import { forwardedEntry } from './forwarded.ts';

// X-Forwarded-For counts only with TRUST_PROXY: otherwise anyone could send the header and pick their own address.
export function clientAddress(c: Context, trustedHops: number): string {
  const forwarded = forwardedEntry(c.req.header('X-Forwarded-For'), trustedHops);
  // Anything longer is no address, and must not become a huge rate-limit key.
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function visitorAddress(c: Context<AppEnv>): string {
  const { deps } = c.var;
  return deps.clientAddress?.(c) ?? clientAddress(c, deps.config.trustProxy);
}
