import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useQuery } from '@tanstack/react-query';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import styles from './captcha.module.css';
import { siteQuery } from './site-query.ts';

/**
 * The human check on the contact and checkout forms (DESIGN 'Captcha'): Cloudflare Turnstile with the
 * light theme (SPEC 9). Without a site key the captcha is off: nothing renders and the form counts as passed.
 * Tokens are single-use, so a form calls `reset()` after every submit, successful or not.
 */

export type CaptchaState = { passed: boolean; token: string | undefined };
export type CaptchaHandle = { reset(): void };

type CaptchaProps = { ref?: Ref<CaptchaHandle>; onChange: (state: CaptchaState) => void };

const WAITING: CaptchaState = { passed: false, token: undefined };

export function Captcha({ ref, onChange }: CaptchaProps) {
  const site = useQuery(siteQuery());
  const siteKey = site.data?.turnstileSiteKey;
  const widget = useRef<TurnstileInstance>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (siteKey === null) onChange({ passed: true, token: undefined });
  }, [siteKey, onChange]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (!siteKey) return;
        onChange(WAITING);
        widget.current?.reset();
      },
    }),
    [siteKey, onChange],
  );

  if (site.isError) {
    return (
      <p className={styles.problem} role="alert">
        The human check could not be loaded. Refresh the page and try again.
      </p>
    );
  }
  if (!siteKey) return null;
  return (
    <div className={styles.captcha}>
      <Turnstile
        ref={widget}
        siteKey={siteKey}
        options={{ theme: 'light', action: 'form' }}
        onSuccess={(token) => {
          setFailed(false);
          onChange({ passed: true, token });
        }}
        onExpire={() => onChange(WAITING)}
        onError={() => {
          setFailed(true);
          onChange(WAITING);
        }}
      />
      {failed && (
        <p className={styles.problem} role="alert">
          The human check did not succeed. It will try again; if it keeps failing, refresh the page.
        </p>
      )}
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
