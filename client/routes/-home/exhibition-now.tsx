import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { homeExhibitionQuery } from './exhibition-query.ts';
import styles from './home.module.css';

// The page does not wait for this answer; until it comes, nothing shows.
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
