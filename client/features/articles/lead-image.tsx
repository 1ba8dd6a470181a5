import type { ImageRef } from '#shared/image';
import { Picture } from '../../components/picture.tsx';
import styles from './article.module.css';

/** Never cropped (it is often the artwork itself) and fetched first, as the largest thing on the page. */
export function LeadImage({
  image,
  sizes = '(min-width: 1280px) 1216px, 100vw',
}: {
  image: ImageRef | null;
  sizes?: string;
}) {
  if (!image) return null;
  return (
    <figure className={styles.lead}>
      <Picture image={image} sizes={sizes} priority className={styles.leadImg} />
    </figure>
  );
}
