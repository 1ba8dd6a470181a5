import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AVAILABILITY_LABEL } from '#shared/inventory';
import { Picture } from '../../../components/picture.tsx';
import { cardTitle } from '../../../features/shop/card-title.ts';
import { shopFirstPageQuery } from '../../../features/shop/queries.ts';
import styles from './more-by-artist.module.css';
import { ARTWORK_TEXTS as T } from './texts.ts';

const SHOWN = 8;

/** Asked after the page itself, so it never delays the work; one more than shown in case this work is among them. */
export function MoreByArtist({ slug, artist }: { slug: string; artist: { name: string; slug: string } }) {
  const { data } = useQuery(shopFirstPageQuery({ artist: artist.slug, limit: SHOWN + 1 }));
  const others = (data?.items ?? []).filter((item) => item.slug !== slug).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <section className={styles.more} aria-labelledby="more-by-artist">
      <h2 id="more-by-artist">{T.moreByArtist(artist.name)}</h2>
      <ul className={styles.moreList}>
        {others.map((work) => {
          const state = work.availability;
          return (
            <li key={work.slug}>
              <Link to="/shop/$slug" params={{ slug: work.slug }} className={styles.moreLink}>
                <span className={styles.moreFrame}>
                  {work.img ? <Picture image={work.img} sizes="10rem" decorative fit="contain" /> : null}
                </span>
                <span className={styles.moreTitle}>{cardTitle(work.title)}</span>
              </Link>
              <span className={styles.moreMeta}>
                {[work.year, state === 'available' ? '' : AVAILABILITY_LABEL[state]].filter(Boolean).join(' · ')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
