import { type Preview, PUBLISHING_TEXTS, previewText } from '#shared/content/publishing';
import styles from './draft-banner.module.css';

export function DraftBanner({ preview }: { preview?: Preview | undefined }) {
  if (!preview) return null;
  return (
    <div className={styles.banner} role="status">
      <strong>{previewText(preview)}</strong>
      <span className={styles.note}>{PUBLISHING_TEXTS.bannerNote}</span>
    </div>
  );
}
