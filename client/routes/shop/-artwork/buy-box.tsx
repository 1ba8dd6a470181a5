import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { AVAILABILITY_LABEL, priceOnRequest } from '#shared/inventory';
import { t } from '#shared/messages/index';
import { formatEuros } from '#shared/money';
import { type Sent, SentConfirmation } from '../../../components/sent-confirmation.tsx';
import { cartActions, useCart } from '../../../features/cart/use-cart.ts';
import type { ShopItemDetail } from '../../../features/shop/queries.ts';
import { withNode } from '../../-shared/with-node.tsx';
import styles from './artwork.module.css';
import { openSizes, workState } from './artwork-state.ts';
import { IndicativePrices } from './indicative-prices.tsx';
import { onDemand } from './load-on-demand.ts';
import { ARTWORK_TEXTS as T } from './texts.ts';

// The form, its captcha and its schema come only when a visitor asks: most never do.
const useEnquiryForm = onDemand(() => import('./enquiry-modal.tsx'));

/** SPEC 4 'Shop item page': with no size chosen there is no price and the button waits. */
export function BuyBox({ item }: { item: ShopItemDetail }) {
  const state = workState(item);
  const [enquiring, setEnquiring] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const form = useEnquiryForm();
  const ask = async () => {
    if (await form.load()) setEnquiring(true);
  };
  const Modal = form.Component;
  const modal = (similar: boolean) => (
    <>
      {form.failed ? (
        <p className={styles.problem} role="alert">
          {T.formFailed}
        </p>
      ) : null}
      {Modal ? (
        <Modal item={item} similar={similar} open={enquiring} onClose={() => setEnquiring(false)} onSent={setSent} />
      ) : null}
      {sent ? (
        <SentConfirmation
          sent={sent}
          title={t(similar ? 'sent.messageTitle' : 'sent.enquiryTitle', { reference: sent.reference })}
          level={2}
        />
      ) : null}
    </>
  );

  if (state === 'sold' || state === 'not_for_sale') {
    return (
      <div className={styles.buy}>
        <p className={styles.mark} data-state={state}>
          {AVAILABILITY_LABEL[state]}
        </p>
        <p className={styles.note}>{state === 'sold' ? T.soldNote : T.notForSaleNote}</p>
        {state === 'sold' ? (
          <button type="button" className="button" onClick={ask} onPointerEnter={form.prefetch} onFocus={form.prefetch}>
            {T.enquireSimilar}
          </button>
        ) : null}
        {state === 'sold' ? modal(true) : null}
      </div>
    );
  }

  return (
    <div className={styles.buy}>
      {state === 'on_hold' ? (
        <>
          <p className={styles.mark} data-state={state}>
            {AVAILABILITY_LABEL.on_hold}
          </p>
          <p className={styles.note}>{T.onHoldNote}</p>
        </>
      ) : null}
      {item.price_on_request ? <p className={styles.price}>{priceOnRequest()}</p> : null}
      <AddToCart item={item} />
      <button
        type="button"
        className={`button ${styles.secondary}`}
        onClick={ask}
        onPointerEnter={form.prefetch}
        onFocus={form.prefetch}
      >
        {T.enquire}
      </button>
      {modal(false)}
    </div>
  );
}

function AddToCart({ item }: { item: ShopItemDetail }) {
  const id = useId();
  const { lines } = useCart();
  const open = openSizes(item);
  // One size left to choose is chosen already: an original has only its own.
  const [choice, setChoice] = useState(open.length === 1 ? String(open[0]?.index) : '');
  const [added, setAdded] = useState(false);
  const chosen = choice === '' ? undefined : item.size_price_info[Number(choice)];
  const inCart = lines.find((line) => line.slug === item.slug);
  // A unique work exists once: the cart holds it at most once (the server refuses more, too).
  const full = item.edition === 'unique' && inCart !== undefined;

  if (item.size_price_info.length === 0) {
    return (
      <p className={styles.hint}>
        {withNode(
          T.noSizes,
          <Link to="/about" hash="contact">
            {T.askAboutIt}
          </Link>,
        )}
      </p>
    );
  }

  return (
    <form
      className={styles.cartForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen || full) return;
        cartActions.add(
          { slug: item.slug, sizeOption: chosen.size, price: chosen.price ?? 0 },
          item.edition === 'unique' ? 1 : undefined,
        );
        setAdded(true);
      }}
    >
      <label htmlFor={id}>{T.size}</label>
      <select
        id={id}
        className="input"
        value={choice}
        onChange={(event) => {
          setChoice(event.currentTarget.value);
          setAdded(false);
        }}
      >
        <option value="">{T.chooseSize}</option>
        {item.size_price_info.map((option, index) => {
          const sold = !open.some((o) => o.index === index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: sizes are an ordered list whose texts may repeat
            <option key={index} value={String(index)} disabled={sold}>
              {sold
                ? T.sizeSold(option.size)
                : option.availability === 'on_hold'
                  ? T.sizeOnHold(option.size)
                  : option.size}
            </option>
          );
        })}
      </select>
      <div aria-live="polite">
        {item.price_on_request ? (
          <p className={styles.hint}>{T.onRequestHint}</p>
        ) : chosen && chosen.price !== null ? (
          <>
            <p className={styles.price}>{formatEuros(chosen.price)}</p>
            <IndicativePrices euros={chosen.price} />
          </>
        ) : (
          <p className={styles.hint}>{T.chooseSizeHint}</p>
        )}
      </div>
      <button type="submit" className="button" disabled={!chosen || full}>
        {T.addToCart}
      </button>
      <p className={styles.added} role="status">
        {inCart && (added || full) ? (
          <>
            {full
              ? T.uniqueInCart
              : inCart.sizeOption === chosen?.size
                ? T.inCart(inCart.quantity, inCart.sizeOption)
                : T.alreadyInCart(inCart.sizeOption, inCart.quantity)}
            <Link to="/checkout">{T.viewCart}</Link>
          </>
        ) : null}
      </p>
    </form>
  );
}
