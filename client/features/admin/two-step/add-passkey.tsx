import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { passkeyNameSchema } from '#shared/passkeys';
import { FormField } from '../../../components/form-field.tsx';
import { api } from '../../../lib/api.ts';
import { createPasskey, preloadPasskeys } from '../../../lib/passkeys.ts';
import styles from '../accounts/accounts.module.css';
import { TWO_STEP_SCREEN as T } from './texts.ts';
import own from './two-step.module.css';
import { CallErrors, useTwoStepCall } from './two-step-call.tsx';

export type AddedPasskey = { message: string; recoveryCodes?: string[] };

/**
 * Adding a passkey (issue 29): a name first, checked here so the device is not asked for a passkey the server
 * would then refuse, then the browser's own window, then the server's check. The account's first factor brings
 * its recovery codes, handed to `onAdded` to show once.
 */
export function AddPasskey({ onAdded }: { onAdded: (answer: AddedPasskey) => void }) {
  const id = useId();
  const { errors, call, clearErrors } = useTwoStepCall();
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [ceremonyError, setCeremonyError] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    nameInput.current?.focus();
    preloadPasskeys();
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    setName('');
    setNameError('');
    setCeremonyError('');
    clearErrors();
    // The button is back on the next render.
    if (refocus) requestAnimationFrame(() => opener.current?.focus());
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    setCeremonyError('');
    const checked = passkeyNameSchema.safeParse(name);
    setNameError(checked.success ? '' : (checked.error.issues[0]?.message ?? ''));
    if (!checked.success) return nameInput.current?.focus();
    setWorking(true);
    const options = await call(() => api.admin['two-step'].passkeys.options.$post({ json: {} }));
    const made = options ? await createPasskey(options) : undefined;
    if (made && !made.ok) setCeremonyError(made.error);
    const added = made?.ok
      ? await call(() =>
          api.admin['two-step'].passkeys.$post({ json: { name: checked.data, credential: made.credential } }),
        )
      : undefined;
    setWorking(false);
    // The field is enabled again on the next render.
    if (!added) return requestAnimationFrame(() => nameInput.current?.focus());
    onAdded(added);
    // The recovery codes take the focus when they come; otherwise it goes back where staff started.
    close(!('recoveryCodes' in added));
  }

  if (!open) {
    return (
      <p>
        <button ref={opener} type="button" className="button" onClick={() => setOpen(true)}>
          {T.addPasskey}
        </button>
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={add} noValidate>
      <FormField
        ref={nameInput}
        id={`${id}-name`}
        label={T.passkeyName}
        hint={T.passkeyNameHint}
        hintClassName={styles.hint}
        error={nameError || undefined}
        autoComplete="off"
        maxLength={60}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        disabled={working}
        required
      />
      <div className={own.actions}>
        <button type="submit" className="button" disabled={working}>
          {working ? T.waiting : T.continue}
        </button>
        <button type="button" className="button button-quiet" onClick={() => close(true)} disabled={working}>
          {T.cancel}
        </button>
      </div>
      {ceremonyError ? (
        <p className={styles.error} role="alert">
          {ceremonyError}
        </p>
      ) : null}
      <CallErrors errors={errors} className={styles.error} />
    </form>
  );
}
