import { useEffect, useRef } from 'react';
import styles from './card-grid.module.css';

type Props = {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  label: string;
  loadingLabel: string;
};

// The sentinel loads before it is on screen so the grid grows below the fold; the button serves keyboards.
export function LoadMore({ hasMore, loading, onMore, label, loadingLabel }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;

  // Observed afresh after each page, so a sentinel still near the screen asks for the next one.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        latest.current();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  return (
    <div className={styles.more}>
      <div ref={sentinel} aria-hidden="true" />
      {hasMore ? (
        <button type="button" className="button" onClick={onMore} disabled={loading} aria-busy={loading}>
          {loading ? loadingLabel : label}
        </button>
      ) : null}
    </div>
  );
}
