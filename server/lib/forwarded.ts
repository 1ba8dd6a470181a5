// Each proxy appends on the right; anything left of the trusted proxies' entries may be made up by the client.
export function forwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (hops < 1 || header === undefined) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}
