import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T, index: number) => ReactNode;
  label?: string;
  columns?: 'default' | 'wide';
};

export function CardGrid<T>({ items, keyOf, children, label, columns = 'default' }: Props<T>) {
  return (
    <ul className={`${styles.grid} ${columns === 'wide' ? styles.wide : ''}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
