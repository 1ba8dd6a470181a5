import type { Page } from '@playwright/test';
import { adminCall, removeAccount, unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn, switchAccount } from './session.ts';

/**
 * Roles (issue 29): an owner adds staff in a role, and each role's admin shows what it may do. The server's
 * refusals are tested route by route in tests/api/admin-roles.test.ts.
 */

const ARTWORK = 'red-sun-over-the-eastern-peaks';
const PASSWORD = 'a woodcut of the kumgang mountains';

const emailFor = (role: string) => `${unique(role).replace(' ', '-')}@gallery.example`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test('an owner adds an editor, who edits content and cannot open the inbox', async ({ page }) => {
  const email = emailFor('editor');
  try {
    await signIn(page);
    await page.goto('/admin/user/new');
    await page.getByLabel('Username (email)').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Verify Password').fill(PASSWORD);
    await page.getByRole('group', { name: 'Role' }).getByLabel('Editor').check();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('status')).toHaveText(`Admin user ${email} created. They can now sign in.`);

    await switchAccount(page, { email, password: PASSWORD });
    await expect(nav(page).getByRole('link', { name: 'Featured artworks' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Your account' })).toBeVisible();
    for (const hidden of ['Inbox', 'Site settings', 'Accounts', 'Audit log', 'Newsletter']) {
      await expect(nav(page).getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { name: 'Inbox' })).toHaveCount(0);

    // Typed in or followed from an old bookmark, the inbox sends the editor back with a reason.
    await page.goto('/admin/inbox');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('status').filter({ hasText: 'not open to your role' })).toHaveText(
      'That screen is not open to your role (Editor). An owner can change your role.',
    );

    await page.goto(`/admin/shop/update/${ARTWORK}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Modify shop item: /);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  } finally {
    await removeAccount(email);
  }
});

test('sales staff read a work in the admin without changing it, and an owner changes their role', async ({ page }) => {
  const email = emailFor('sales');
  try {
    await signIn(page);
    const created = await adminCall(page, 'POST', '/api/admin/signup', { email, password: PASSWORD, role: 'sales' });
    expect(created.status()).toBe(201);

    await switchAccount(page, { email, password: PASSWORD });
    await expect(nav(page).getByRole('link', { name: /^Inbox/ })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Featured artworks' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add shop item' })).toHaveCount(0);

    await page.goto(`/admin/shop/update/${ARTWORK}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^View shop item: /);
    await expect(page.getByText('this form is read-only')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Title/ }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    // An owner makes them an editor on the Accounts screen.
    await page.context().clearCookies();
    await signIn(page);
    await page.goto('/admin/accounts');
    const row = page.getByRole('listitem').filter({ hasText: email });
    await row.getByRole('combobox', { name: `Role ${email}` }).selectOption('editor');
    await row.getByRole('button', { name: `Change role ${email}` }).click();
    await expect(page.getByRole('region', { name: 'Admins' }).getByRole('status')).toHaveText(
      `The role of ${email} is now Editor.`,
    );
    await page.reload();
    await expect(row.getByRole('combobox', { name: `Role ${email}` })).toHaveValue('editor');

    await switchAccount(page, { email, password: PASSWORD });
    await page.goto('/admin/inbox');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin/shop/update/${ARTWORK}`);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  } finally {
    await removeAccount(email);
  }
});

for (const width of WIDTHS) {
  test(`the new user form with its roles passes axe at ${width}px`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/user/new');
    await expect(page.getByRole('group', { name: 'Role' }).getByLabel('Sales')).toBeVisible();
    expect(await seriousA11yViolations(page), `the new user form at ${width}px`).toEqual([]);
  });
}
