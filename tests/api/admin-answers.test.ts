import { afterEach, expect, test } from 'bun:test';
import { ROLE_TEXTS } from '../../shared/roles.ts';
import { TWO_STEP_TEXTS } from '../../shared/two-step.ts';
import { type AuthApp, addUser, createAuthApp, setCookies, signIn } from './auth-fixtures.ts';
import { TEST_ORIGIN } from './helpers.ts';

/**
 * The admin's answers about one's account, factors and roles come in the language the account chose (issue
 * 29): English by default, Chinese once chosen, refusals of the role gate included.
 */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const call = (method: string, url: string, cookie: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test('an owner who chooses Chinese is answered in Chinese from that answer on; English stays the default', async () => {
  ctx = await createAuthApp();
  const cookie = await signIn(ctx);
  const wrong = { password: 'not the password at all' };
  const before = await call('POST', '/api/admin/two-step/off', cookie, wrong);
  expect(await before.json()).toEqual({ errors: [{ msg: TWO_STEP_TEXTS.wrongPassword, path: 'password' }] });

  const chosen = await call('PUT', '/api/admin/accounts/language', cookie, { language: 'zh' });
  expect(chosen.status).toBe(200);
  expect(await chosen.json()).toEqual({ message: '已保存。管理后台中已翻译的页面和发给您的电子邮件将使用此语言。' });

  const after = await call('POST', '/api/admin/two-step/off', cookie, wrong);
  expect(after.status).toBe(400);
  expect(await after.json()).toEqual({ errors: [{ msg: '密码不正确。', path: 'password' }] });
  const invalid = await call('PUT', '/api/admin/accounts/language', cookie, { language: 'fr' });
  expect(invalid.status).toBe(400);
  expect(JSON.stringify(await invalid.json())).toContain('请选择英文或中文。');
});

test('the role gate refuses in the account’s language; a colleague in English is refused in English', async () => {
  ctx = await createAuthApp();
  const sessionOf = async (email: string, password: string) => {
    const cookie = setCookies(await ctx.login({ email, password })).find((c) => c.name === 'session');
    return `session=${cookie?.value}`;
  };
  await addUser(ctx.db, 'editor@gallery.example', 'woodcut of the taedong river', 'editor');
  await addUser(ctx.db, 'sales@gallery.example', 'a price list on mulberry paper', 'sales');
  const editor = await sessionOf('editor@gallery.example', 'woodcut of the taedong river');
  const sales = await sessionOf('sales@gallery.example', 'a price list on mulberry paper');
  expect((await call('PUT', '/api/admin/accounts/language', editor, { language: 'zh' })).status).toBe(200);

  const refusedZh = await call('GET', '/api/admin/inbox', editor);
  expect(refusedZh.status).toBe(403);
  expect(await refusedZh.json()).toEqual({ error: '您的角色不允许此操作。所有者可以更改您的角色。' });
  const refusedEn = await call('GET', '/api/admin/settings', sales);
  expect(await refusedEn.json()).toEqual({ error: ROLE_TEXTS.refused });
  // A screen's data is not a text to translate: the answer is the same whatever the language.
  const own = await call('GET', '/api/admin/two-step', editor);
  expect(await own.json()).toMatchObject({ on: false });
});
