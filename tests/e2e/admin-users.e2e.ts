import { signIn, unique } from './admin-session.ts';
import { expect, test } from './fixtures.ts';

/** Register New User from the dashboard (SPEC 2), then sign in as the new admin. */

test('an admin registers a second admin, who can then sign in', async ({ page }) => {
  await signIn(page);
  const email = `${unique('staff').replace(' ', '-')}@gallery.example`;
  const password = 'a long and unusual passphrase 42';

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Register New User' }).click();
  await expect(page).toHaveURL('/admin/user/new');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Verify Password').fill(password);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/admin');
  await expect(page).toHaveURL('/login');

  await signIn(page, { email, password });
  await page.goto('/admin');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});
