import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AVAILABILITY_LABEL, editionLabel, formatDimensions } from '#shared/inventory';
import { t } from '#shared/messages/index';
import type { ShopItemDetail } from '../../../features/shop/queries.ts';
import { useTermLabel } from '../../../features/site/term-labels.ts';
import styles from './artwork.module.css';
import { workState } from './artwork-state.ts';
import { ARTWORK_TEXTS } from './texts.ts';

const T = ARTWORK_TEXTS.facts;

/** The distinct dimensions of the sizes, each in cm and in ('70 x 45 cm / 27 1/2 x 17 3/4 in'). */
export function dimensionsOf(item: Pick<ShopItemDetail, 'size_price_info'>): string[] {
  return [...new Set(item.size_price_info.map(formatDimensions).filter(Boolean))];
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * What a collector judges a work by, in the order the trade lists it; empty facts are left out. The year stands
 * beside the artist's name above, as galleries write it.
 */
export function ArtworkFacts({ item }: { item: ShopItemDetail }) {
  const dimensions = dimensionsOf(item);
  const state = workState(item);
  const label = useTermLabel();
  return (
    <dl className={styles.facts}>
      {item.medium.length > 0 ? (
        <Fact term={item.medium.length === 1 ? T.medium : T.media}>
          {item.medium.map((medium, index) => (
            <span key={medium}>
              {index > 0 ? t('artwork.listSeparator') : ''}
              <Link to="/shop" search={{ q: medium }}>
                {label('medium', medium)}
              </Link>
            </span>
          ))}
        </Fact>
      ) : null}
      {dimensions.length > 0 ? (
        <Fact term={T.dimensions}>
          {dimensions.map((line) => (
            <span key={line} className={styles.line}>
              {line}
            </span>
          ))}
        </Fact>
      ) : null}
      <Fact term={T.edition}>{editionLabel(item)}</Fact>
      {item.signed ? <Fact term={T.signed}>{item.signed}</Fact> : null}
      {item.framed ? <Fact term={T.framed}>{item.framed}</Fact> : null}
      <Fact term={T.category}>{label('category', item.category)}</Fact>
      {item.from_collection ? <Fact term={T.collection}>{label('collection', item.from_collection)}</Fact> : null}
      <Fact term={T.availability}>
        <span className={styles.state} data-state={state}>
          {AVAILABILITY_LABEL[state]}
        </span>
      </Fact>
    </dl>
  );
}
