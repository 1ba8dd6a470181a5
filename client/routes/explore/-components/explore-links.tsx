import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/index';
import styles from '../../../features/articles/article.module.css';

/** The way back from a list page to the Explore hub. */
export function ExploreBack() {
  return (
    <Link to="/explore" className="back-link">
      {t('explore.back')}
    </Link>
  );
}

/** What a list page says when staff have not published anything in it yet. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
