import type { BrowserContext, Page } from '@playwright/test';

/**
 * The Turnstile script, replaced in the browser by a stub (DESIGN 'Captcha': tests never reach Cloudflare).
 * It implements the part of `window.turnstile` that @marsidev/react-turnstile calls, so the real component
 * runs: render shows a small box and reports a fresh 'pass-…' token, which the fake siteverify accepts once;
 * reset issues a new one. A test can make a page's first token fail with `failFirstCaptcha(page)`.
 */

export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js*';

const STUB = `(() => {
  const widgets = new Map();
  let count = 0;
  const find = (ref) => {
    if (ref === undefined) return widgets.values().next().value;
    if (typeof ref === 'string' && widgets.has(ref)) return widgets.get(ref);
    const el = typeof ref === 'string' ? document.querySelector(ref) : ref;
    return [...widgets.values()].find((w) => w.container === el);
  };
  const issue = (widget) => {
    widget.token = undefined;
    widget.box.textContent = 'Verifying…';
    setTimeout(() => {
      if (!widgets.has(widget.id)) return;
      const next = window.__turnstileStubNextToken;
      window.__turnstileStubNextToken = undefined;
      widget.token = next || 'pass-' + crypto.randomUUID();
      widget.box.textContent = 'Success!';
      widget.params.callback?.(widget.token);
    }, 30);
  };
  window.turnstile = {
    ready: (callback) => callback(),
    render(container, params) {
      const el = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'turnstile-stub-' + ++count;
      const box = document.createElement('div');
      box.setAttribute('data-testid', 'turnstile-stub');
      box.style.cssText = 'width:300px;height:65px;border:1px solid #d0d0d0;display:flex;align-items:center;padding:0 16px;font:14px sans-serif;background:#fafafa;color:#232323;box-sizing:border-box';
      el.appendChild(box);
      const widget = { id, container: el, box, params: params || {}, token: undefined };
      widgets.set(id, widget);
      issue(widget);
      return id;
    },
    execute(container) {
      const widget = find(container);
      if (widget) issue(widget);
    },
    reset(ref) {
      const widget = find(ref);
      if (widget) issue(widget);
    },
    remove(ref) {
      const widget = find(ref);
      if (!widget) return;
      widget.box.remove();
      widgets.delete(widget.id);
    },
    getResponse: (ref) => find(ref)?.token,
    isExpired: () => false,
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`;

/** Routes the Turnstile script to the stub for one page or a whole context. */
export async function installTurnstileStub(target: Page | BrowserContext): Promise<void> {
  await target.route(TURNSTILE_SCRIPT, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STUB }),
  );
}

/**
 * The first token of every page load from now on is refused by the fake siteverify; the widget's reset
 * after that submit brings a passing one, as a visitor's second try would.
 */
export async function failFirstCaptcha(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as { __turnstileStubNextToken?: string }).__turnstileStubNextToken = 'fail-e2e';
  });
}
