import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { PRICE_ON_REQUEST } from '#shared/inventory';
import { formatEuros } from '#shared/money';
import { cartActions, useCart } from '../../../features/cart/store.ts';
import type { ShopItemDetail } from '../../../features/shop/queries.ts';
import styles from './shop.module.css';

/**
 * SPEC 4 'Shop item page': with no size chosen there is no price and 'Add to cart' is disabled; choosing a
 * size shows its price in EUR. The cart keeps the first size and price of a work (SPEC 4 'Cart'), so adding
 * a work that is already there says which size it holds.
 */
export function AddToCart({ item }: { item: ShopItemDetail }) {
  const id = useId();
  const { lines } = useCart();
  const [choice, setChoice] = useState('');
  const [added, setAdded] = useState(false);
  const chosen = choice === '' ? undefined : item.size_price_info[Number(choice)];
  const inCart = lines.find((line) => line.slug === item.slug);

  if (item.size_price_info.length === 0) {
    return (
      <div className={styles.buy}>
        <p className={styles.hint}>
          Sizes and prices for this work are given on request.{' '}
          <Link to="/about" hash="contact">
            Ask us about it
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <form
      className={styles.buy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        // The server prices every line again; a price on request travels as 0 and is shown as such.
        cartActions.add({ slug: item.slug, sizeOption: chosen.size, price: chosen.price ?? 0 });
        setAdded(true);
      }}
    >
      <label htmlFor={id}>Size</label>
      <select
        id={id}
        className="input"
        value={choice}
        onChange={(event) => {
          setChoice(event.currentTarget.value);
          setAdded(false);
        }}
      >
        <option value="">Choose a size</option>
        {item.size_price_info.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sizes are an ordered list whose texts may repeat
          <option key={index} value={String(index)}>
            {option.size}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        {chosen ? (
          <p className={styles.price}>{chosen.price === null ? PRICE_ON_REQUEST : formatEuros(chosen.price)}</p>
        ) : (
          <p className={styles.hint}>Choose a size to see its price.</p>
        )}
      </div>
      <button type="submit" className="button" disabled={!chosen}>
        Add to cart
      </button>
      <p className={styles.added} role="status">
        {added && inCart ? (
          <>
            {inCart.sizeOption === chosen?.size
              ? `In your cart: ${inCart.quantity} × ${inCart.sizeOption}. `
              : `Already in your cart as ${inCart.sizeOption}; the quantity is now ${inCart.quantity}. `}
            <Link to="/checkout">View your cart</Link>
          </>
        ) : null}
      </p>
    </form>
  );
}
