import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { api } from '../../lib/api.ts';
import styles from './account-form.module.css';
import type { SessionUser } from './session-query.ts';
import { signIn } from './sign-in.ts';

export const SECOND_STEP_TEXTS = {
  intro: 'Enter the six-digit code your authenticator app shows now, or one of your recovery codes.',
  code: 'Code',
  verify: 'Verify',
  verifying: 'Verifying…',
  startAgain: 'Start again',
} as const;

type Props = { onSignedIn: (user: SessionUser) => void; onRestart: (error?: string) => void };

/** The second step of sign-in (issue 29): after the password, a code from the app or a recovery code. */
export function SecondStepForm({ onSignedIn, onRestart }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    setError('');
    const outcome = await signIn(() => api.user.login['second-step'].$post({ json: { code } }));
    setBusy(false);
    setCode('');
    if (outcome.ok === true) return onSignedIn(outcome.user);
    if (outcome.ok === false && outcome.restart) return onRestart(outcome.error);
    setError(outcome.ok === false ? outcome.error : '');
    input.current?.focus();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-describedby={error ? `${id}-error` : `${id}-intro`}>
      <p id={`${id}-intro`} className={styles.hint}>
        {SECOND_STEP_TEXTS.intro}
      </p>
      <FormField
        ref={input}
        id={`${id}-code`}
        label={SECOND_STEP_TEXTS.code}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        required
      />
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={busy || code.trim() === ''}>
          {busy ? SECOND_STEP_TEXTS.verifying : SECOND_STEP_TEXTS.verify}
        </button>
        <button type="button" className="button button-quiet" onClick={() => onRestart()} disabled={busy}>
          {SECOND_STEP_TEXTS.startAgain}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
