import { type FormEvent, useId, useState } from 'react';
import { type PasswordChangeFormInput, passwordChangeFormSchema } from '#shared/accounts';
import { FormField } from '../../../components/form-field.tsx';
import { api } from '../../../lib/api.ts';
import { issueTexts, sendForm } from '../../captcha/send-form.ts';
import styles from './accounts.module.css';
import { ACCOUNTS_SCREEN as T } from './texts.ts';

const EMPTY: PasswordChangeFormInput = { currentPassword: '', newPassword: '', verifyPassword: '' };

export function PasswordForm() {
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [success, setSuccess] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSuccess('');
    const checked = passwordChangeFormSchema.safeParse(fields);
    if (!checked.success) return setErrors(issueTexts(checked.error.issues));
    setBusy(true);
    setErrors([]);
    const outcome = await sendForm(() => api.admin.accounts.password.$post({ json: checked.data }), T.unreachable);
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.errors);
    setSuccess(outcome.message);
    setFields(EMPTY);
  }

  const set = (name: keyof PasswordChangeFormInput) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setFields((f) => ({ ...f, [name]: value }));
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{T.passwordHeading}</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField
          id={`${id}-current`}
          label={T.currentPassword}
          type="password"
          autoComplete="current-password"
          value={fields.currentPassword}
          onChange={set('currentPassword')}
          disabled={busy}
          required
        />
        <FormField
          id={`${id}-new`}
          label={T.newPassword}
          type="password"
          autoComplete="new-password"
          hint={T.passwordRules}
          hintClassName={styles.hint}
          value={fields.newPassword}
          onChange={set('newPassword')}
          disabled={busy}
          required
        />
        <FormField
          id={`${id}-verify`}
          label={T.verifyPassword}
          type="password"
          autoComplete="new-password"
          value={fields.verifyPassword}
          onChange={set('verifyPassword')}
          disabled={busy}
          required
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? T.changing : T.change}
        </button>
        {success ? (
          <p className={styles.success} role="status">
            {success}
          </p>
        ) : null}
        {errors.length > 0 ? (
          <div className={styles.error} role="alert">
            <ul>
              {errors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </form>
    </section>
  );
}
