import type { ImageRef } from '#shared/image';

export function thumbnailSrc(image: Pick<ImageRef, 'src' | 'srcset'>): string {
  const first = image.srcset.split(',')[0]?.trim().split(/\s+/)[0];
  return first || image.src;
}
