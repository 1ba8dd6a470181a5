import { FEATURED_TEXTS as T } from '#shared/featured';
import type { ShopItem } from '../../shop/queries.ts';
import styles from './featured.module.css';

export type ChosenWork = Pick<ShopItem, '_id' | 'title' | 'img' | 'artist' | 'availability'>;

type Props = {
  works: readonly ChosenWork[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

export function ChosenList({ works, onMove, onRemove }: Props) {
  if (works.length === 0) return <p className={styles.empty}>{T.empty}</p>;
  return (
    <ol className={styles.list} aria-label={T.heading}>
      {works.map((work, index) => (
        <li key={work._id} className={styles.item}>
          {work.img ? (
            <img className={styles.thumb} src={work.img.src} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <span className={styles.text}>
            <span className={styles.title}>{work.title}</span>
            <span className={styles.meta}>
              {work.artist.name}
              {work.availability === 'sold' ? ` · ${T.sold}` : null}
            </span>
          </span>
          <span className={styles.actions}>
            <button
              type="button"
              className="button button-quiet"
              aria-label={T.moveUp(work.title)}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="button button-quiet"
              aria-label={T.moveDown(work.title)}
              disabled={index === works.length - 1}
              onClick={() => onMove(index, index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="button button-quiet"
              aria-label={T.remove(work.title)}
              onClick={() => onRemove(index)}
            >
              {T.removeButton}
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
