import { Link } from '@tanstack/react-router';
import { formatCents, lineCents, toCents } from '#shared/money';
import { Picture } from '../../components/picture.tsx';
import { type CartLine, MAX_QUANTITY } from '../cart/cart-lines.ts';
import type { ShopItem } from '../shop/queries.ts';
import styles from './checkout.module.css';

type Props = {
  line: CartLine;
  item: ShopItem | undefined;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  onMore: () => void;
  onLess: () => void;
};

/** One cart line (SPEC 2 'Checkout page'): tick box, image, title, artist, size, stepper and subtotal. */
export function CartLineRow({ line, item, ticked, onTick, onMore, onLess }: Props) {
  const title = item?.title ?? line.slug;
  const tickId = `include-${line.slug}`;
  return (
    <li className={styles.line}>
      <div className={styles.tick}>
        <input id={tickId} type="checkbox" checked={ticked} onChange={(e) => onTick(e.currentTarget.checked)} />
        <label htmlFor={tickId}>
          Include in Checkout<span className="visually-hidden">: {title}</span>
        </label>
      </div>
      <Link to="/shop/$slug" params={{ slug: line.slug }} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {item?.img ? <Picture image={item.img} sizes="96px" fit="cover" decorative /> : null}
      </Link>
      <div className={styles.details}>
        <Link to="/shop/$slug" params={{ slug: line.slug }} className={styles.title}>
          {title}
        </Link>
        {item ? <p className={styles.artist}>{item.artist.name}</p> : null}
        <p className={styles.meta}>{line.sizeOption}</p>
        <p className={styles.meta}>{formatCents(toCents(line.price))} each</p>
      </div>
      <fieldset className={styles.stepper}>
        <legend className="visually-hidden">Quantity of {title}</legend>
        {/* SPEC 4: '<' on quantity 1 removes the line; otherwise it takes one away. */}
        <button type="button" onClick={onLess} aria-label={line.quantity === 1 ? `Remove ${title}` : 'One less'}>
          &lt;
        </button>
        <output aria-live="polite" aria-label="Quantity">
          {line.quantity}
        </output>
        <button type="button" onClick={onMore} aria-label="One more" disabled={line.quantity >= MAX_QUANTITY}>
          &gt;
        </button>
      </fieldset>
      <p className={styles.subtotal}>
        <span className="visually-hidden">Subtotal: </span>
        {formatCents(lineCents(line))}
      </p>
    </li>
  );
}
