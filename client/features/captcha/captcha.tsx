import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { AltchaBox, type AltchaHandle } from './altcha-box.tsx';
import styles from './captcha.module.css';
import { siteQuery } from './site-query.ts';
import { CAPTCHA_TEXTS, TURNSTILE_PATIENCE_MS } from './texts.ts';

/**
 * DESIGN 'Captcha': Turnstile (SPEC 9) first; where it cannot load or show within seconds (mainland China),
 * the self-hosted proof of work.
 * Proofs are single-use, so a form calls `reset()` after every submit.
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

export function useCaptcha() {
  const ref = useRef<CaptchaHandle>(null);
  const [state, setState] = useState<CaptchaState>(WAITING);
  const onChange = useCallback((next: CaptchaState) => setState(next), []);
  const reset = useCallback(() => ref.current?.reset(), []);
  return { ...state, reset, props: { ref, onChange } };
}
