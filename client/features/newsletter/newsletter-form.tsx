import { type FormEvent, useId, useState } from 'react';
import { t } from '#shared/messages/index';
import { api } from '../../lib/api.ts';
import styles from './newsletter-form.module.css';

type Outcome = { ok: boolean; text: string } | null;

const FAILED = () => t('newsletter.failed');

function refusal(body: unknown): string {
  const { errors, error } = (body ?? {}) as { errors?: { msg?: unknown }[]; error?: unknown };
  const msg = errors?.[0]?.msg;
  if (typeof msg === 'string') return msg;
  return typeof error === 'string' ? error : FAILED();
}

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const res = await api.newsletter.$post({ json: { email } });
      const body: unknown = await res.json().catch(() => null);
      const message = (body as { message?: unknown } | null)?.message;
      if (res.ok && typeof message === 'string') {
        setOutcome({ ok: true, text: message });
        setEmail('');
      } else setOutcome({ ok: false, text: refusal(body) });
    } catch {
      setOutcome({ ok: false, text: FAILED() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {t('newsletter.emailLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      <p
        className={`${styles.message} ${outcome?.ok === false ? styles.error : ''}`}
        role={outcome?.ok === false ? 'alert' : 'status'}
      >
        {outcome?.text}
      </p>
    </form>
  );
}
