import type { CDPSession, Page } from '@playwright/test';
import { removeAccount, unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { currentWorld, expect, test } from './fixtures.ts';
import { switchAccount } from './session.ts';

/**
 * Passkeys as the second step of sign-in (issue 29), as new staff meet them: added on the Two-step screen, then
 * used after the password. Chromium's virtual authenticator (DevTools' WebAuthn domain) is the device. The rules
 * (one use, counters, other accounts' passkeys, the owners' rule) are tested in tests/api/passkeys.test.ts.
 *
 * A passkey belongs to the site's host name, PUBLIC_URL's, which is localhost in the tests' worlds; the pages
 * are opened there, as staff open the site at its own address, rather than at the 127.0.0.1 the server listens on.
 */

test.use({ baseURL: async ({ world }, use) => use(world.url.replace('127.0.0.1', 'localhost')) });

const PASSWORD = 'ink and brush on kaesong paper';

/** A device that keeps passkeys and verifies its owner, as a phone or laptop does. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A staff account no other test uses, made with the worker's own owner session. */
async function newStaff(email: string) {
  const { admin, url } = currentWorld();
  const created = await admin.post('/api/admin/signup', {
    headers: { Origin: url },
    data: { email, password: PASSWORD, role: 'editor' },
  });
  expect(created.status()).toBe(201);
}

test('new staff add a passkey, sign in with it after the password, and remove it', async ({ page }) => {
  const email = `${unique('passkey').replace(' ', '-')}@gallery.example`;
  try {
    await newStaff(email);
    await switchAccount(page, { email, password: PASSWORD });
    const { cdp, authenticatorId } = await virtualAuthenticator(page);

    await page.goto('/admin/two-step');
    await expect(page.getByText('Off. Your password alone signs you in.')).toBeVisible();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const name = page.getByLabel('Name of the passkey');
    await expect(name).toBeFocused();
    await name.fill('Test laptop');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The account's first factor: its recovery codes, shown once, take the focus.
    const panel = page.getByRole('region', { name: 'Your recovery codes' });
    await expect(panel.getByRole('heading')).toBeFocused();
    await expect(panel.getByRole('listitem')).toHaveCount(10);
    await panel.getByRole('button', { name: 'I have kept them' }).click();
    await expect(page.getByText('On. 10 of 10 recovery codes left.')).toBeVisible();
    const passkeys = page.getByRole('list', { name: 'Passkeys' });
    await expect(passkeys.getByRole('heading', { level: 3 })).toHaveText(['Test laptop']);
    await expect(passkeys.getByText('Not yet')).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((credential) => credential.rpId)).toEqual(['localhost']);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await page.getByRole('button', { name: 'Rename the passkey Test laptop' }).click();
    const newName = page.getByLabel('New name');
    await expect(newName).toBeFocused();
    await newName.fill('Work laptop');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('The passkey is now called “Work laptop”.');
    await expect(page.getByRole('button', { name: 'Rename the passkey Work laptop' })).toBeFocused();

    // Signed out, the password alone leads to the second step, where the passkey finishes the sign-in.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await expect(page.getByTestId('turnstile-stub')).toHaveText('Success!');
    await page.getByRole('button', { name: 'Log In' }).click();
    const usePasskey = page.getByRole('button', { name: 'Use a passkey' });
    await expect(usePasskey).toBeFocused();
    await expect(page.getByLabel('Recovery code')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await usePasskey.click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/admin/two-step');
    await expect(passkeys.getByText('Not yet')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
    const password = passkeys.getByLabel('Your password');
    await expect(password).toBeFocused();
    await password.fill(PASSWORD);
    await passkeys.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    await expect(page.getByText('Off. Your password alone signs you in.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeFocused();
  } finally {
    await removeAccount(email);
  }
});
