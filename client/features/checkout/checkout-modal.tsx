import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { checkoutSchema, EMPTY_SELECTION } from '#shared/checkout';
import { formatCents, lineCents, totalCents } from '#shared/money';
import { FormField } from '../../components/form-field.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { api } from '../../lib/api.ts';
import { issueTexts, sendForm } from '../captcha/send-form.ts';
import type { CartLine } from '../cart/cart-lines.ts';
import styles from './checkout.module.css';

/** SPEC 4: the success message stays for 3 seconds, then the modal closes. */
const CLOSE_AFTER_MS = 3000;

type Props = {
  open: boolean;
  lines: (CartLine & { title: string })[];
  captchaToken: string | undefined;
  onClose: () => void;
  /** After every request: captcha tokens are single-use. */
  onSubmitted: () => void;
  /** The lines that were sent leave the cart. */
  onSent: (slugs: string[]) => void;
};

/**
 * The enquiry form (SPEC 2 'Checkout page'). A native modal <dialog>: the page behind is inert so focus stays
 * inside, Escape closes it, and a click on the backdrop (the dialog box itself, outside its content) too.
 */
export function CheckoutModal({ open, lines, captchaToken, onClose, onSubmitted, onSent }: Props) {
  const id = useId();
  const [fields, setFields] = useState({ name: '', email: '', notes: '' });
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [success, setSuccess] = useState('');

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onClose, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  // A fresh form each time it opens; a sent enquiry's message must not greet the next one.
  useEffect(() => {
    if (!open) return;
    setErrors([]);
    setSuccess('');
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!understood || busy || success) return;
    if (lines.length === 0) return setErrors([EMPTY_SELECTION]);
    const body = {
      ...fields,
      cart: lines.map(({ slug, sizeOption, quantity, price, title }) => ({ slug, sizeOption, quantity, price, title })),
      captchaToken,
    };
    const checked = checkoutSchema.safeParse(body);
    if (!checked.success) return setErrors(issueTexts(checked.error.issues));
    setBusy(true);
    setErrors([]);
    const outcome = await sendForm(() => api.send.checkout.$post({ json: body }));
    setBusy(false);
    onSubmitted();
    if (!outcome.ok) return setErrors(outcome.errors);
    setSuccess(outcome.message);
    setFields({ name: '', email: '', notes: '' });
    setUnderstood(false);
    onSent(lines.map((l) => l.slug));
  }

  // The value is read now: by the time an updater runs, React has cleared the event's currentTarget.
  const set = (name: keyof typeof fields) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setFields((f) => ({ ...f, [name]: value }));
  };

  return (
    <ModalDialog open={open} className={styles.modal} labelledBy={`${id}-title`} onClose={onClose} onBackdrop={onClose}>
      <div className={styles.modalBody}>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
        <h2 id={`${id}-title`}>Your enquiry</h2>
        {success ? (
          // The sent lines have left the cart by now; the message is all there is to show.
          <p className={styles.success} role="status">
            {success}
          </p>
        ) : (
          <>
            <Summary lines={lines} />
            <form className={styles.form} onSubmit={submit} noValidate>
              <FormField
                bare
                id={`${id}-name`}
                label="Name"
                value={fields.name}
                onChange={set('name')}
                autoComplete="name"
                required
              />
              <FormField
                bare
                id={`${id}-email`}
                label="Email"
                type="email"
                value={fields.email}
                onChange={set('email')}
                autoComplete="email"
                required
              />
              <FormField
                bare
                multiline
                id={`${id}-notes`}
                label="Additional notes"
                value={fields.notes}
                onChange={set('notes')}
                rows={3}
              />
              <section className={styles.privacy} aria-labelledby={`${id}-read`}>
                <h3 id={`${id}-read`}>Please Read</h3>
                <p>
                  No payment is taken online. Sending this enquiry passes your name, e-mail address, notes and the items
                  above to the gallery, which uses them only to answer it. Our staff will contact you within 2 business
                  days to confirm availability, shipping and payment. See our <Link to="/privacy">privacy policy</Link>.
                </p>
              </section>
              <div className={styles.tick}>
                <input
                  id={`${id}-understood`}
                  type="checkbox"
                  checked={understood}
                  onChange={(e) => setUnderstood(e.currentTarget.checked)}
                />
                <label htmlFor={`${id}-understood`}>I understand the ordering process.</label>
              </div>
              <button type="submit" className={`button ${styles.send}`} disabled={!understood || busy}>
                {busy ? 'Sending…' : 'Confirm and Send'}
              </button>
              {errors.length > 0 && (
                <ul className={styles.errors} role="alert">
                  {errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              )}
            </form>
          </>
        )}
      </div>
    </ModalDialog>
  );
}

/** The ticked lines and their total, or SPEC 5's message when none is ticked. */
function Summary({ lines }: { lines: (CartLine & { title: string })[] }) {
  if (lines.length === 0) return <p className={styles.notice}>{EMPTY_SELECTION}</p>;
  return (
    <table className={styles.summary}>
      <caption className="visually-hidden">Selected items</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.slug}>
            <th scope="row">
              {line.title} <span className={styles.muted}>({line.sizeOption})</span>
            </th>
            <td>× {line.quantity}</td>
            <td>{formatCents(lineCents(line))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td>{formatCents(totalCents(lines))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
