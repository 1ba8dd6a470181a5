import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import type { JsonResponse } from '../../../lib/api.ts';
import styles from '../accounts/accounts.module.css';
import { TWO_STEP_SCREEN as T } from './texts.ts';
import { CallErrors, useTwoStepCall } from './two-step-call.tsx';

type Props = {
  heading: string;
  note: string;
  action: string;
  send: (password: string) => Promise<JsonResponse>;
  onDone: (answer: unknown) => void;
};

/** A change to one's second factor that asks for the password again, so a browser left open cannot make it. */
export function PasswordAgain({ heading, note, action, send, onDone }: Props) {
  const id = useId();
  const { busy, errors, call } = useTwoStepCall();
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const answer = await call(() => send(password));
    setPassword('');
    if (answer) onDone(answer);
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className={styles.hint}>{note}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField
          id={`${id}-password`}
          label={T.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          disabled={busy}
          required
        />
        <p>
          <button type="submit" className="button button-quiet" disabled={busy || password === ''}>
            {busy ? T.working : action}
          </button>
        </p>
        <CallErrors errors={errors} className={styles.error} />
      </form>
    </section>
  );
}
