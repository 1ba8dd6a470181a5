import { objectPosition } from '#shared/focal-point';
import type { ImageRef } from '#shared/image';
import styles from './picture.module.css';

type Props = {
  image: ImageRef;
  sizes: string;
  /** The page's LCP image: fetched at once and first; every other image waits for the viewport. */
  priority?: boolean;
  className?: string | undefined;
  decorative?: boolean;
  fit?: 'cover' | 'contain';
};

// Explicit width and height so nothing shifts while it loads (DESIGN 'Images').
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
