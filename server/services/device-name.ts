import Bowser from 'bowser';

/**
 * A session's browser as staff would name it ('Firefox on Windows', 'Safari on iOS'), from its user agent, for
 * the list of one's sessions (issue 29). The user agent is the browser's own word, so this is a hint, never
 * proof: the list shows the address beside it.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name && !os.name) return UNKNOWN_DEVICE;
  if (!os.name) return browser.name ?? UNKNOWN_DEVICE;
  return `${browser.name ?? 'A browser'} on ${os.name}`;
}

export const UNKNOWN_DEVICE = 'An unknown browser';
