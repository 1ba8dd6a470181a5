import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminCall, removeAccount, unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn, switchAccount } from './session.ts';

/**
 * Two-step sign-in (issue 29), as new staff meet it: set up from the key on the page, then signing in with the
 * app's code and with a recovery code. The test is the authenticator app: it computes the codes with otpauth.
 * The rules (window, one use, throttle) are tested on a test clock in tests/api/two-step.test.ts.
 */

const PASSWORD = 'ink and brush on kaesong paper';

const appCode = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 }).generate();

async function passwordStep(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await expect(page.getByTestId('turnstile-stub')).toHaveText('Success!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByLabel('Code')).toBeFocused();
}

test('new staff set up two-step sign-in, then sign in with the app’s code and with a recovery code', async ({
  page,
  allowConsoleErrors,
}) => {
  // The wrong code below is refused with a 401, which the browser reports.
  allowConsoleErrors(/status of 401/);
  const email = `${unique('two-step').replace(' ', '-')}@gallery.example`;
  try {
    await signIn(page);
    const created = await adminCall(page, 'POST', '/api/admin/signup', { email, password: PASSWORD, role: 'editor' });
    expect(created.status()).toBe(201);

    await switchAccount(page, { email, password: PASSWORD });
    await page.goto('/admin/accounts');
    await page.getByRole('link', { name: 'Set up or manage two-step sign-in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
    await expect(page.getByText('Off. Your password alone signs you in.')).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code holding the key for your authenticator app' })).toBeVisible();
    const key = (await page.locator('form code').textContent()) ?? '';
    const field = page.getByLabel('Then enter the code the app shows');
    await expect(field).toBeFocused();
    const firstCode = appCode(key);
    await field.fill(firstCode);
    await page.getByRole('button', { name: 'Turn on' }).click();

    const panel = page.getByRole('region', { name: 'Your recovery codes' });
    await expect(panel.getByRole('heading')).toBeFocused();
    const codes = await panel.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await expect(page.getByText('On. 10 of 10 recovery codes left.')).toBeVisible();
    await panel.getByRole('button', { name: 'I have kept them' }).click();
    await expect(panel).toHaveCount(0);

    // The password alone now leads to the second step, and a wrong code is refused there.
    await passwordStep(page, email);
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right.');
    await expect(page).toHaveURL(/\/login$/);

    // The code that turned it on is spent: staff wait for the app's next one, as the app shows it.
    await expect.poll(() => appCode(key), { timeout: 35_000 }).not.toBe(firstCode);
    await page.getByLabel('Code').fill(appCode(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await passwordStep(page, email);
    await page.getByLabel('Code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/two-step');
    await expect(page.getByText('On. 9 of 10 recovery codes left.')).toBeVisible();

    // An editor still reaches only what an editor may.
    await page.goto('/admin/inbox');
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    await removeAccount(email);
  }
});

test('the second step can start again from the password, and the screen is clean under axe', async ({ page }) => {
  const email = `${unique('two-step').replace(' ', '-')}@gallery.example`;
  try {
    await signIn(page);
    await adminCall(page, 'POST', '/api/admin/signup', { email, password: PASSWORD, role: 'sales' });
    await switchAccount(page, { email, password: PASSWORD });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/two-step');
      await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    const key = (await page.locator('form code').textContent()) ?? '';
    await page.getByLabel('Then enter the code the app shows').fill(appCode(key));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('region', { name: 'Your recovery codes' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await passwordStep(page, email);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  } finally {
    await removeAccount(email);
  }
});
