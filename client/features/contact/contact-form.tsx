import { type FormEvent, useId, useState } from 'react';
import { contactSchema } from '#shared/contact';
import { t } from '#shared/messages/index';
import { FormField } from '../../components/form-field.tsx';
import { type Sent, SentConfirmation } from '../../components/sent-confirmation.tsx';
import { api } from '../../lib/api.ts';
import { Captcha, useCaptcha } from '../captcha/captcha.tsx';
import { issueTexts, sendForm } from '../captcha/send-form.ts';
import styles from './contact-form.module.css';
import { CONTACT_TEXTS } from './texts.ts';

const EMPTY = { name: '', email: '', phone: '', country: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;

/** SPEC 4 'Contact form': the shared schema checks the fields first, so a slip costs no captcha. */
export function ContactForm() {
  const id = useId();
  const captcha = useCaptcha();
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [sent, setSent] = useState<Sent | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !captcha.passed) return;
    setSent(null);
    const checked = contactSchema.safeParse({ ...fields, captchaToken: captcha.token });
    if (!checked.success) return setErrors(issueTexts(checked.error.issues));
    setBusy(true);
    setErrors([]);
    const outcome = await sendForm(() => api.send.contact.$post({ json: checked.data }));
    setBusy(false);
    // DESIGN 'Captcha': a token is good for one request, whatever its answer.
    captcha.reset();
    if (!outcome.ok) return setErrors(outcome.errors);
    setSent({ said: outcome.said, reference: outcome.reference ?? '' });
    setFields(EMPTY);
  }

  // The value is read now: by the time an updater runs, React has cleared the event's currentTarget.
  const set = (name: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setFields((previous) => ({ ...previous, [name]: value }));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.pair}>
        <FormField
          id={`${id}-name`}
          label={t('form.name')}
          value={fields.name}
          onChange={set('name')}
          autoComplete="name"
          required
        />
        <FormField
          id={`${id}-email`}
          label={t('form.email')}
          type="email"
          value={fields.email}
          onChange={set('email')}
          autoComplete="email"
          required
        />
      </div>
      <div className={styles.pair}>
        <FormField
          id={`${id}-phone`}
          label={CONTACT_TEXTS.phone}
          type="tel"
          value={fields.phone}
          onChange={set('phone')}
          autoComplete="tel"
        />
        <FormField
          id={`${id}-country`}
          label={CONTACT_TEXTS.country}
          value={fields.country}
          onChange={set('country')}
          autoComplete="country-name"
        />
      </div>
      <FormField
        id={`${id}-subject`}
        label={t('form.subject')}
        value={fields.subject}
        onChange={set('subject')}
        required
      />
      <FormField
        multiline
        id={`${id}-message`}
        label={t('form.message')}
        className={styles.message}
        value={fields.message}
        onChange={set('message')}
        rows={6}
        required
      />
      <Captcha {...captcha.props} />
      <div>
        <button type="submit" className="button" disabled={!captcha.passed || busy}>
          {busy ? t('form.sending') : t('form.send')}
        </button>
      </div>
      {sent ? (
        <SentConfirmation sent={sent} title={t('sent.messageTitle', { reference: sent.reference })} level={3} />
      ) : errors.length > 0 ? (
        <ul className={styles.errors} role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
