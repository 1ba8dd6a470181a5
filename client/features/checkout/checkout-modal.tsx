import { useEffect, useId, useState } from 'react';
import { EMPTY_SELECTION } from '#shared/checkout';
import { t } from '#shared/messages/index';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import styles from './checkout.module.css';
import { CheckoutForm, type CheckoutLine, type SentEnquiry } from './checkout-form.tsx';
import { cartTotal, subtotalText, totalText } from './line-state.ts';

/** SPEC 4: the success message stays for 3 seconds, then the modal closes. */
const CLOSE_AFTER_MS = 3000;

export type ModalLine = CheckoutLine & { unitCents: number | null };

type Props = {
  open: boolean;
  lines: ModalLine[];
  captchaToken: string | undefined;
  onClose: () => void;
  /** After every request: captcha tokens are single-use. */
  onSubmitted: () => void;
  onSent: (sent: SentEnquiry) => void;
};

/** A native modal <dialog>: the page behind is inert so focus stays inside; a backdrop click closes it too. */
export function CheckoutModal({ open, lines, captchaToken, onClose, onSubmitted, onSent }: Props) {
  const id = useId();
  const [success, setSuccess] = useState('');
  // A fresh form each time it opens; a sent enquiry's message must not greet the next one.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  useEffect(() => {
    if (!open) return;
    setSuccess('');
    setRound((n) => n + 1);
  }, [open]);

  return (
    <ModalDialog open={open} className={styles.modal} labelledBy={`${id}-title`} onClose={onClose} onBackdrop={onClose}>
      <div className={styles.modalBody}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
        <h2 id={`${id}-title`}>{t('checkout.modalTitle')}</h2>
        {success ? (
          // The sent lines have left the cart by now; the message is all there is to show.
          <p className={styles.success} role="status">
            {success}
          </p>
        ) : (
          <>
            <Summary lines={lines} />
            {lines.length > 0 ? (
              <CheckoutForm
                key={round}
                id={id}
                lines={lines}
                captchaToken={captchaToken}
                onSubmitted={onSubmitted}
                onSuccess={(message, sent) => {
                  setSuccess(message);
                  onSent(sent);
                }}
              />
            ) : null}
          </>
        )}
      </div>
    </ModalDialog>
  );
}

/** SPEC 5's message when none is ticked. */
function Summary({ lines }: { lines: ModalLine[] }) {
  if (lines.length === 0) return <p className={styles.notice}>{EMPTY_SELECTION()}</p>;
  return (
    <table className={styles.summary}>
      <caption className="visually-hidden">{t('checkout.selectedItems')}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.slug}>
            <th scope="row">
              {line.title} <span className={styles.muted}>({line.sizeOption})</span>
            </th>
            <td>× {line.quantity}</td>
            <td>{subtotalText(line.unitCents, line.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('checkout.total')}
          </th>
          <td>{totalText(cartTotal(lines))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
