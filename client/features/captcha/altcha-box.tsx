import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import styles from './captcha.module.css';
import { altchaStrings, CAPTCHA_TEXTS } from './texts.ts';

/**
 * Self-hosted ALTCHA: nothing goes to another host. The CSP-friendly build: workers registered here, not blob: URLs.
 */

export type AltchaHandle = { reset(): void };

type WidgetElement = HTMLElement & {
  reset(): void;
  verify(): Promise<unknown>;
};

type Props = {
  ref?: React.Ref<AltchaHandle>;
  onPayload: (payload: string | undefined) => void;
};

let loading: Promise<void> | undefined;

function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [, , worker] = await Promise.all([
      import('altcha/external'),
      import('altcha/altcha.css'),
      import('altcha/workers/pbkdf2?worker'),
    ]);
    const registry = globalThis.$altcha;
    registry.algorithms.set('PBKDF2/SHA-256', () => new worker.default());
    const strings = altchaStrings();
    for (const code of new Set(['en', document.documentElement.lang, document.documentElement.lang.toLowerCase()])) {
      if (code) registry.i18n.set(code, { ...registry.i18n.get(code), ...strings });
    }
  })();
  // A failed load is not kept: the next form to ask tries again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export function AltchaBox({ ref, onPayload }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<WidgetElement | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable' | 'failed'>('loading');

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        onPayload(undefined);
        const element = widget.current;
        if (typeof element?.reset !== 'function') return;
        element.reset();
        void element.verify();
      },
    }),
    [onPayload],
  );

  useEffect(() => {
    let cancelled = false;
    let element: WidgetElement | null = null;
    loadAltcha().then(
      () => {
        if (cancelled || !host.current) return;
        element = document.createElement('altcha-widget') as WidgetElement;
        element.setAttribute('challenge', '/api/site/challenge');
        element.setAttribute('auto', 'onload');
        element.setAttribute('language', 'en');
        // The widget's methods exist only once it has loaded, so its options go in as an attribute.
        element.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }));
        element.addEventListener('statechange', (event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          if (state === 'verified' && payload) {
            setStatus('ready');
            onPayload(payload);
          } else if (state === 'error') {
            setStatus('failed');
            onPayload(undefined);
          } else {
            if (state === 'verifying') setStatus('ready');
            onPayload(undefined);
          }
        });
        host.current.append(element);
        widget.current = element;
      },
      () => {
        if (!cancelled) setStatus('unavailable');
      },
    );
    return () => {
      cancelled = true;
      element?.remove();
      widget.current = null;
    };
  }, [onPayload]);

  if (status === 'unavailable') {
    return (
      <p className={styles.problem} role="alert">
        {CAPTCHA_TEXTS.fallbackUnavailable}
      </p>
    );
  }
  return (
    <>
      <div ref={host} className={styles.altcha} data-testid="altcha" />
      {status === 'failed' && (
        <p className={styles.problem} role="alert">
          {CAPTCHA_TEXTS.altchaFailed}
        </p>
      )}
    </>
  );
}
