import { afterEach, expect, test } from 'bun:test';
import { contactMessages, enquiries } from '../../server/db/schema/index.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertCatalogue, validEnquiry, validMessage } from './send-fixtures.ts';

/**
 * Issue 19: the public forms' validation answers in the language of the page that sent them (`?lang=zh` from a
 * Chinese page), and in the SPEC's English when no language is asked for.
 */

let ctx: TestApp;
afterEach(() => ctx?.close());

const messagesOf = async (res: Response) =>
  ((await res.json()) as { errors: { msg: string }[] }).errors.map((e) => e.msg);

test('the contact form is answered in Chinese from a Chinese page, in English otherwise', async () => {
  ctx = openTestApp();
  const empty = { name: '', email: 'a@', subject: ' ', message: 'm'.repeat(5001) };
  const zh = await ctx.post('/api/send/contact?lang=zh', validMessage(empty));
  expect(zh.status).toBe(400);
  expect(await messagesOf(zh)).toEqual([
    '请填写您的姓名。',
    '请输入有效的电子邮件地址。',
    '请填写主题。',
    '留言最多 5,000 个字符。',
  ]);
  ctx.visitor.address = '192.0.2.7';
  const en = await ctx.post('/api/send/contact', validMessage(empty));
  expect(await messagesOf(en)).toEqual([
    'Please enter your name.',
    'Enter a valid e-mail address.',
    'Please enter a subject.',
    'The message can be at most 5,000 characters.',
  ]);
  expect(ctx.db.orm.select().from(contactMessages).all()).toHaveLength(0);
});

test('an empty checkout selection is refused in the page language', async () => {
  ctx = openTestApp();
  insertCatalogue(ctx.db);
  const zh = await ctx.post('/api/send/checkout?lang=zh', validEnquiry({ cart: [] }));
  expect(zh.status).toBe(400);
  expect(await messagesOf(zh)).toEqual(['请先在购物车中选择作品，再继续。']);
  ctx.visitor.address = '192.0.2.8';
  const en = await ctx.post('/api/send/checkout', validEnquiry({ cart: [] }));
  expect(await messagesOf(en)).toEqual(['Please select items from your cart to continue.']);
  expect(ctx.db.orm.select().from(enquiries).all()).toHaveLength(0);
});

test('the newsletter refuses a malformed address in the page language', async () => {
  ctx = openTestApp();
  const zh = await ctx.post('/api/newsletter?lang=zh', { email: 'not-an-address' });
  expect(await zh.json()).toEqual({ errors: [{ msg: '请输入有效的电子邮件地址。', path: 'email' }] });
  const en = await ctx.post('/api/newsletter', { email: 'not-an-address' });
  expect(await en.json()).toEqual({ errors: [{ msg: 'Enter a valid e-mail address.', path: 'email' }] });
});
