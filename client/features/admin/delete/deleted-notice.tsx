import { useLocation } from '@tanstack/react-router';
import { NOTICE_TEXTS } from '../form/notices.ts';
import styles from './delete.module.css';

export function DeletedNotice() {
  const deleted = useLocation({ select: (location) => location.state.deleted });
  if (!deleted) return null;
  return (
    <p className={styles.deleted} role="status">
      {NOTICE_TEXTS.deleted(deleted)}
    </p>
  );
}
