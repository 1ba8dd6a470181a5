import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import styles from './not-found.module.css';

// SPEC 2: unknown paths and unknown slugs.
export function NotFound() {
  return (
    <div className={`page ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('error.notFound.title')}</h1>
      <p>{t('error.notFound.text')}</p>
      <Link to="/" className="button">
        {t('error.notFound.home')}
      </Link>
    </div>
  );
}
