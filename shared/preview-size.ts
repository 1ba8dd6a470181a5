// Never enlarged: a tall narrow picture is cropped to 1200 x 630's shape first (a 100 x 40,000 scroll gives 100 x 53).

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export function previewSize(width: number, height: number): { width: number; height: number } {
  const widest = Math.min(PREVIEW_WIDTH, width, Math.floor((height * PREVIEW_WIDTH) / PREVIEW_HEIGHT));
  const w = Math.max(1, widest);
  const h = Math.max(1, Math.min(height, Math.round((w * PREVIEW_HEIGHT) / PREVIEW_WIDTH)));
  return { width: w, height: h };
}
