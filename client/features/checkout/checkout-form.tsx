import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { checkoutSchema } from '#shared/checkout';
import { t } from '#shared/messages/index';
import { FormField } from '../../components/form-field.tsx';
import type { Sent } from '../../components/sent-confirmation.tsx';
import { api } from '../../lib/api.ts';
import { firstInvalid, noErrors, type SplitErrors, splitErrors } from '../../lib/field-errors.ts';
import { sendForm } from '../captcha/send-form.ts';
import styles from './checkout.module.css';
import { CHECKOUT_TEXTS } from './texts.ts';

export type CheckoutLine = { slug: string; sizeOption: string; quantity: number; price: number; title: string };

export type SentEnquiry = Sent & { lines: CheckoutLine[] };

const FIELDS = ['name', 'email', 'phone', 'country', 'notes'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: '', email: '', phone: '', country: '', notes: '' };
const NONE: SplitErrors<Field> = { fields: {}, form: [] };
const LINK = '\u0000';

type Props = {
  id: string;
  lines: CheckoutLine[];
  captchaToken: string | undefined;
  onSubmitted: () => void;
  onSuccess: (message: string, sent: SentEnquiry) => void;
};

/** Errors show where the visitor is looking, so on a phone nothing is hidden below the fold. */
export function CheckoutForm({ id, lines, captchaToken, onSubmitted, onSuccess }: Props) {
  const [fields, setFields] = useState(EMPTY);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState(NONE);
  // Bumped on every failed attempt, so the same errors twice still move the focus.
  const [attempt, setAttempt] = useState(0);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const field = firstInvalid(errors, FIELDS);
    // Centred, so the field's label above it and its error below it are in view too.
    const target = field ? document.getElementById(`${id}-${field}`) : top.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: field ? 'center' : 'nearest' });
  }, [attempt, errors, id]);

  const fail = (next: SplitErrors<Field>) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!understood || busy) return;
    const body = {
      ...fields,
      cart: lines.map(({ slug, sizeOption, quantity, price, title }) => ({ slug, sizeOption, quantity, price, title })),
      captchaToken,
    };
    const checked = checkoutSchema.safeParse(body);
    if (!checked.success) {
      return fail(
        splitErrors(
          checked.error.issues.map((i) => ({ msg: i.message, path: i.path })),
          FIELDS,
        ),
      );
    }
    setBusy(true);
    setErrors(NONE);
    const outcome = await sendForm(() => api.send.checkout.$post({ json: body }));
    setBusy(false);
    onSubmitted();
    if (!outcome.ok) return fail(splitErrors(outcome.entries, FIELDS));
    setFields(EMPTY);
    setUnderstood(false);
    const { said, reference = '' } = outcome;
    onSuccess(outcome.message, { said, reference, email: body.email, lines });
  }

  // The value is read now: by the time an updater runs, React has cleared the event's currentTarget.
  const set = (name: Field) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setFields((f) => ({ ...f, [name]: value }));
  };
  const field = (name: Field) => ({
    bare: true,
    id: `${id}-${name}`,
    value: fields[name],
    onChange: set(name),
    error: errors.fields[name],
  });
  const formErrors = errors.form.length > 0 ? errors.form : noErrors(errors) ? [] : [CHECKOUT_TEXTS.fixFields];

  // 'See our privacy policy.': the sentence around the link, in the page's word order.
  const [seeBefore, seeAfter] = t('checkout.privacySee', { link: LINK }).split(LINK);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div ref={top} tabIndex={-1} role="alert" className={formErrors.length > 0 ? styles.errors : undefined}>
        {formErrors.length > 0 ? (
          <ul>
            {formErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormField {...field('name')} label={t('form.name')} autoComplete="name" required />
      <FormField {...field('email')} label={t('form.email')} type="email" autoComplete="email" required />
      <FormField {...field('phone')} label={CHECKOUT_TEXTS.phone} type="tel" autoComplete="tel" />
      <FormField {...field('country')} label={CHECKOUT_TEXTS.country} autoComplete="country-name" />
      <FormField {...field('notes')} multiline label={t('checkout.notes')} rows={3} />
      <section className={styles.privacy} aria-labelledby={`${id}-read`}>
        <h3 id={`${id}-read`}>{t('checkout.pleaseRead')}</h3>
        <p>
          {t('checkout.privacyNote')} {seeBefore}
          <Link to="/privacy">{t('checkout.privacyLink')}</Link>
          {seeAfter}
        </p>
      </section>
      <div className={styles.tick}>
        <input
          id={`${id}-understood`}
          type="checkbox"
          checked={understood}
          onChange={(e) => setUnderstood(e.currentTarget.checked)}
        />
        <label htmlFor={`${id}-understood`}>{t('checkout.understood')}</label>
      </div>
      <button type="submit" className={`button ${styles.send}`} disabled={!understood || busy}>
        {busy ? t('checkout.sending') : t('checkout.confirm')}
      </button>
    </form>
  );
}
