import { useState } from 'react';
import { api } from '../../../lib/api.ts';
import styles from '../accounts/accounts.module.css';
import { TWO_STEP_SCREEN as T } from './texts.ts';
import { CallErrors, useTwoStepCall } from './two-step-call.tsx';

/** Owners only: whether every account must sign in in two steps. */
export function TwoStepPolicy({ required, ownIsOn }: { required: boolean; ownIsOn: boolean }) {
  const { busy, errors, call } = useTwoStepCall();
  const [said, setSaid] = useState('');
  async function change(next: boolean) {
    setSaid('');
    const answer = await call(() => api.admin['two-step'].policy.$put({ json: { required: next } }));
    if (answer) setSaid(answer.message);
  }
  return (
    <section aria-labelledby="two-step-policy-heading">
      <h2 id="two-step-policy-heading">{T.policyHeading}</h2>
      <p>{required ? T.policyOn : T.policyOff}</p>
      {!required && !ownIsOn ? <p className={styles.hint}>{T.policyOwnFirst}</p> : null}
      <p>
        <button
          type="button"
          className="button button-quiet"
          disabled={busy || (!required && !ownIsOn)}
          onClick={() => change(!required)}
        >
          {required ? T.stopRequiring : T.require}
        </button>
      </p>
      {said ? (
        <p className={styles.success} role="status">
          {said}
        </p>
      ) : null}
      <CallErrors errors={errors} className={styles.error} />
    </section>
  );
}
