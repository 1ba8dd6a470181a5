import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/index';
import styles from '../../../features/articles/article.module.css';

export function ExploreBack() {
  return (
    <Link to="/explore" className="back-link">
      {t('explore.back')}
    </Link>
  );
}

export function EmptyList({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
