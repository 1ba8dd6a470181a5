import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { AltchaBox, type AltchaHandle } from './altcha-box.tsx';
import styles from './captcha.module.css';
import { siteQuery } from './site-query.ts';
import { CAPTCHA_TEXTS, TURNSTILE_PATIENCE_MS } from './texts.ts';

/**
 * The human check on the login, contact and checkout forms (DESIGN 'Captcha'). Cloudflare Turnstile with the
 * light theme (SPEC 9) comes first; where its script cannot load, its widget does not appear within a few
 * seconds or it reports an error (mainland China, where Cloudflare's challenge host is unreachable), the form switches by itself to
 * the self-hosted proof of work and says so in one sentence. With CAPTCHA=altcha that check is the only one.
 * Without a captcha nothing renders and the form counts as passed. Proofs are single-use, so a form calls
 * `reset()` after every submit, successful or not.
 */

export type CaptchaState = { passed: boolean; token: string | undefined };
export type CaptchaHandle = { reset(): void };

type CaptchaProps = { ref?: Ref<CaptchaHandle>; onChange: (state: CaptchaState) => void };

const WAITING: CaptchaState = { passed: false, token: undefined };

export function Captcha({ ref, onChange }: CaptchaProps) {
  const site = useQuery(siteQuery());
  const mode = site.data?.captcha;
  const siteKey = site.data?.turnstileSiteKey;
  const turnstile = useRef<TurnstileInstance>(null);
  const altcha = useRef<AltchaHandle>(null);
  const [fallback, setFallback] = useState(false);
  const [rendered, setRendered] = useState(false);
  const useAltcha = mode === 'altcha' || (mode === 'turnstile' && fallback);

  useEffect(() => {
    if (mode === null) onChange({ passed: true, token: undefined });
  }, [mode, onChange]);

  // A script that never arrives (a blocked host often just hangs) counts as failed after a few seconds.
  useEffect(() => {
    if (mode !== 'turnstile' || fallback || rendered) return;
    const timer = setTimeout(() => setFallback(true), TURNSTILE_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [mode, fallback, rendered]);

  const onPayload = useCallback(
    (payload: string | undefined) => onChange(payload ? { passed: true, token: payload } : WAITING),
    [onChange],
  );

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (!mode) return;
        onChange(WAITING);
        if (useAltcha) altcha.current?.reset();
        else turnstile.current?.reset();
      },
    }),
    [mode, useAltcha, onChange],
  );

  if (site.isError) {
    return (
      <p className={styles.problem} role="alert">
        {CAPTCHA_TEXTS.siteUnavailable}
      </p>
    );
  }
  if (!mode) return null;
  if (useAltcha) {
    return (
      <div className={styles.captcha}>
        <p className={styles.note} role="status">
          {mode === 'altcha' ? CAPTCHA_TEXTS.altchaOnly : CAPTCHA_TEXTS.switching}
        </p>
        <AltchaBox ref={altcha} onPayload={onPayload} />
      </div>
    );
  }
  return (
    <div className={styles.captcha}>
      <Turnstile
        ref={turnstile}
        siteKey={siteKey ?? ''}
        options={{ theme: 'light', action: 'form' }}
        scriptOptions={{ onError: () => setFallback(true) }}
        onWidgetLoad={() => setRendered(true)}
        onSuccess={(token) => onChange({ passed: true, token })}
        onExpire={() => onChange(WAITING)}
        // A widget that cannot finish (its frame blocked, say) hands over too, rather than retrying in vain.
        onError={() => {
          onChange(WAITING);
          setFallback(true);
        }}
      />
    </div>
  );
}

/** A form's captcha: its state, the props for `<Captcha>`, and `reset` for after each submit. */
export function useCaptcha() {
  const ref = useRef<CaptchaHandle>(null);
  const [state, setState] = useState<CaptchaState>(WAITING);
  const onChange = useCallback((next: CaptchaState) => setState(next), []);
  const reset = useCallback(() => ref.current?.reset(), []);
  return { ...state, reset, props: { ref, onChange } };
}
