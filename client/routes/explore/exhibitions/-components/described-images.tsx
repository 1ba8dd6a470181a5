import { useId } from 'react';
import { EXHIBITION_TEXTS } from '#shared/exhibition-texts';
import type { ImageRef } from '#shared/image';
import { InEnglish } from '../../../../components/in-english.tsx';
import { Picture } from '../../../../components/picture.tsx';
import styles from '../../../../features/articles/article.module.css';
import own from './described-images.module.css';

type Props = {
  items: readonly { img: ImageRef; description: string }[];
  inEnglish?: (index: number) => boolean;
};

/** SPEC 3: figures with captions rather than a carousel, so every caption stays beside its picture. */
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
