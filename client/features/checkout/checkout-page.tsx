import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { t } from '#shared/messages/index';
import { ErrorBox } from '../../components/error-box.tsx';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import { Captcha, useCaptcha } from '../captcha/captcha.tsx';
import { type CartLine, MAX_QUANTITY } from '../cart/stored-cart.ts';
import { CartLineRow } from './cart-line-row.tsx';
import styles from './checkout.module.css';
import type { SentEnquiry } from './checkout-form.tsx';
import { CheckoutModal, type ModalLine } from './checkout-modal.tsx';
import { EnquirySent } from './enquiry-sent.tsx';
import { cartTotal, lineView, totalText } from './line-state.ts';
import { cartFactsQuery, factSlugs } from './queries.ts';

export type CheckoutCart = {
  lines: readonly CartLine[];
  increment: (slug: string, max?: number) => void;
  /** SPEC 4: on quantity 1 this removes the line. */
  decrement: (slug: string) => void;
  remove: (slug: string) => void;
  limit: (slug: string, max: number) => void;
};

/** SPEC 4 'Checkout': every price shown is the server's current one; lines start ticked. */
export function CheckoutPage({ cart }: { cart: CheckoutCart }) {
  const facts = useQuery(cartFactsQuery(factSlugs(cart.lines)));
  const bySlug = useMemo(() => new Map(facts.data?.map((f) => [f.slug, f])), [facts.data]);
  const loaded = facts.isSuccess && !facts.isPlaceholderData;
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState(false);

  const rows = useMemo(
    () => cart.lines.map((line) => ({ line, view: lineView(line, bySlug.get(line.slug), loaded, MAX_QUANTITY) })),
    [cart.lines, bySlug, loaded],
  );
  // A unique work kept twice by an older cart comes down to the one there is.
  const { limit } = cart;
  useEffect(() => {
    for (const { line, view } of rows) {
      if (view.state === 'open' && line.quantity > view.maxQuantity) limit(line.slug, view.maxQuantity);
    }
  }, [rows, limit]);

  const selected: ModalLine[] = useMemo(
    () =>
      rows.flatMap(({ line, view }) =>
        view.state === 'open' && !unticked.has(line.slug)
          ? [
              {
                ...line,
                price: view.unitCents === null ? 0 : view.unitCents / 100,
                unitCents: view.unitCents,
                title: bySlug.get(line.slug)?.title ?? line.slug,
              },
            ]
          : [],
      ),
    [rows, unticked, bySlug],
  );
  const tick = (slug: string, on: boolean) =>
    setUnticked((previous) => {
      const next = new Set(previous);
      if (on) next.delete(slug);
      else next.add(slug);
      return next;
    });
  const { remove } = cart;
  const close = useCallback(() => setOpen(false), []);
  // The last enquiry sent from this page, and the works the cart held then: a work beyond those is a new cart.
  const [sent, setSent] = useState<{ enquiry: SentEnquiry; known: ReadonlySet<string> } | null>(null);
  const onSent = useCallback(
    (enquiry: SentEnquiry) => {
      setSent({ enquiry, known: new Set(cart.lines.map((line) => line.slug)) });
      for (const line of enquiry.lines) remove(line.slug);
    },
    [cart.lines, remove],
  );
  useEffect(() => {
    if (sent && cart.lines.some((line) => !sent.known.has(line.slug))) setSent(null);
  }, [sent, cart.lines]);

  return (
    <div className="page">
      <h1>{t('cart.title')}</h1>
      {sent ? <EnquirySent sent={sent.enquiry} /> : null}
      {facts.isError ? <ErrorBox>{LOAD_ERRORS.cart}</ErrorBox> : null}
      {cart.lines.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('cart.empty')}</p>
          <Link to="/shop" className="button">
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.lines} aria-label={t('cart.lines')}>
            {rows.map(({ line, view }) => (
              <CartLineRow
                key={line.slug}
                line={line}
                facts={bySlug.get(line.slug)}
                view={view}
                failed={facts.isError}
                ticked={!unticked.has(line.slug)}
                onTick={(on) => tick(line.slug, on)}
                onMore={() => cart.increment(line.slug, view.state === 'open' ? view.maxQuantity : undefined)}
                onLess={() => cart.decrement(line.slug)}
              />
            ))}
          </ul>
          <div className={styles.footer}>
            <p className={styles.total} aria-live="polite">
              {t('cart.selectedTotal')} <strong>{totalText(cartTotal(selected))}</strong>
            </p>
            <div className={styles.actions}>
              <Captcha {...captcha.props} />
              <button
                type="button"
                className="button"
                disabled={selected.length === 0 || !captcha.passed}
                onClick={() => setOpen(true)}
              >
                {t('cart.checkout')}
              </button>
            </div>
          </div>
          {/* What a collector abroad asks before sending: shipping, customs and payment (issue 27). */}
          <p className={styles.shipping}>
            <Link to="/shipping">{t('shipping.link')}</Link>
          </p>
        </>
      )}
      <CheckoutModal
        open={open}
        lines={selected}
        captchaToken={captcha.token}
        onClose={close}
        onSubmitted={() => {
          captcha.reset();
          // A refusal may name a work sold meanwhile: the lines are asked about again and show it.
          void queryClient.invalidateQueries({ queryKey: ['shop', 'lines'] });
        }}
        onSent={onSent}
      />
    </div>
  );
}
