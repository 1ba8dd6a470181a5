import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { api } from '../../../lib/api.ts';
import styles from '../accounts/accounts.module.css';
import { TWO_STEP_SCREEN as T } from './texts.ts';
import own from './two-step.module.css';
import { CallErrors, useTwoStepCall } from './two-step-call.tsx';

type Key = { key: string; qrSvg: string };
export type SetUpAnswer = { message: string; recoveryCodes?: string[] };

/**
 * Setting up the app (issue 29): the server makes a new key and its QR code; the app's first code turns
 * the app on and, on an account that had no passkey, brings the recovery codes, handed to `onDone` to show once.
 */
export function TwoStepSetup({ label, onDone }: { label: string; onDone: (answer: SetUpAnswer) => void }) {
  const id = useId();
  const { busy, errors, call, clearErrors } = useTwoStepCall();
  const [key, setKey] = useState<Key | null>(null);
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (key) codeInput.current?.focus();
  }, [key]);

  async function start() {
    const made = await call(() => api.admin['two-step'].setup.$post());
    if (made) setKey({ key: made.key, qrSvg: made.qrSvg });
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const done = await call(() => api.admin['two-step'].confirm.$post({ json: { code } }));
    setCode('');
    if (done) onDone(done);
    else codeInput.current?.focus();
  }

  if (!key) {
    return (
      <>
        <p>
          <button type="button" className="button" onClick={start} disabled={busy}>
            {busy ? T.starting : label}
          </button>
        </p>
        <CallErrors errors={errors} className={styles.error} />
      </>
    );
  }

  return (
    <form className={`${styles.form} ${own.setup}`} onSubmit={confirm} noValidate>
      <p>{T.scan}</p>
      <img
        className={own.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(key.qrSvg)}`}
        alt={T.qrAlt}
        width={200}
        height={200}
      />
      <p>
        {T.typeKey} <code className={own.key}>{key.key}</code>
      </p>
      <FormField
        ref={codeInput}
        id={`${id}-code`}
        label={T.firstCode}
        hint={T.firstCodeHint}
        hintClassName={styles.hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        disabled={busy}
        required
      />
      <div className={own.actions}>
        <button type="submit" className="button" disabled={busy || code.trim() === ''}>
          {busy ? T.turningOn : T.turnOn}
        </button>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            setKey(null);
            clearErrors();
          }}
          disabled={busy}
        >
          {T.cancel}
        </button>
      </div>
      <CallErrors errors={errors} className={styles.error} />
    </form>
  );
}
