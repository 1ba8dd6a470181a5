import { Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { formatCents } from '#shared/money';
import { Picture } from '../../components/picture.tsx';
import type { CartLine } from '../cart/stored-cart.ts';
import styles from './checkout.module.css';
import { type LineView, subtotalText } from './line-state.ts';
import type { CartFacts } from './queries.ts';
import { CHECKOUT_TEXTS, priceEach } from './texts.ts';

type Props = {
  line: CartLine;
  facts: CartFacts | undefined;
  view: LineView;
  failed: boolean;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  onMore: () => void;
  onLess: () => void;
};

export function CartLineRow({ line, facts, view, failed, ticked, onTick, onMore, onLess }: Props) {
  const title = facts?.title ?? line.slug;
  const tickId = `include-${line.slug}`;
  const whyId = `why-${line.slug}`;
  const open = view.state === 'open';
  const max = open ? view.maxQuantity : line.quantity;
  return (
    <li className={`${styles.line} ${view.state === 'blocked' ? styles.blocked : ''}`}>
      <div className={styles.tick}>
        <input
          id={tickId}
          type="checkbox"
          checked={open && ticked}
          disabled={!open}
          aria-describedby={view.state === 'blocked' ? whyId : undefined}
          onChange={(e) => onTick(e.currentTarget.checked)}
        />
        <label htmlFor={tickId}>
          {t('cart.include')}
          <span className="visually-hidden">: {title}</span>
        </label>
      </div>
      <Link to="/shop/$slug" params={{ slug: line.slug }} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {facts?.img ? <Picture image={facts.img} sizes="96px" fit="cover" decorative /> : null}
      </Link>
      <div className={styles.details}>
        <Link to="/shop/$slug" params={{ slug: line.slug }} className={styles.title}>
          {title}
        </Link>
        {facts ? <p className={styles.artist}>{facts.artist.name}</p> : null}
        <p className={styles.meta}>{line.sizeOption}</p>
        {failed && view.state === 'checking' ? null : <LineFacts view={view} whyId={whyId} />}
      </div>
      <fieldset className={styles.stepper}>
        <legend className="visually-hidden">{t('cart.quantityOf', { title })}</legend>
        {/* SPEC 4: '<' on quantity 1 removes the line; otherwise it takes one away. */}
        <button
          type="button"
          onClick={onLess}
          aria-label={line.quantity === 1 ? t('cart.remove', { title }) : t('cart.oneLess')}
        >
          &lt;
        </button>
        <output aria-live="polite" aria-label={t('cart.quantity')}>
          {line.quantity}
        </output>
        <button type="button" onClick={onMore} aria-label={t('cart.oneMore')} disabled={line.quantity >= max}>
          &gt;
        </button>
      </fieldset>
      <p className={styles.subtotal}>
        <span className="visually-hidden">{t('cart.subtotal')} </span>
        {open ? subtotalText(view.unitCents, line.quantity) : '–'}
      </p>
    </li>
  );
}

function LineFacts({ view, whyId }: { view: LineView; whyId: string }) {
  if (view.state === 'checking') return <p className={styles.meta}>{CHECKOUT_TEXTS.checking}</p>;
  if (view.state === 'blocked') {
    return (
      <p id={whyId} className={styles.why}>
        {view.reason}
      </p>
    );
  }
  return (
    <>
      <p className={styles.meta}>
        {view.unitCents === null ? CHECKOUT_TEXTS.priceOnRequest : priceEach(formatCents(view.unitCents))}
      </p>
      {view.note ? <p className={styles.note}>{view.note}</p> : null}
      {view.remark ? <p className={styles.meta}>{view.remark}</p> : null}
    </>
  );
}
