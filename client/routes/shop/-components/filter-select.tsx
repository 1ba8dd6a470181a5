import { useId } from 'react';
import { t } from '#shared/messages/index';
import {
  type FilterOptions,
  filterValue,
  parseFilterValue,
  type ShopFilter,
} from '../../../features/shop/shop-filter.ts';
import { useTermLabel } from '../../../features/site/term-labels.ts';
import styles from './shop.module.css';

type Groups = { media: { name: string; count: number }[]; artists: { name: string; count: number }[] };

/** Two artists of one name count together. */
export function countsOf(groups: Groups | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (filter: ShopFilter, count: number) =>
    counts.set(filterValue(filter), (counts.get(filterValue(filter)) ?? 0) + count);
  for (const { name, count } of groups?.media ?? []) add({ kind: 'medium', name }, count);
  for (const { name, count } of groups?.artists ?? []) add({ kind: 'artist', name }, count);
  return counts;
}

type Props = {
  options: FilterOptions;
  counts: Map<string, number>;
  value: ShopFilter | null;
  onChange: (filter: ShopFilter | null) => void;
};

/** SPEC 2 '/shop': one drop-down, All, then an optgroup Medium and an optgroup Artist. */
export function FilterSelect({ options, counts, value, onChange }: Props) {
  const label = useTermLabel();
  // A medium shows in the page's language; its value stays the English name the address keeps.
  const text = (filter: ShopFilter) => {
    const name = filter.kind === 'medium' ? label('medium', filter.name) : filter.name;
    const count = counts.get(filterValue(filter));
    return count === undefined ? name : t('page.shop.withCount', { name, count });
  };
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{t('page.shop.filter')}</label>
      <select
        id={id}
        className={`input ${styles.select}`}
        value={filterValue(value)}
        onChange={(event) => onChange(parseFilterValue(event.currentTarget.value))}
      >
        <option value="">{t('page.shop.filterAll')}</option>
        {options.media.length > 0 ? (
          <optgroup label={t('page.shop.filterMedium')}>
            {options.media.map((name) => (
              <option key={name} value={filterValue({ kind: 'medium', name })}>
                {text({ kind: 'medium', name })}
              </option>
            ))}
          </optgroup>
        ) : null}
        {options.artists.length > 0 ? (
          <optgroup label={t('page.shop.filterArtist')}>
            {options.artists.map((name) => (
              <option key={name} value={filterValue({ kind: 'artist', name })}>
                {text({ kind: 'artist', name })}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
    </div>
  );
}
