import { afterEach, expect, test } from 'bun:test';
import { mailOutbox } from '../../server/db/schema/index.ts';
import { answerIn } from '../../server/i18n/admin-answers.ts';
import { ACCOUNT_TEXTS } from '../../shared/accounts.ts';
import { ADMIN, type AuthApp, createAuthApp, setCookies } from './auth-fixtures.ts';
import { TEST_ORIGIN } from './helpers.ts';

/**
 * Issue 29: a sign-in from a browser the account has not used before sends the account a mail, through the
 * outbox, in the account's language; a browser it knows, or the account's very first sign-in, sends none.
 */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in as a browser holding `device` (its cookie, if it has one) would, and returns both cookies. */
async function signInFrom(userAgent: string, device?: string) {
  const res = await ctx.login(
    { email: ADMIN.email, password: ADMIN.password },
    { 'User-Agent': userAgent, ...(device ? { Cookie: device } : {}) },
  );
  expect(res.status).toBe(200);
  const cookies = setCookies(res);
  const find = (name: string) => cookies.find((cookie) => cookie.name === name);
  return { session: `session=${find('session')?.value}`, device: `device=${find('device')?.value}` };
}

const mails = () => ctx.db.orm.select().from(mailOutbox).all();

test('the first sign-in sends nothing; a new browser later sends one mail, a known browser none', async () => {
  ctx = await createAuthApp();
  const laptop = await signInFrom(FIREFOX);
  expect(mails()).toEqual([]);

  await signInFrom(FIREFOX, laptop.device);
  expect(mails()).toEqual([]);

  ctx.visitor.address = '198.51.100.20';
  const phone = await signInFrom(IPHONE);
  const [mail, ...more] = mails();
  expect(more).toEqual([]);
  expect(mail?.toAddress).toBe(ADMIN.email);
  expect(mail?.subject).toBe('New sign-in to your Taedong Gallery admin account');
  expect(mail?.text).toContain('Browser: Safari on iOS');
  expect(mail?.text).toContain('Address: 198.51.100.20');
  expect(mail?.text).toContain('Time: 15 January 2026 at 18:00 (Beijing time)');
  expect(mail?.text).toContain('http://localhost:3000/admin/accounts');
  expect(mail?.html).toContain('Safari on iOS');

  // The phone is known from now on; the laptop still is.
  await signInFrom(IPHONE, phone.device);
  await signInFrom(FIREFOX, laptop.device);
  expect(mails()).toHaveLength(1);
});

test('the mail is in the account’s own language, which staff choose on the Accounts screen', async () => {
  ctx = await createAuthApp();
  const laptop = await signInFrom(FIREFOX);
  const put = (body: unknown) =>
    ctx.app.request('/api/admin/accounts/language', {
      method: 'PUT',
      headers: { Cookie: laptop.session, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const wrong = await put({ language: 'ko' });
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toEqual({ errors: [{ msg: ACCOUNT_TEXTS.languageInvalid, path: 'language' }] });
  // Chosen, the language answers at once.
  expect(await (await put({ language: 'zh' })).json()).toEqual({
    message: answerIn('zh', ACCOUNT_TEXTS.languageChanged),
  });
  const auth = await ctx.withCookie('/api/user/auth', laptop.session);
  expect(((await auth.json()) as { user: object }).user).toMatchObject({ language: 'zh' });

  await signInFrom(IPHONE);
  const [mail] = mails();
  expect(mail?.subject).toBe('您的大同画廊管理账户有新的登录');
  expect(mail?.text).toContain('浏览器：iOS 上的 Safari');
  expect(mail?.text).toContain('（北京时间）');
  expect(mail?.html).toContain('<html lang="zh-CN">');
});

test('a device token the browser made up counts as a new browser once, then as a known one', async () => {
  ctx = await createAuthApp();
  await signInFrom(FIREFOX);
  const forged = await signInFrom(FIREFOX, 'device=made-up-by-the-browser');
  expect(forged.device).toBe('device=made-up-by-the-browser');
  expect(mails()).toHaveLength(1);
  await signInFrom(FIREFOX, forged.device);
  expect(mails()).toHaveLength(1);
});
