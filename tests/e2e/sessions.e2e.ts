import { adminCall, removeAccount, unique } from './admin-helpers.ts';
import { currentWorld, expect, test } from './fixtures.ts';
import { signIn, switchAccount } from './session.ts';

/** Issue 29: staff see every browser signed in to their account, and sign one out from another. */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'the taedong gate at dusk, in oil';

test('staff see their sessions and sign a phone out from the laptop', async ({ page, playwright }) => {
  const email = `${unique('phone').replace(' ', '-')}@gallery.example`;
  const { url } = currentWorld();
  const phone = await playwright.request.newContext({ baseURL: url, userAgent: IPHONE });
  try {
    await signIn(page);
    expect((await adminCall(page, 'POST', '/api/admin/signup', { email, password: PASSWORD })).status()).toBe(201);
    const login = await phone.post('/api/user/login', {
      headers: { Origin: url },
      data: { email, password: PASSWORD, captchaToken: `pass-${crypto.randomUUID()}` },
    });
    expect(login.status()).toBe(200);

    await switchAccount(page, { email, password: PASSWORD });
    await page.goto('/admin/accounts');
    const sessions = page.getByRole('region', { name: 'Your sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').filter({ hasText: '(this browser)' })).toHaveCount(1);
    const onPhone = sessions.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    await expect(onPhone).toContainText('Last used');
    await onPhone.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
    await expect(sessions.getByRole('status')).toHaveText('That session has ended.');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    const asked = await phone.post('/api/user/auth', { headers: { Origin: url }, data: {} });
    expect(await asked.json()).toEqual({ user: null });
  } finally {
    await phone.dispose();
    await removeAccount(email);
  }
});
