import type { ReactNode } from 'react';
import type { ImageRef } from '#shared/image';
import { Picture } from '../../components/picture.tsx';
import styles from './entry-card.module.css';

type Props = {
  image: ImageRef | null;
  link: ReactNode;
  meta?: ReactNode;
  subtitle?: string | null | undefined;
  text?: string | null | undefined;
  fit?: 'cover' | 'contain';
  ratio?: string;
  priority?: boolean;
  sizes?: string;
  layout?: 'stacked' | 'row';
  headingLevel?: 2 | 3;
  titleLang?: string | undefined;
  subtitleLang?: string | undefined;
  textLang?: string | undefined;
};

/** The title's link is stretched over the card, so the picture is clickable without a second link to tab past. */
export function EntryCard({
  image,
  link,
  meta,
  subtitle,
  text,
  fit = 'cover',
  ratio = '3 / 2',
  priority = false,
  sizes = '(min-width: 1100px) 33vw, (min-width: 600px) 50vw, 100vw',
  layout = 'stacked',
  headingLevel = 2,
  titleLang,
  subtitleLang,
  textLang,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.card} ${layout === 'row' ? styles.row : ''}`}>
      <div className={`${styles.frame} ${fit === 'contain' ? styles.framed : ''}`} style={{ aspectRatio: ratio }}>
        {image ? <Picture image={image} sizes={sizes} priority={priority} fit={fit} /> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title} lang={titleLang}>
          {link}
        </Heading>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        {subtitle?.trim() ? (
          <p className={styles.subtitle} lang={subtitleLang}>
            {subtitle}
          </p>
        ) : null}
        {text?.trim() ? (
          <p className={styles.text} lang={textLang}>
            {text}
          </p>
        ) : null}
      </div>
    </article>
  );
}
