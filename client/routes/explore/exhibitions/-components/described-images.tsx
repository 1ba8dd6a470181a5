import { useId } from 'react';
import { EXHIBITION_TEXTS } from '#shared/exhibition-texts';
import type { ImageRef } from '#shared/image';
import { InEnglish } from '../../../../components/in-english.tsx';
import { Picture } from '../../../../components/picture.tsx';
import styles from '../../../../features/articles/article.module.css';
import own from './described-images.module.css';

type Props = {
  items: readonly { img: ImageRef; description: string }[];
  /** Whether the caption at a place is shown in English on a page in another language (it has no other yet). */
  inEnglish?: (index: number) => boolean;
};

/**
 * An exhibition's further images with the words staff wrote for each (SPEC 3
 * 'additional_imgs_with_descriptions'): figures with captions rather than a carousel, so every caption stays
 * beside its picture and readable at once. A click opens the full image, as in the carousels. A caption with
 * no text in the page's language shows in English, marked as such.
 */
export function DescribedImages({ items, inEnglish = () => false }: Props) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {EXHIBITION_TEXTS.inTheExhibition}
      </h2>
      <ul className={own.list}>
        {items.map(({ img, description }, index) => (
          <li key={img.slug}>
            <figure className={own.figure}>
              <a href={img.src} target="_blank" rel="noopener" className={own.frame}>
                <Picture image={img} sizes="(min-width: 800px) 40vw, 100vw" fit="contain" />
                <span className="visually-hidden"> {EXHIBITION_TEXTS.opensFullImage}</span>
              </a>
              {description.trim() ? (
                <figcaption className={own.caption}>
                  <InEnglish when={inEnglish(index)}>{description}</InEnglish>
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
