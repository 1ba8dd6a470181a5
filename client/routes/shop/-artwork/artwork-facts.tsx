import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDimensions } from '#shared/dimensions';
import { AVAILABILITY_LABEL, editionLabel } from '#shared/inventory';
import { LANG_TAG } from '#shared/languages';
import { t } from '#shared/messages/index';
import { isFallback } from '../../../components/in-english.tsx';
import type { ShopItemDetail } from '../../../features/shop/queries.ts';
import { TermName } from '../../../features/site/term-name.tsx';
import styles from './artwork.module.css';
import { workState } from './artwork-state.ts';
import { ARTWORK_TEXTS } from './texts.ts';

const T = ARTWORK_TEXTS.facts;

/** Centimetres only in Chinese. */
export function dimensionsOf(item: Pick<ShopItemDetail, 'size_price_info'>): string[] {
  return [...new Set(item.size_price_info.map((size) => formatDimensions(size)).filter(Boolean))];
}

/** WCAG 3.1.2: a fact with no Chinese value is marked English on a Chinese page. */
const englishIn = (item: ShopItemDetail, field: string) => (isFallback(item, field) ? LANG_TAG.en : undefined);

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** In the order the trade lists it; the year stands beside the artist's name, as galleries write it. */
export function ArtworkFacts({ item }: { item: ShopItemDetail }) {
  const dimensions = dimensionsOf(item);
  const state = workState(item);
  return (
    <dl className={styles.facts}>
      {item.medium.length > 0 ? (
        <Fact term={item.medium.length === 1 ? T.medium : T.media}>
          {item.medium.map((medium, index) => (
            <span key={medium}>
              {index > 0 ? t('artwork.listSeparator') : ''}
              <Link to="/shop" search={{ q: medium }}>
                <TermName kind="medium" name={medium} />
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
      {item.signed ? (
        <Fact term={T.signed}>
          <span lang={englishIn(item, 'signed')}>{item.signed}</span>
        </Fact>
      ) : null}
      {item.framed ? (
        <Fact term={T.framed}>
          <span lang={englishIn(item, 'framed')}>{item.framed}</span>
        </Fact>
      ) : null}
      <Fact term={T.category}>
        <TermName kind="category" name={item.category} />
      </Fact>
      {item.from_collection ? (
        <Fact term={T.collection}>
          <TermName kind="collection" name={item.from_collection} />
        </Fact>
      ) : null}
      <Fact term={T.availability}>
        <span className={styles.state} data-state={state}>
          {AVAILABILITY_LABEL[state]}
        </span>
      </Fact>
    </dl>
  );
}
