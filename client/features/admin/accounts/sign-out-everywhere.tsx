import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import { sendForm } from '../../captcha/send-form.ts';
import { SESSION_KEY } from '../../session/session-query.ts';
import styles from './accounts.module.css';
import { ACCOUNTS_SCREEN as T } from './texts.ts';

export function SignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function signOut() {
    setBusy(true);
    const outcome = await sendForm(() => api.admin.accounts['sign-out-everywhere'].$post(), T.unreachable);
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.errors);
    queryClient.setQueryData(SESSION_KEY, null);
    await navigate({ to: '/login', replace: true });
  }

  return (
    <section aria-labelledby="everywhere-heading">
      <h2 id="everywhere-heading">{T.everywhereHeading}</h2>
      <p className={styles.hint}>{T.everywhereNote}</p>
      <button type="button" className="button button-quiet" disabled={busy} onClick={signOut}>
        {T.everywhere}
      </button>
      {errors.length > 0 ? (
        <p className={styles.error} role="alert">
          {errors.join(' ')}
        </p>
      ) : null}
    </section>
  );
}
