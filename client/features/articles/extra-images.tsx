import { type ComponentProps, useId } from 'react';
import type { ImageRef } from '#shared/image';
import { Carousel } from '../../components/carousel.tsx';
import styles from './article.module.css';

type Props = {
  images: readonly ImageRef[];
  heading: string;
  label: string;
  caption?: ComponentProps<typeof Carousel>['caption'];
};

export function ExtraImages({ images, heading, label, caption }: Props) {
  const id = useId();
  if (images.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {heading}
      </h2>
      <Carousel images={images} label={label} sizes="(min-width: 1280px) 1120px, 90vw" caption={caption} />
    </section>
  );
}
