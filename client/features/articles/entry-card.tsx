import type { ReactNode } from 'react';
import type { ImageRef } from '#shared/image';
import { Picture } from '../../components/picture.tsx';
import styles from './entry-card.module.css';

type Props = {
  image: ImageRef | null;
  /** The entry's link with its title as text; the whole card is clickable through it. */
  link: ReactNode;
  meta?: ReactNode;
  subtitle?: string | null | undefined;
  text?: string | null | undefined;
  /** Covers and posters are shown whole on a pale ground; stills fill their frame. */
  fit?: 'cover' | 'contain';
  ratio?: string;
  priority?: boolean;
  sizes?: string;
  /** Stacked in a grid (the default), or picture beside words in a single-column list (the blog). */
  layout?: 'stacked' | 'row';
  /** 3 when the list is split into sections under their own h2 (the exhibitions' current, upcoming, past). */
  headingLevel?: 2 | 3;
  /** 'en' on a text shown in English on a page in another language (`langOf`), for screen readers. */
  titleLang?: string | undefined;
  subtitleLang?: string | undefined;
  textLang?: string | undefined;
};

/**
 * One entry in a list page (a collection, a film, a post...). The title's link is stretched over the card,
 * so the picture is clickable too without a second link for keyboard and screen-reader users to pass.
 */
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
