import { test as base, expect } from '@playwright/test';
import { installTurnstileStub } from './turnstile-stub.ts';

/**
 * Every end-to-end test fails on an error in the browser console or an uncaught page error,
 * unless it declares the messages it expects with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void; turnstileStub: undefined }>({
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
