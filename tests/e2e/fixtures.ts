import { test as base, expect } from '@playwright/test';
import { installTurnstileStub } from './turnstile-stub.ts';

/**
 * Every end-to-end test fails on an error in the browser console or an uncaught page error,
 * unless it declares the messages it expects with `allowConsoleErrors`.
 */
/**
 * A page the server rendered shows before its script runs (server/services/first-screen.ts), and its buttons
 * and fields work once the app has taken it over. Every load of an app page therefore waits for that, as a
 * visitor would wait for a control to respond; a page that is no app page (a feed, a file) does not wait.
 */
const STARTED = () => !document.getElementById('root') || document.documentElement.dataset.started !== undefined;

export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void; turnstileStub: undefined }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // A test of the page without its script has nothing to wait for.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await page.waitForFunction(STARTED);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await page.waitForFunction(STARTED);
      return response;
    };
    await use(page);
  },
  // The e2e server runs with the captcha on (against a fake siteverify); no page may reach Cloudflare.
  turnstileStub: [
    async ({ page }, use) => {
      await installTurnstileStub(page);
      await use(undefined);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
