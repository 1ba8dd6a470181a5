import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { t } from '#shared/messages/index';
import { useCartCount } from '../features/cart/store.ts';
import styles from './header.module.css';
import { CartIcon } from './icons.tsx';

/** SPEC 9: the icon animates 100 ms after the total changes. */
const BUMP_DELAY_MS = 100;
const BUMP_MS = 450;

export function CartLink() {
  const count = useCartCount();
  const previous = useRef(count);
  const [bump, setBump] = useState(false);

  // Scheduled in the same task as the new count reaches the page, so the 100 ms run from the change itself.
  useLayoutEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setBump(false);
    const start = setTimeout(() => setBump(true), BUMP_DELAY_MS);
    const stop = setTimeout(() => setBump(false), BUMP_DELAY_MS + BUMP_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(stop);
    };
  }, [count]);

  const label = t('shell.cart', { count });
  return (
    <Link to="/checkout" className={`${styles.iconLink} ${bump ? styles.bump : ''}`} aria-label={label}>
      <CartIcon />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
