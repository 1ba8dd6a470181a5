import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { api } from '../../lib/api.ts';
import { Captcha, useCaptcha } from '../captcha/captcha.tsx';
import styles from './account-form.module.css';
import { SecondStepForm } from './second-step-form.tsx';
import { SESSION_KEY, type SessionUser } from './session-query.ts';
import { type SecondStepOffer, signIn } from './sign-in.ts';

/**
 * SPEC 4 'Login': after every attempt the form is cleared and the single-use captcha renewed. An account with
 * two-step sign-in is then asked for its code (issue 29).
 */
export function LoginForm() {
  const id = useId();
  const captcha = useCaptcha();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const emailInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [secondStep, setSecondStep] = useState<SecondStepOffer | null>(null);

  async function signedIn(user: SessionUser) {
    queryClient.setQueryData(SESSION_KEY, user);
    await navigate({ to: '/admin' });
  }

  function restart(why = '') {
    setSecondStep(null);
    setError(why);
    // The password form is back on the next render.
    requestAnimationFrame(() => emailInput.current?.focus());
  }

  const ready = captcha.passed && email.trim() !== '' && password !== '' && !busy;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError('');
    const outcome = await signIn(() =>
      api.user.login.$post({ json: { email, password, captchaToken: captcha.token } }),
    );
    setBusy(false);
    setEmail('');
    setPassword('');
    captcha.reset();
    if (outcome.ok === true) return signedIn(outcome.user);
    if (outcome.ok === 'second-step') return setSecondStep({ passkey: outcome.passkey, app: outcome.app });
    setError(outcome.error);
    emailInput.current?.focus();
  }

  if (secondStep) return <SecondStepForm offer={secondStep} onSignedIn={signedIn} onRestart={restart} />;

  return (
    <form className={styles.form} onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined}>
      <FormField
        ref={emailInput}
        id={`${id}-email`}
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        required
      />
      <FormField
        id={`${id}-password`}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        required
      />
      <Captcha {...captcha.props} />
      <button type="submit" className={`button ${styles.submit}`} disabled={!ready}>
        {busy ? 'Logging in…' : 'Log In'}
      </button>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
