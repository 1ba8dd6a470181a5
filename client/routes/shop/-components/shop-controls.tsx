import { useId } from 'react';
import { SHOP_SORTS, type ShopSort, SORT_LABEL } from '#shared/shop-order';
import { SHOP_TEXTS } from '../../../features/shop/texts.ts';
import styles from './shop.module.css';

type Props = {
  sort: ShopSort;
  available: boolean;
  onSort: (sort: ShopSort) => void;
  onAvailable: (available: boolean) => void;
};

export function ShopControls({ sort, available, onSort, onAvailable }: Props) {
  const id = useId();
  return (
    <>
      <div className={styles.filter}>
        <label htmlFor={`${id}-sort`}>{SHOP_TEXTS.sort}</label>
        <select
          id={`${id}-sort`}
          className={`input ${styles.select}`}
          value={sort}
          onChange={(event) => onSort(event.currentTarget.value as ShopSort)}
        >
          {SHOP_SORTS.map((value) => (
            <option key={value} value={value}>
              {SORT_LABEL[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.available}>
        <input
          id={`${id}-available`}
          type="checkbox"
          checked={available}
          onChange={(event) => onAvailable(event.currentTarget.checked)}
        />
        <label htmlFor={`${id}-available`}>{SHOP_TEXTS.availableOnly}</label>
      </div>
    </>
  );
}
