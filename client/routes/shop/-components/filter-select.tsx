import { useId } from 'react';
import {
  type FilterOptions,
  filterValue,
  parseFilterValue,
  type ShopFilter,
} from '../../../features/shop/shop-filter.ts';
import styles from './shop.module.css';

type Props = { options: FilterOptions; value: ShopFilter | null; onChange: (filter: ShopFilter | null) => void };

/** SPEC 2 '/shop': one drop-down, All, then an optgroup Medium and an optgroup Artist. */
export function FilterSelect({ options, value, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>Filter</label>
      <select
        id={id}
        className={`input ${styles.select}`}
        value={filterValue(value)}
        onChange={(event) => onChange(parseFilterValue(event.currentTarget.value))}
      >
        <option value="">All</option>
        {options.media.length > 0 ? (
          <optgroup label="Medium">
            {options.media.map((name) => (
              <option key={name} value={filterValue({ kind: 'medium', name })}>
                {name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {options.artists.length > 0 ? (
          <optgroup label="Artist">
            {options.artists.map((name) => (
              <option key={name} value={filterValue({ kind: 'artist', name })}>
                {name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}
