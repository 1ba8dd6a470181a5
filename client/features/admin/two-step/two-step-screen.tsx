import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { OWNERS } from '#shared/roles';
import { api } from '../../../lib/api.ts';
import { sessionQuery } from '../../session/session-query.ts';
import { useMay } from '../access.ts';
import styles from '../accounts/accounts.module.css';
import { PasskeysSection } from './passkeys.tsx';
import { PasswordAgain } from './password-again.tsx';
import { TwoStepPolicy } from './policy.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoStepSetup } from './setup.tsx';
import { TWO_STEP_SCREEN as T } from './texts.ts';
import { twoStepQuery } from './two-step-query.ts';

const hasCodes = (answer: unknown): answer is { recoveryCodes: string[] } =>
  typeof answer === 'object' && answer !== null && 'recoveryCodes' in answer && Array.isArray(answer.recoveryCodes);

/**
 * One's own second factors (issue 29): passkeys and the authenticator app, set up, removed or turned off, and the
 * recovery codes renewed; owners set the rule.
 */
export function TwoStepScreen() {
  const state = useQuery(twoStepQuery());
  const { data: user } = useQuery(sessionQuery());
  const owns = useMay(OWNERS);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [said, setSaid] = useState('');
  const mustSetUp = user?.mustSetUpTwoStep === true;
  const showCodes = (next: string[]) => {
    setSaid('');
    setCodes(next);
  };

  return (
    <div className={`page ${styles.screen}`}>
      {mustSetUp ? null : (
        <p>
          <Link to="/admin/accounts">{T.back}</Link>
        </p>
      )}
      <h1>{T.title}</h1>
      {mustSetUp ? (
        <p className={styles.error} role="alert">
          {T.mustSetUp}
        </p>
      ) : null}
      <p>{T.intro}</p>
      {state.isError ? <p role="alert">{T.loadFailed}</p> : null}
      {codes ? <RecoveryCodes codes={codes} onKept={() => setCodes(null)} /> : null}
      {said ? (
        <p className={styles.success} role="status">
          {said}
        </p>
      ) : null}
      {state.data ? (
        <>
          <p>
            <strong>{state.data.on ? T.statusOn(state.data.recoveryCodesLeft) : T.statusOff}</strong>
          </p>
          <PasskeysSection onCodes={showCodes} />
          <section aria-labelledby="two-step-app-heading">
            <h2 id="two-step-app-heading">{T.appHeading}</h2>
            {state.data.app ? (
              <p>{T.appOn}</p>
            ) : (
              <TwoStepSetup
                label={state.data.on ? T.setUpApp : T.setUp}
                onDone={(answer) => (answer.recoveryCodes ? showCodes(answer.recoveryCodes) : setSaid(answer.message))}
              />
            )}
          </section>
          {state.data.app && state.data.required && state.data.passkeys === 0 ? (
            <p className={styles.hint}>{T.offRequired}</p>
          ) : null}
          {state.data.app && !(state.data.required && state.data.passkeys === 0) ? (
            <PasswordAgain
              {...(state.data.passkeys > 0
                ? { heading: T.removeAppHeading, note: T.removeAppNote, action: T.removeApp }
                : { heading: T.offHeading, note: T.offNote, action: T.off })}
              send={(password) => api.admin['two-step'].off.$post({ json: { password } })}
              onDone={(answer) => {
                setCodes(null);
                setSaid(typeof answer === 'object' && answer && 'message' in answer ? String(answer.message) : '');
              }}
            />
          ) : null}
          {state.data.on ? (
            <PasswordAgain
              heading={T.newCodesHeading}
              note={T.newCodesNote}
              action={T.newCodes}
              send={(password) => api.admin['two-step']['recovery-codes'].$post({ json: { password } })}
              onDone={(answer) => {
                setSaid('');
                if (hasCodes(answer)) setCodes(answer.recoveryCodes);
              }}
            />
          ) : null}
          {owns ? <TwoStepPolicy required={state.data.required} ownIsOn={state.data.on} /> : null}
        </>
      ) : null}
    </div>
  );
}
