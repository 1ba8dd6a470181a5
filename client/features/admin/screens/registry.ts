import type { ContentDescription } from '#shared/catalogue/define';
import { CATALOGUE } from '#shared/content/catalogue';

/** How the admin shows one content type: its description in the shared catalogue. */
export type Screen = ContentDescription;

/** The content types the generic form edits, in the dashboard's order; the image library follows them. */
export const CONTENT_SCREENS: readonly Screen[] = CATALOGUE;

/** The image library: uploaded rather than typed, so it has its own form (images/image-form.tsx). */
export const IMAGE_ROUTE = 'image';

/** What an /admin/{type}/... address edits: a content type, the image library, or nothing known. */
export type AdminType = { kind: 'content'; screen: Screen } | { kind: 'image' };

export function adminTypeAt(route: string): AdminType | undefined {
  if (route === IMAGE_ROUTE) return { kind: 'image' };
  const screen = CONTENT_SCREENS.find((s) => s.route === route);
  return screen && { kind: 'content', screen };
}
