import { t } from '#shared/messages/index';
import styles from './spinner.module.css';

// SPEC 2: every page shows a spinner while loading.
export function Spinner({ label }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
