import { useEffect, useRef } from 'react';
import type { ImageRef } from '#shared/image';
import styles from './images.module.css';
import { IMAGE_TEXTS as T } from './texts.ts';
import { thumbnailSrc } from './thumbnail.ts';

type Props = {
  images: ImageRef[];
  chosen: number[];
  onChoose: (id: number) => void;
  onPick: (id: number) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  count: string;
  /** No clicks while a search is pending: they would land on an image moving away under the pointer. */
  busy?: boolean;
};

/** The button is for keyboards, and for when the observer cannot. */
export function ImageGrid({
  images,
  chosen,
  onChoose,
  onPick,
  hasMore,
  loadingMore,
  onMore,
  count,
  busy = false,
}: Props) {
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || loadingMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore]);

  return (
    <>
      <ul className={`${styles.grid} ${busy ? styles.busy : ''}`} aria-label={T.gridLabel} aria-busy={busy}>
        {images.map((image) => (
          <li key={image._id}>
            <button
              type="button"
              className={styles.tile}
              aria-pressed={chosen.includes(image._id)}
              onClick={() => onChoose(image._id)}
              onDoubleClick={() => onPick(image._id)}
            >
              <img src={thumbnailSrc(image)} alt="" width={image.width} height={image.height} loading="lazy" />
              <span>{image.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <div ref={end} className={styles.gridEnd}>
        <span className={styles.hint}>{count}</span>
        {hasMore ? (
          <button type="button" className="button button-quiet" disabled={loadingMore} onClick={onMore}>
            {loadingMore ? T.loadingMore : T.loadMore}
          </button>
        ) : null}
      </div>
    </>
  );
}
