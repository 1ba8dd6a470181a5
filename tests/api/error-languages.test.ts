import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { type FakeSiteverify, startFakeSiteverify } from '../fakes/siteverify.ts';
import { openTestApp, TEST_ORIGIN, type TestApp, testClock } from './helpers.ts';
import { validMessage } from './send-fixtures.ts';

/**
 * The API's refusals in the language of the page that sends (`?lang=zh` from a /zh page): the size limit's
 * 413 and the captcha's answers come in Chinese there, and in the SPEC's English without it.
 */

let ctx: TestApp;
afterEach(() => ctx?.close());

type Errors = { errors: { msg: string; path: string }[] };
const errorsOf = async (res: Response) => ((await res.json()) as Errors).errors;

/** A request that declares a body far over any public limit (refused from its length alone). */
const oversized = (path: string) =>
  ctx.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'Content-Length': String(1024 * 1024) },
    body: '{}',
  });

describe('the size limit in the page language', () => {
  test('"The request is too large." in English, and in Chinese from a Chinese page', async () => {
    ctx = openTestApp();
    const en = await oversized('/api/newsletter');
    expect(en.status).toBe(413);
    expect(await errorsOf(en)).toEqual([{ msg: 'The request is too large.', path: '' }]);
    const zh = await oversized('/api/newsletter?lang=zh');
    expect(zh.status).toBe(413);
    expect(await errorsOf(zh)).toEqual([{ msg: '请求内容过大。', path: '' }]);
  });

  test('a message too long to send says so in the language it was written from', async () => {
    ctx = openTestApp();
    const long = validMessage({ message: 'x'.repeat(70 * 1024) });
    const en = await ctx.post('/api/send/contact', long);
    expect(await errorsOf(en)).toEqual([
      { msg: 'The message is too long to send. Please shorten it and try again.', path: '' },
    ]);
    const zh = await ctx.post('/api/send/contact?lang=zh', long);
    expect(zh.status).toBe(413);
    expect(await errorsOf(zh)).toEqual([{ msg: '内容过长，无法发送。请精简后再试。', path: '' }]);
  });
});

describe('the captcha in the page language', () => {
  let fake: FakeSiteverify;
  beforeAll(() => {
    fake = startFakeSiteverify();
  });
  afterAll(() => fake.stop());

  test('Turnstile: a missing, failed or unreachable check, in English and in Chinese', async () => {
    ctx = openTestApp({ env: fake.env });
    const send = (query: string, captchaToken?: string) =>
      ctx.post(`/api/send/contact${query}`, validMessage(captchaToken === undefined ? {} : { captchaToken }));
    const cases = [
      { token: undefined, status: 400, en: 'Please complete the captcha.', zh: '请完成人机验证。' },
      {
        token: 'fail',
        status: 400,
        en: 'The captcha could not be verified. Please try again.',
        zh: '人机验证未能通过，请重试。',
      },
      {
        token: '5xx',
        status: 503,
        en: 'The captcha check is unavailable right now. Please try again in a moment.',
        zh: '人机验证服务暂时无法使用，请稍后再试。',
      },
    ];
    for (const { token, status, en, zh } of cases) {
      const english = await send('', token);
      expect({ token, status: english.status, errors: await errorsOf(english) }).toEqual({
        token,
        status,
        errors: [{ msg: en, path: 'captchaToken' }],
      });
      const chinese = await send('?lang=zh', token);
      expect({ token, status: chinese.status, errors: await errorsOf(chinese) }).toEqual({
        token,
        status,
        errors: [{ msg: zh, path: 'captchaToken' }],
      });
    }
  });

  test('the self-hosted check: an unreadable or expired proof, in English and in Chinese', async () => {
    ctx = openTestApp({
      env: { CAPTCHA: 'altcha', ALTCHA_HMAC_KEY: 'test-altcha-key-0123456789abcdef0123456789' },
      clock: testClock(new Date()),
    });
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
    const unreadable = encode({ challenge: 'nothing' });
    const send = (query: string, captchaToken: string) =>
      ctx.post(`/api/send/contact${query}`, validMessage({ captchaToken }));
    expect(await errorsOf(await send('', unreadable))).toEqual([
      { msg: 'The human check sent something unreadable. Please complete it again.', path: 'captchaToken' },
    ]);
    const zh = await send('?lang=zh', unreadable);
    expect(zh.status).toBe(400);
    expect(await errorsOf(zh)).toEqual([{ msg: '人机验证返回的内容无法识别，请重新完成验证。', path: 'captchaToken' }]);

    const challenge = (await (await ctx.app.request('/api/site/challenge')).json()) as {
      parameters: { expiresAt: number };
    };
    const expired = encode({
      challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: 1 } },
      solution: { counter: 0, derivedKey: 'ab' },
    });
    expect(await errorsOf(await send('?lang=zh', expired))).toEqual([
      { msg: '人机验证已过期，请重新完成验证。', path: 'captchaToken' },
    ]);
  });
});
