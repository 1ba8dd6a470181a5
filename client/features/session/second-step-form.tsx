import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { lazyTexts } from '#shared/messages/index';
import { FormField } from '../../components/form-field.tsx';
import { api } from '../../lib/api.ts';
import { preloadPasskeys, signWithPasskey } from '../../lib/passkeys.ts';
import styles from './account-form.module.css';
import type { SessionUser } from './session-query.ts';
import { passkeyStepOptions, type SecondStepOffer, type SignInOutcome, signIn } from './sign-in.ts';

export const SECOND_STEP_TEXTS = lazyTexts({
  intro: 'page.login.secondStep.intro',
  passkeyIntro: 'page.login.secondStep.passkeyIntro',
  usePasskey: 'page.login.secondStep.usePasskey',
  waitingForPasskey: 'page.login.secondStep.waitingForPasskey',
  orCode: 'page.login.secondStep.orCode',
  orRecoveryCode: 'page.login.secondStep.orRecoveryCode',
  code: 'page.login.secondStep.code',
  recoveryCode: 'page.login.secondStep.recoveryCode',
  verify: 'page.login.secondStep.verify',
  verifying: 'page.login.secondStep.verifying',
  startAgain: 'page.login.secondStep.startAgain',
});

const T = SECOND_STEP_TEXTS;

type Props = {
  offer: SecondStepOffer;
  onSignedIn: (user: SessionUser) => void;
  onRestart: (error?: string) => void;
};

/**
 * The second step of sign-in (issue 29): after the password, the account's passkey, a code from the app, or a
 * recovery code, which always works. The passkey comes first when the account has one.
 */
export function SecondStepForm({ offer, onSignedIn, onRestart }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const passkeyButton = useRef<HTMLButtonElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (offer.passkey) {
      passkeyButton.current?.focus();
      preloadPasskeys();
    } else input.current?.focus();
  }, [offer.passkey]);

  /** Signed in, sent back to the password, or told why not, with the focus where staff go on. */
  function settle(outcome: SignInOutcome, from: 'code' | 'passkey') {
    setBusy(null);
    if (outcome.ok === true) return onSignedIn(outcome.user);
    if (outcome.ok === false && outcome.restart) return onRestart(outcome.error);
    setError(outcome.ok === false ? outcome.error : '');
    // Once the buttons are enabled again, on the next render.
    requestAnimationFrame(() => (from === 'passkey' ? passkeyButton : input).current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy('code');
    setError('');
    const outcome = await signIn(() => api.user.login['second-step'].$post({ json: { code } }));
    setCode('');
    settle(outcome, 'code');
  }

  async function passkeyStep() {
    if (busy) return;
    setBusy('passkey');
    setError('');
    const options = await passkeyStepOptions(() => api.user.login.passkey.options.$post({ json: {} }));
    if (!options.ok) return settle(options, 'passkey');
    const signed = await signWithPasskey(options.options);
    if (!signed.ok) return settle({ ok: false, error: signed.error }, 'passkey');
    settle(await signIn(() => api.user.login.passkey.$post({ json: { credential: signed.credential } })), 'passkey');
  }

  const describedBy = error ? `${id}-error` : `${id}-intro`;
  return (
    <>
      {offer.passkey ? (
        <div className={styles.form}>
          <p className={styles.hint}>{T.passkeyIntro}</p>
          <button
            ref={passkeyButton}
            type="button"
            className={`button ${styles.submit}`}
            onClick={passkeyStep}
            disabled={busy !== null}
            aria-describedby={error ? describedBy : undefined}
          >
            {busy === 'passkey' ? T.waitingForPasskey : T.usePasskey}
          </button>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={submit} aria-describedby={describedBy}>
        <p id={`${id}-intro`} className={styles.hint}>
          {offer.passkey ? (offer.app ? T.orCode : T.orRecoveryCode) : T.intro}
        </p>
        <FormField
          ref={input}
          id={`${id}-code`}
          label={offer.app ? T.code : T.recoveryCode}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          required
        />
        <div className={styles.actions}>
          <button type="submit" className={`button ${styles.submit}`} disabled={busy !== null || code.trim() === ''}>
            {busy === 'code' ? T.verifying : T.verify}
          </button>
          <button type="button" className="button button-quiet" onClick={() => onRestart()} disabled={busy !== null}>
            {T.startAgain}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </>
  );
}
