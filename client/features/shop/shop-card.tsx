import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { formatEuros } from '#shared/money';
import { Picture } from '../../components/picture.tsx';
import { useTermLabel } from '../site/term-labels.ts';
import { cardTitle } from './card-title.ts';
import type { ShopCardItem } from './queries.ts';
import styles from './shop-card.module.css';
import { fromPrice, SHOP_TEXTS } from './texts.ts';

type Props = {
  item: ShopCardItem;
  priority?: boolean;
  sizes?: string;
  headingLevel?: 2 | 3;
};

/** Every card has the same parts at the same heights, so the titles and prices of a row line up. */
export function ShopCard({
  item,
  priority = false,
  sizes = '(min-width: 1100px) 25vw, (min-width: 600px) 33vw, 50vw',
  headingLevel = 3,
}: Props) {
  const title = cardTitle(item.title);
  const Heading = `h${headingLevel}` as const;
  const label = useTermLabel();
  return (
    <article className={styles.card}>
      <Link to="/shop/$slug" params={{ slug: item.slug }} className={styles.link}>
        <div className={styles.frame}>
          {item.img ? (
            <Picture image={item.img} sizes={sizes} priority={priority} fit="contain" className={styles.img} />
          ) : null}
        </div>
        <Heading className={styles.title} title={title === item.title ? undefined : item.title}>
          {title}
        </Heading>
      </Link>
      <p className={styles.artist}>{item.artist.name}</p>
      <p className={styles.medium}>
        {item.medium.map((name) => label('medium', name)).join(t('artwork.listSeparator'))}
      </p>
      <p className={styles.price}>
        <PriceOrState item={item} />
      </p>
    </article>
  );
}

function PriceOrState({ item }: { item: ShopCardItem }) {
  if (item.availability === 'sold') {
    return (
      <span className={styles.sold}>
        <span className={styles.dot} aria-hidden="true" />
        {SHOP_TEXTS.sold}
      </span>
    );
  }
  if (item.availability === 'not_for_sale') return <span className={styles.state}>{SHOP_TEXTS.notForSale}</span>;
  const price = item.price_on_request
    ? SHOP_TEXTS.priceOnRequest
    : item.lowPrice !== null && (!('size_price_info' in item) || item.size_price_info.length > 0)
      ? fromPrice(formatEuros(item.lowPrice))
      : null;
  return (
    <>
      {price}
      {item.availability === 'on_hold' ? <span className={styles.hold}>{SHOP_TEXTS.onHold}</span> : null}
    </>
  );
}
