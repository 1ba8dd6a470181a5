import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { ImageRef } from '#shared/image';
import { t } from '#shared/messages/index';
import styles from './carousel.module.css';
import { Picture } from './picture.tsx';

type Props = {
  images: readonly ImageRef[];
  label: string;
  sizes?: string;
  /** `focusable` is false for slides out of view, whose links must then leave the tab order. */
  caption?: (image: ImageRef, focusable: boolean) => ReactNode;
};

// SPEC 9 'Carousels': an endless loop; the buttons and arrow keys serve visitors without a pointer.
export function Carousel({ images, label, sizes = '(min-width: 800px) 60vw, 90vw', caption }: Props) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: images.length > 1, align: 'center' });
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (images.length === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') previous();
        if (event.key === 'ArrowRight') next();
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {images.map((image, index) => (
            <li
              key={image.slug}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('common.slideOf', { index: index + 1, count: images.length })}
              aria-hidden={index !== current}
            >
              <a
                href={image.src}
                target="_blank"
                rel="noopener"
                tabIndex={index === current ? 0 : -1}
                aria-label={t('common.opensFullImage', { name: image.alt || image.title })}
              >
                <Picture image={image} sizes={sizes} fit="contain" />
              </a>
              {caption ? <div className={styles.caption}>{caption(image, index === current)}</div> : null}
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={previous} aria-label={t('common.previousImage')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.control} onClick={next} aria-label={t('common.nextImage')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
