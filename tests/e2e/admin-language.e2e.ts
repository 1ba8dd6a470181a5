import { adminCall, removeAccount, unique } from './admin-helpers.ts';
import { seriousA11yViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn, switchAccount } from './session.ts';

/**
 * The admin's translated screens follow the language the account chose (issue 29): chosen on the Accounts
 * screen, it applies at once, and the Two-step and Audit log screens read in it, the page marked as Chinese.
 */

test('an owner who reads Chinese switches the admin’s screens to Chinese', async ({ page }) => {
  const email = `${unique('zh-owner').replace(' ', '-')}@gallery.example`;
  const password = 'ink landscape of mount kumgang';
  try {
    await signIn(page);
    expect((await adminCall(page, 'POST', '/api/admin/signup', { email, password, role: 'owner' })).status()).toBe(201);
    await switchAccount(page, { email, password });
    await page.goto('/admin/accounts');
    const language = page.getByRole('region', { name: 'Your language' });
    await language.getByLabel('Language').selectOption('zh');
    await language.getByRole('button', { name: 'Save' }).click();

    // Saved, the screen itself turns Chinese without a reload.
    await expect(page.getByRole('heading', { level: 1, name: '账户' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '您的语言' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');

    await page.goto('/admin/two-step');
    await expect(page.getByRole('heading', { level: 1, name: '两步登录' })).toBeVisible();
    await expect(page.getByText('未开启。仅凭密码即可登录。')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: '审计日志' })).toBeVisible();
    const mine = page.getByRole('row').filter({ hasText: '更改语言' }).first();
    await expect(mine).toContainText(email);
    expect(await seriousA11yViolations(page)).toEqual([]);
  } finally {
    await removeAccount(email);
  }
});
