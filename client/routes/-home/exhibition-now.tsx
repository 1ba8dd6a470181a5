import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { homeExhibitionQuery } from './exhibition-query.ts';
import styles from './home.module.css';

/**
 * The exhibition on now, else the next one, above the Explore preview; nothing when there is neither, or
 * while its answer is still coming (the page does not wait for it). Its dates come written out by the server.
 */
export function ExhibitionNow() {
  const { data } = useQuery(homeExhibitionQuery());
  const exhibition = data?.exhibition;
  if (!exhibition) return null;
  return (
    <section className={`page ${styles.exhibition}`} aria-labelledby="exhibition-heading">
      <p className="eyebrow">{exhibition.status === 'current' ? t('home.exhibitionNow') : t('home.exhibitionNext')}</p>
      <h2 id="exhibition-heading">
        <Link to="/explore/exhibitions/$slug" params={{ slug: exhibition.slug }}>
          {exhibition.title}
        </Link>
      </h2>
      {exhibition.dates ? <p className={styles.exhibitionWhen}>{exhibition.dates}</p> : null}
    </section>
  );
}
