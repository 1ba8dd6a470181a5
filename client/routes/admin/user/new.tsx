import { createFileRoute, Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { signupFormSchema } from '#shared/auth';
import { NEW_ACCOUNT_ROLE, ROLES, type Role } from '#shared/roles';
import { FormField } from '../../../components/form-field.tsx';
import { ACCOUNTS_SCREEN } from '../../../features/admin/accounts/texts.ts';
import { issueTexts, sendForm } from '../../../features/captcha/send-form.ts';
import styles from '../../../features/session/account-form.module.css';
import { api } from '../../../lib/api.ts';
import { adminHead } from '../../../lib/head.ts';

/** SPEC 'Signup': the server adds the common-password list and the one-account-per-e-mail rule. */
export const Route = createFileRoute('/admin/user/new')({
  head: () => adminHead('Register New User', '/admin/user/new'),
  component: SignupScreen,
});

const EMPTY: { email: string; password: string; verifyPassword: string; role: Role } = {
  email: '',
  password: '',
  verifyPassword: '',
  role: NEW_ACCOUNT_ROLE,
};
const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';
const PASSWORD_RULES =
  '12 to 128 characters, not the e-mail address, and not a common password. A few unrelated words make a good one.';

function SignupScreen() {
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [success, setSuccess] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSuccess('');
    const checked = signupFormSchema.safeParse(fields);
    if (!checked.success) return setErrors(issueTexts(checked.error.issues));
    setBusy(true);
    setErrors([]);
    const outcome = await sendForm(() => api.admin.signup.$post({ json: checked.data }), UNREACHABLE);
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.errors);
    setSuccess(outcome.message);
    setFields(EMPTY);
  }

  // The value is read now: by the time an updater runs, React has cleared the event's currentTarget.
  const set = (name: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setFields((f) => ({ ...f, [name]: value }));
  };

  return (
    <div className={`page ${styles.panel}`}>
      <p>
        <Link to="/admin">Return to Admin Dashboard</Link>
      </p>
      <section aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Register New User</h1>
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormField
            id={`${id}-email`}
            label="Username (email)"
            type="email"
            autoComplete="off"
            value={fields.email}
            onChange={set('email')}
            required
          />
          <FormField
            id={`${id}-password`}
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_RULES}
            hintClassName={styles.hint}
            value={fields.password}
            onChange={set('password')}
            required
          />
          <FormField
            id={`${id}-verify`}
            label="Verify Password"
            type="password"
            autoComplete="new-password"
            value={fields.verifyPassword}
            onChange={set('verifyPassword')}
            required
          />
          <fieldset className={styles.choices}>
            <legend>Role</legend>
            {ROLES.map((role) => (
              <div key={role} className={styles.choice}>
                <input
                  id={`${id}-role-${role}`}
                  type="radio"
                  name="role"
                  value={role}
                  checked={fields.role === role}
                  aria-describedby={`${id}-role-${role}-note`}
                  onChange={set('role')}
                />
                <label htmlFor={`${id}-role-${role}`}>{ACCOUNTS_SCREEN.roleLabel(role)}</label>
                <p id={`${id}-role-${role}-note`} className={styles.hint}>
                  {ACCOUNTS_SCREEN.roleNote(role)}
                </p>
              </div>
            ))}
          </fieldset>
          <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
            {busy ? 'Creating…' : 'Create'}
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
      <p className={styles.after}>
        <Link to="/admin">Return to Admin Dashboard</Link>
      </p>
    </div>
  );
}
