import type { Page } from '@playwright/test';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { TURNSTILE_SCRIPT } from './turnstile-stub.ts';

/**
 * The human check never leaves a form waiting in silence (issue 13): a Turnstile script that never arrives
 * gives way to the self-hosted check after a few seconds, and when even that cannot load, the form says so.
 */

const FALLBACK_NOTE = /usual human check could not load on your network/;

async function openContact(page: Page) {
  await page.goto('/about#contact');
  return page.locator('form').filter({ has: page.getByRole('button', { name: 'Send' }) });
}

/** The contact form with Turnstile's script hanging, as a blocked host often does: no refusal, no answer. */
async function contactWithFallback(page: Page) {
  await page.route(TURNSTILE_SCRIPT, () => new Promise<void>(() => {}));
  const form = await openContact(page);
  const send = form.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await expect(form.getByText(FALLBACK_NOTE)).toBeVisible({ timeout: 10_000 });
  await expect(form.getByTestId('altcha').getByText('Done')).toBeVisible({ timeout: 15_000 });
  return { form, send };
}

test('a Turnstile script that hangs gives way to the self-hosted check, which passes', async ({ page }) => {
  const { send } = await contactWithFallback(page);
  await expect(send).toBeEnabled();
});

for (const width of WIDTHS) {
  test(`the contact form with the fallback has no serious accessibility problem at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await contactWithFallback(page);
    expect(await seriousA11yViolations(page), `the contact form with the fallback at ${width}px`).toEqual([]);
  });
}

test('a Turnstile widget that reports an error hands over to the self-hosted check', async ({ page }) => {
  // Its script arrives, but its frame cannot load (error 200500), as when only the script is cached.
  await page.route(TURNSTILE_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.turnstile = {
        ready: (callback) => callback(),
        render(container, params) { setTimeout(() => params['error-callback']?.('200500'), 50); return 'w1'; },
        reset() {}, remove() {}, getResponse() {}, isExpired() { return false; }, execute() {},
      };
      window[new URL(document.currentScript.src).searchParams.get('onload')]?.();`,
    }),
  );
  const form = await openContact(page);
  await expect(form.getByText(FALLBACK_NOTE)).toBeVisible();
  await expect(form.getByTestId('altcha').getByText('Done')).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('when the self-hosted check cannot load either, the form says so in words', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|Failed to fetch dynamically imported module|net::ERR/);
  await page.route(TURNSTILE_SCRIPT, (route) => route.abort());
  await page.route(/\/assets\/(altcha|pbkdf2)[^/]*\.(js|css)$/, (route) => route.abort());
  const form = await openContact(page);
  await expect(form.getByRole('alert')).toHaveText(/The human check could not be loaded, so this form cannot be sent/);
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('when the challenge cannot be fetched, the widget and the form say so', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource|status of 503|net::ERR/);
  await page.route(TURNSTILE_SCRIPT, (route) => route.abort());
  await page.route('**/api/site/challenge', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Unavailable"}' }),
  );
  const form = await openContact(page);
  await expect(form.getByRole('alert').filter({ hasText: /Tick the box to try again/ })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
});
