/**
 * The size of an image's link preview (/api/media/og/{hash}.jpg): the 1200 x 630 shape the big previewers
 * show, cut from the picture and never enlarged. An image smaller than that shape gets a preview of its own
 * size; a tall narrow one is cropped to the shape before anything is scaled, so its preview is as narrow as it
 * is (a 100 x 40,000 scroll gives 100 x 53), never a picture blown up to 1200 pixels wide first.
 */

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export function previewSize(width: number, height: number): { width: number; height: number } {
  const widest = Math.min(PREVIEW_WIDTH, width, Math.floor((height * PREVIEW_WIDTH) / PREVIEW_HEIGHT));
  const w = Math.max(1, widest);
  const h = Math.max(1, Math.min(height, Math.round((w * PREVIEW_HEIGHT) / PREVIEW_WIDTH)));
  return { width: w, height: h };
}
