import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { t } from '#shared/messages/index';
import { useCartCount } from '../features/cart/store.ts';
import styles from './header.module.css';
import { CartIcon } from './icons.tsx';

// SPEC 9: the icon animates 100 ms after the total changes.
const BUMP_DELAY_MS = 100;
const BUMP_MS = 450;

export function CartLink() {
  const known = useCartCount();
  const count = known ?? 0;
  const previous = useRef(known);
  const [bump, setBump] = useState(false);

  // Scheduled in the same task as the new count reaches the page, so the 100 ms run from the change itself.
  useLayoutEffect(() => {
    if (previous.current === known) return;
    // The cart read for the first time, after a page the server rendered, is no change to show.
    const first = previous.current === null;
    previous.current = known;
    if (first) return;
    setBump(false);
    const start = setTimeout(() => setBump(true), BUMP_DELAY_MS);
    const stop = setTimeout(() => setBump(false), BUMP_DELAY_MS + BUMP_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(stop);
    };
  }, [known]);

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
