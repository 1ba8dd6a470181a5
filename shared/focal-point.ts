/**
 * Where the subject of a picture is, as fractions of its width and height (0, 0 is the top left corner), and
 * the CSS that keeps it in view. Apart from its schema (shared/image.ts), so the public pages that crop a
 * picture do not download the validation library with it.
 */
export type FocalPoint = { x: number; y: number };

/** The CSS position that keeps an image's focal point in view when it is cropped (centre without one). */
export function objectPosition(focal: FocalPoint | undefined): string | undefined {
  if (!focal) return undefined;
  const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return `${percent(focal.x)} ${percent(focal.y)}`;
}
