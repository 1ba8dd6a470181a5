import { adminCall, unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** The Accounts screen: the admins with their last sign-in, removing another after a confirmation. */

test('staff see who can sign in and remove a colleague after confirming', async ({ page }) => {
  await signIn(page);
  const email = `${unique('leaver').replace(' ', '-')}@gallery.example`;
  const created = await adminCall(page, 'POST', '/api/admin/signup', {
    email,
    password: 'a long password for a short stay',
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin');
  // The dashboard's own link (the admin's navigation has one too).
  await page.getByRole('main').getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Never');

  await row.getByRole('button', { name: `Remove ${email}` }).click();
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await row.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByRole('region', { name: 'Admins' }).getByRole('status')).toHaveText(
    `Admin ${email} removed. Their sessions have ended.`,
  );
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
});

for (const width of WIDTHS) {
  test(`the Accounts screen passes axe at ${width}px`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/accounts');
    await expect(page.getByRole('heading', { level: 2, name: 'Change your password' })).toBeVisible();
    expect(await seriousA11yViolations(page), `the Accounts screen at ${width}px`).toEqual([]);
  });
}
