import { Link } from '@tanstack/react-router';
import { aroundMark, titleWithYear } from '#shared/captions';
import type { ImageRef } from '#shared/image';
import { AVAILABILITY_LABEL, type Availability, priceOnRequest } from '#shared/inventory';
import { Picture } from '../../components/picture.tsx';
import { WORK_CARD_TEXTS } from './texts.ts';
import styles from './work-card.module.css';

export type WorkCardData = {
  slug: string;
  title: string;
  year: string;
  artist: { name: string; slug: string };
  img: ImageRef | null;
  availability: Availability;
  price_on_request: boolean;
  lowPrice: number | null;
};

export function priceLine(work: Pick<WorkCardData, 'availability' | 'price_on_request' | 'lowPrice'>) {
  if (work.availability === 'sold' || work.availability === 'not_for_sale') return null;
  if (work.price_on_request) return priceOnRequest();
  return work.lowPrice === null ? null : WORK_CARD_TEXTS.from(work.lowPrice);
}

type Props = {
  work: WorkCardData;
  /** The artist's own page leaves the name out: it is the page's heading. */
  showArtist?: boolean;
  headingLevel?: 2 | 3;
  sizes?: string;
  priority?: boolean;
};

export function WorkCard({
  work,
  showArtist = true,
  headingLevel = 3,
  priority = false,
  sizes = '(min-width: 1100px) 25vw, (min-width: 600px) 33vw, 50vw',
}: Props) {
  const Heading = `h${headingLevel}` as const;
  const price = priceLine(work);
  const mark = work.availability === 'available' ? null : AVAILABILITY_LABEL[work.availability];
  // 'Title, 1998' or '标题，1998年': the title is the link, the words around it are muted.
  const [beforeTitle, afterTitle] = aroundMark((title) => titleWithYear(title, work.year));
  return (
    <article className={styles.card}>
      <div className={styles.frame}>
        {work.img ? (
          <Picture image={work.img} sizes={sizes} priority={priority} fit="contain" className={styles.img} />
        ) : null}
      </div>
      <Heading className={styles.title}>
        {beforeTitle ? <span className={styles.year}>{beforeTitle}</span> : null}
        <Link to="/shop/$slug" params={{ slug: work.slug }} className={styles.link}>
          {work.title}
        </Link>
        {afterTitle ? <span className={styles.year}>{afterTitle}</span> : null}
      </Heading>
      {showArtist ? <p className={styles.artist}>{work.artist.name}</p> : null}
      {mark ? <p className={`${styles.mark} ${work.availability === 'sold' ? styles.sold : ''}`}>{mark}</p> : null}
      {price ? <p className={styles.price}>{price}</p> : null}
    </article>
  );
}
