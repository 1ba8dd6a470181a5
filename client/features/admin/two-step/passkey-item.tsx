import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { api } from '../../../lib/api.ts';
import styles from '../accounts/accounts.module.css';
import { formatWhen } from '../accounts/texts.ts';
import { TWO_STEP_SCREEN as T } from './texts.ts';
import own from './two-step.module.css';
import { CallErrors, useTwoStepCall } from './two-step-call.tsx';

export type ListedPasskey = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

type Props = {
  passkey: ListedPasskey;
  onSaid: (message: string) => void;
  /** After a removal, when this item and its buttons are gone: where the focus goes instead. */
  onRemoved: () => void;
};

/**
 * One passkey: its name, when it was added and last used, and renaming or removing it in place. Removing asks
 * for the password again, as turning the app off does; Cancel or a change puts the focus back on its button.
 */
export function PasskeyItem({ passkey, onSaid, onRemoved }: Props) {
  const id = useId();
  const { busy, errors, call, clearErrors } = useTwoStepCall();
  const [mode, setMode] = useState<'idle' | 'rename' | 'remove'>('idle');
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const param = { id: String(passkey.id) };

  useEffect(() => {
    if (mode !== 'idle') field.current?.focus();
  }, [mode]);

  function open(next: 'rename' | 'remove') {
    clearErrors();
    setValue(next === 'rename' ? passkey.name : '');
    setMode(next);
  }

  function back(to: 'rename' | 'remove') {
    setMode('idle');
    clearErrors();
    // The buttons are back on the next render.
    requestAnimationFrame(() => (to === 'rename' ? renameButton : removeButton).current?.focus());
  }

  // After a refusal the field is enabled again on the next render.
  const refocus = () => requestAnimationFrame(() => field.current?.focus());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (mode === 'rename') {
      const done = await call(() => api.admin['two-step'].passkeys[':id'].$put({ param, json: { name: value } }));
      if (!done) return refocus();
      onSaid(done.message);
      return back('rename');
    }
    const done = await call(() => api.admin['two-step'].passkeys[':id'].$delete({ param, json: { password: value } }));
    setValue('');
    if (!done) return refocus();
    onSaid(done.message);
    onRemoved();
  }

  return (
    <li className={styles.account}>
      <h3 className={styles.email}>{passkey.name}</h3>
      <dl className={styles.facts}>
        <dt>{T.passkeyAdded}</dt>
        <dd>{formatWhen(passkey.createdAt)}</dd>
        <dt>{T.passkeyLastUsed}</dt>
        <dd>{passkey.lastUsedAt ? formatWhen(passkey.lastUsedAt) : T.passkeyNeverUsed}</dd>
      </dl>
      {mode === 'idle' ? (
        <div className={own.actions}>
          <button
            ref={renameButton}
            type="button"
            className="button button-quiet"
            aria-label={T.renameLabel(passkey.name)}
            onClick={() => open('rename')}
          >
            {T.rename}
          </button>
          <button
            ref={removeButton}
            type="button"
            className="button button-quiet"
            aria-label={T.removeLabel(passkey.name)}
            onClick={() => open('remove')}
          >
            {T.removePasskey}
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {mode === 'remove' ? <p className={styles.hint}>{T.removePasskeyNote}</p> : null}
          <FormField
            ref={field}
            id={`${id}-${mode}`}
            label={mode === 'rename' ? T.newName : T.password}
            type={mode === 'rename' ? 'text' : 'password'}
            autoComplete={mode === 'rename' ? 'off' : 'current-password'}
            maxLength={mode === 'rename' ? 60 : undefined}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            disabled={busy}
            required
          />
          <div className={own.actions}>
            <button type="submit" className="button" disabled={busy || value.trim() === ''}>
              {busy ? T.working : mode === 'rename' ? T.save : T.removePasskey}
            </button>
            <button type="button" className="button button-quiet" onClick={() => back(mode)} disabled={busy}>
              {T.cancel}
            </button>
          </div>
          <CallErrors errors={errors} className={styles.error} />
        </form>
      )}
    </li>
  );
}
