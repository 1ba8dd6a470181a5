import Bowser from 'bowser';

/**
 * A session's browser as staff would name it ('Firefox on Windows', 'Safari on iOS'), from its user agent, for
 * the list of one's sessions and the new-device mail (issue 29). The user agent is the browser's own word, so
 * this is a hint, never proof: both show the address beside it.
 */
export function deviceParts(userAgent: string | null): { browser?: string; os?: string } {
  if (!userAgent) return {};
  const { browser, os } = Bowser.parse(userAgent);
  return { ...(browser.name ? { browser: browser.name } : {}), ...(os.name ? { os: os.name } : {}) };
}

export function deviceName(userAgent: string | null): string {
  const { browser, os } = deviceParts(userAgent);
  if (!browser && !os) return UNKNOWN_DEVICE;
  if (!os) return browser ?? UNKNOWN_DEVICE;
  return `${browser ?? 'A browser'} on ${os}`;
}

export const UNKNOWN_DEVICE = 'An unknown browser';
