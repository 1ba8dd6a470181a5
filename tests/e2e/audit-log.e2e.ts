import { adminCall, removeAccount, removeTerm, unique } from './admin-helpers.ts';
import { seriousA11yViolations, WIDTHS } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn, switchAccount } from './session.ts';

/**
 * The owners' audit log screen (issue 29): a change made a moment ago is there, filtered by action and type,
 * with its fields before and after; the screen is clean under axe at both widths; and only owners reach it.
 * What each write records is tested in tests/api/audit-coverage.test.ts.
 */

test('an owner finds a rename in the log with its name before and after', async ({ page }) => {
  const name = unique('Audit medium');
  try {
    await signIn(page);
    const created = await adminCall(page, 'POST', '/api/admin/terms/new', { kind: 'medium', name });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const renamed = await adminCall(page, 'PUT', `/api/admin/terms/update/${id}`, { name: `${name} on silk` });
    expect(renamed.status()).toBe(200);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter the log' });
    await filters.getByLabel('Action').selectOption({ label: 'Saved' });
    await filters.getByLabel('Type').selectOption('medium');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/action=save/);

    // The first: the rows of its own table of changes come after it.
    const row = page
      .getByRole('row')
      .filter({ hasText: `${name} on silk` })
      .first();
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Saved');
    await row.getByText('1 field changed').click();
    const change = row.getByRole('row', { name: /^name/ });
    await expect(change.getByRole('cell')).toHaveText([name, `${name} on silk`]);

    const csv = page.getByRole('link', { name: 'Export these rows as CSV' });
    await expect(csv).toHaveAttribute('href', /\/api\/admin\/audit\/export\.csv\?.*action=save/);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(row).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  } finally {
    await removeTerm('medium', `${name} on silk`);
    await removeTerm('medium', name);
  }
});

test('an editor has no link to the log, and is sent back from its address', async ({ page }) => {
  const email = `${unique('audit-editor').replace(' ', '-')}@gallery.example`;
  const password = 'lacquer box with mother of pearl';
  try {
    await signIn(page);
    expect((await adminCall(page, 'POST', '/api/admin/signup', { email, password, role: 'editor' })).status()).toBe(
      201,
    );
    await switchAccount(page, { email, password });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/admin$/);
  } finally {
    await removeAccount(email);
  }
});
