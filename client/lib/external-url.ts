/**
 * A link staff typed (a purchase link, an official site) as a safe href, or null. Only absolute http and
 * https addresses pass: a `javascript:` or `data:` address in content must never become a clickable link.
 */
export function httpUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
