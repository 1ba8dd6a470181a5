import type { ContentDescription } from '#shared/catalogue/define';
import { CATALOGUE } from '#shared/content/catalogue';

export type Screen = ContentDescription;

export const CONTENT_SCREENS: readonly Screen[] = CATALOGUE;

/** Uploaded rather than typed, so it has its own form. */
export const IMAGE_ROUTE = 'image';

export type AdminType = { kind: 'content'; screen: Screen } | { kind: 'image' };

export function adminTypeAt(route: string): AdminType | undefined {
  if (route === IMAGE_ROUTE) return { kind: 'image' };
  const screen = CONTENT_SCREENS.find((s) => s.route === route);
  return screen && { kind: 'content', screen };
}
