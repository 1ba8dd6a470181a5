import type { ImageRef } from '#shared/image';

/** The smallest rendition of an image (srcset lists them narrowest first): enough for a grid or a preview. */
export function thumbnailSrc(image: Pick<ImageRef, 'src' | 'srcset'>): string {
  const first = image.srcset.split(',')[0]?.trim().split(/\s+/)[0];
  return first || image.src;
}
