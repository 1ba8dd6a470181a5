import { Link } from '@tanstack/react-router';
import { PRICE_ON_REQUEST } from '#shared/inventory';
import { formatEuros } from '#shared/money';
import { Picture } from '../../components/picture.tsx';
import { cardTitle } from './card-title.ts';
import type { ShopItem } from './queries.ts';
import styles from './shop-card.module.css';

type Props = { item: ShopItem; priority?: boolean; sizes?: string };

/** One artwork in a grid: image, title (cut per SPEC 9), artist and the lowest price. */
export function ShopCard({
  item,
  priority = false,
  sizes = '(min-width: 1100px) 25vw, (min-width: 600px) 33vw, 50vw',
}: Props) {
  const title = cardTitle(item.title);
  return (
    <article className={styles.card}>
      <Link to="/shop/$slug" params={{ slug: item.slug }} className={styles.link}>
        <div className={styles.frame}>
          {item.img ? (
            <Picture image={item.img} sizes={sizes} priority={priority} fit="contain" className={styles.img} />
          ) : null}
        </div>
        <h3 className={styles.title} title={title === item.title ? undefined : item.title}>
          {title}
        </h3>
      </Link>
      <p className={styles.artist}>{item.artist.name}</p>
      {item.lowPrice === null ? (
        <p className={styles.price}>{PRICE_ON_REQUEST}</p>
      ) : item.size_price_info.length > 0 ? (
        <p className={styles.price}>From {formatEuros(item.lowPrice)}</p>
      ) : null}
    </article>
  );
}
