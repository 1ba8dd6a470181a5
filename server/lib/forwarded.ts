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
