import { type Preview, PUBLISHING_TEXTS, previewText } from '#shared/content/publishing';
import styles from './draft-banner.module.css';

/**
 * Above an entry's page while a signed-in admin previews it before it is public: 'Draft: not public', or
 * when it will be. The public never gets a preview, so for them this draws nothing.
 */
export function DraftBanner({ preview }: { preview?: Preview | undefined }) {
  if (!preview) return null;
  return (
    <div className={styles.banner} role="status">
      <strong>{previewText(preview)}</strong>
      <span className={styles.note}>{PUBLISHING_TEXTS.bannerNote}</span>
    </div>
  );
}
