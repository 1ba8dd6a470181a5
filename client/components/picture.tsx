import { objectPosition } from '#shared/focal-point';
import type { ImageRef } from '#shared/image';
import styles from './picture.module.css';

type Props = {
  image: ImageRef;
  /** The width the image takes in the layout, for the browser to pick from srcset. */
  sizes: string;
  /** The page's first large image: fetched at once and first (LCP); every other image waits for the viewport. */
  priority?: boolean;
  className?: string | undefined;
  /** Decorative use (the same image is named in text next to it). */
  decorative?: boolean;
  fit?: 'cover' | 'contain';
};

/**
 * <img> with srcset, sizes and explicit width and height, so nothing shifts while it loads (DESIGN 'Images').
 * Where a page crops the picture (object-fit: cover, here or in the page's own class), the image's focal
 * point stays in view; a picture shown whole (contain) stays centred in its box.
 */
export function Picture({ image, sizes, priority = false, className, decorative = false, fit }: Props) {
  const classes = [styles.picture, fit === 'cover' && styles.cover, fit === 'contain' && styles.contain, className];
  return (
    <img
      className={classes.filter(Boolean).join(' ')}
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt || image.title}
      style={image.focal && fit !== 'contain' ? { objectPosition: objectPosition(image.focal) } : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
