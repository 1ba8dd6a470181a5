import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { formatCents, totalCents } from '#shared/money';
import { ErrorBox } from '../../components/error-box.tsx';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import { Captcha, useCaptcha } from '../captcha/captcha.tsx';
import type { CartLine } from '../cart/cart-lines.ts';
import { shopItemsQuery } from '../shop/queries.ts';
import { CartLineRow } from './cart-line-row.tsx';
import styles from './checkout.module.css';
import { CheckoutModal } from './checkout-modal.tsx';

/** What the page needs of the cart store (`useCart()`); the route passes the store itself. */
export type CheckoutCart = {
  lines: readonly CartLine[];
  increment: (slug: string) => void;
  /** SPEC 4: on quantity 1 this removes the line. */
  decrement: (slug: string) => void;
  remove: (slug: string) => void;
};

/**
 * The cart and enquiry checkout (SPEC 2 'Checkout page', SPEC 4 'Checkout'): lines with tick boxes and
 * steppers, the captcha, and the Checkout button, enabled once a line is ticked and the captcha passed.
 */
export function CheckoutPage({ cart }: { cart: CheckoutCart }) {
  const shop = useQuery(shopItemsQuery());
  // The cart holds slug, size, price and quantity (SPEC 3); image, title and artist come from the catalogue.
  const items = useMemo(() => new Map(shop.data?.map((item) => [item.slug, item])), [shop.data]);
  const captcha = useCaptcha();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState(false);

  const selected = useMemo(() => cart.lines.filter((line) => ticked.has(line.slug)), [cart.lines, ticked]);
  const titled = useMemo(
    () => selected.map((line) => ({ ...line, title: items.get(line.slug)?.title ?? line.slug })),
    [selected, items],
  );
  const tick = (slug: string, on: boolean) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(slug);
      else next.delete(slug);
      return next;
    });
  const { remove } = cart;
  const close = useCallback(() => setOpen(false), []);
  const sent = useCallback(
    (slugs: string[]) => {
      for (const slug of slugs) remove(slug);
      setTicked((previous) => new Set([...previous].filter((slug) => !slugs.includes(slug))));
    },
    [remove],
  );

  return (
    <div className="page">
      <h1>Your Cart</h1>
      {shop.isError ? <ErrorBox>{LOAD_ERRORS.cart}</ErrorBox> : null}
      {cart.lines.length === 0 ? (
        <div className={styles.empty}>
          <p>No items in your cart yet</p>
          <Link to="/shop" className="button">
            Browse the shop
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.lines} aria-label="Cart">
            {cart.lines.map((line) => (
              <CartLineRow
                key={line.slug}
                line={line}
                item={items.get(line.slug)}
                ticked={ticked.has(line.slug)}
                onTick={(on) => tick(line.slug, on)}
                onMore={() => cart.increment(line.slug)}
                onLess={() => cart.decrement(line.slug)}
              />
            ))}
          </ul>
          <div className={styles.footer}>
            <p className={styles.total}>
              Selected total: <strong>{formatCents(totalCents(selected))}</strong>
            </p>
            <div className={styles.actions}>
              <Captcha {...captcha.props} />
              <button
                type="button"
                className="button"
                disabled={selected.length === 0 || !captcha.passed}
                onClick={() => setOpen(true)}
              >
                Checkout
              </button>
            </div>
          </div>
        </>
      )}
      <CheckoutModal
        open={open}
        lines={titled}
        captchaToken={captcha.token}
        onClose={close}
        onSubmitted={captcha.reset}
        onSent={sent}
      />
    </div>
  );
}
