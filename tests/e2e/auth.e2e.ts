import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config.ts';
import { removeAccount } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { signInThroughForm } from './session.ts';
import { TURNSTILE_SCRIPT } from './turnstile-stub.ts';

/**
 * Sign-in, the admin gate and sign-out in the browser (SPEC 'Login', 'Session', 'Logout', 'Signup';
 * issue 5): redirects both ways, the Log In button's conditions, the server's messages, the admin icon.
 */

/** The dashboard's Logout button. */
async function logOut(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Logout' }).click();
}

const adminIcon = (page: Page) => page.getByRole('link', { name: 'Admin dashboard' });

test('signed out, every admin screen goes to the login and the header has no admin icon', async ({ page }) => {
  for (const path of ['/admin', '/admin/user/new', '/admin/inbox', '/admin/inbox/enquiries/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  }
  await expect(adminIcon(page)).toHaveCount(0);
  await expect(page).toHaveTitle(/Log in/);
});

test('Log In waits for the captcha and both fields; a failure shows the server’s message and clears the form', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 401/);
  // Hold the captcha script so the form can be seen before the human check has passed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(TURNSTILE_SCRIPT, async (route) => {
    await held;
    await route.fallback();
  });
  const main = page.getByRole('main');
  await page.goto('/login');
  const logIn = page.getByRole('button', { name: 'Log In' });
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await expect(logIn).toBeDisabled();
  await email.fill(E2E_ADMIN.email);
  await password.fill('certainly not the password');
  await expect(logIn).toBeDisabled();
  release();
  await expect(page.getByTestId('turnstile-stub')).toHaveText('Success!');
  await expect(logIn).toBeEnabled();
  await password.fill('');
  await expect(logIn).toBeDisabled();
  await password.fill('certainly not the password');

  await logIn.click();
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(email).toHaveValue('');
  await expect(password).toHaveValue('');
  await expect(email).toBeFocused();
  await expect(logIn).toBeDisabled();
  await expect(page).toHaveURL(/\/login$/);
  await expect(adminIcon(page)).toHaveCount(0);
});

test('an answer that is not JSON shows “Invalid JSON response from server”', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 502/);
  await page.route('**/api/user/login', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
  );
  const main = page.getByRole('main');
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await expect(page.getByTestId('turnstile-stub')).toHaveText('Success!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(main.getByRole('alert')).toHaveText('Invalid JSON response from server');
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('sign in, the dashboard and the admin icon, a new admin, and logout ending the session on the server', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409/);
  const main = page.getByRole('main');
  // Through the form: this test ends its session, so it opens one of its own.
  await signInThroughForm(page);
  await expect(main.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // The admin has a frame of its own; the public header shows the admin icon to a signed-in user.
  await page.goto('/');
  await expect(adminIcon(page)).toBeVisible();
  const [session] = await page.context().cookies();
  expect(session).toMatchObject({ name: 'session', httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).toBe('');

  // Signed in, the login screen goes straight to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);

  // Register a new admin: the screen's own checks first, then the server's answer.
  await main.getByRole('link', { name: 'Register New User' }).click();
  await expect(page.getByRole('heading', { name: 'Register New User' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create' });
  await create.click();
  await expect(main.getByRole('alert')).toHaveText('All fields required');
  const newAdmin = { email: `staff-${Date.now()}@gallery.example`, password: 'taedong river at dusk' };
  try {
    await page.getByLabel('Username (email)').fill(newAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(newAdmin.password);
    await page.getByLabel('Verify Password').fill(`${newAdmin.password}!`);
    await create.click();
    await expect(main.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Verify Password').fill(newAdmin.password);
    await create.click();
    await expect(main.getByRole('status')).toHaveText(`Admin user ${newAdmin.email} created. They can now sign in.`);
    await expect(page.getByLabel('Username (email)')).toHaveValue('');
    await page.getByLabel('Username (email)').fill(newAdmin.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('another long passphrase');
    await page.getByLabel('Verify Password').fill('another long passphrase');
    await create.click();
    await expect(main.getByRole('alert')).toHaveText('An admin with this e-mail address exists already.');

    await page.getByRole('link', { name: 'Return to Admin Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/admin$/);

    // Logout: the page reloads signed out, and the old cookie no longer opens anything on the server.
    await logOut(page);
    await expect(adminIcon(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    const stale = await page.request.post('/api/user/auth', {
      headers: { Cookie: `${session?.name}=${session?.value}`, Origin: new URL(page.url()).origin },
      data: {},
    });
    expect(await stale.json()).toEqual({ user: null });

    // The new admin signs in with the password set for them.
    await signInThroughForm(page, newAdmin);
    await page.goto('/');
    await expect(adminIcon(page)).toBeVisible();
  } finally {
    // The accounts are the whole site's: the new admin leaves again.
    await removeAccount(newAdmin.email);
  }
});

test('signed out in another tab, an open admin screen gives way to the login when the window regains focus', async ({
  page,
  context,
}) => {
  // Through the form: the other tab signs this session out.
  await signInThroughForm(page);
  await page.goto('/admin/user/new');
  await expect(page.getByRole('heading', { name: 'Register New User' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/');
  await other.evaluate(() =>
    fetch('/api/user/logout', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
  );
  await other.close();

  // What the browser does when the window comes back to the front; TanStack Query listens for it.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/login$/);
  await expect(adminIcon(page)).toHaveCount(0);
});
