import { afterEach, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { contactMessages, enquiries, mailOutbox, newsletterSubscribers } from '../../server/db/schema/index.ts';
import { setLanguages, writeTranslations } from '../../server/i18n/translations.ts';
import { ENQUIRY_SENT, MESSAGE_SENT } from '../../server/routes/send.ts';
import { parseCsv } from './csv-reader.ts';
import { type InboxAnswer, openPipelineApp } from './pipeline-fixtures.ts';
import { validEnquiry, validMessage } from './send-fixtures.ts';

/**
 * Enquiries in the visitor's language (issue 19): what a Chinese page sends (`?lang=zh`) is stored with its
 * language, answered and confirmed in Chinese, and shown so in the inbox; without `?lang` nothing changes.
 */

const STAFF = 'staff@gallery.example';
let ctx: ReturnType<typeof openPipelineApp>;
afterEach(() => ctx?.close());

/** The fixture works published in Chinese, one with its title and artist's name translated. */
function publishInChinese() {
  for (const item of ctx.db.orm.select().from(shopItems).all()) {
    setLanguages(ctx.db.orm, 'shop', item.id, { zh: true });
    if (item.slug === 'mount-paektu-sunrise') {
      writeTranslations(ctx.db.orm, 'shop', item.id, 'zh', { title: '白头山日出' });
      writeTranslations(ctx.db.orm, 'artists', item.artistId, 'zh', { name: '金松姬' });
    }
  }
}

const mailTo = (address: string) => ctx.db.orm.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).all();

describe('a checkout enquiry', () => {
  test('from a Chinese page is stored as zh, answered and confirmed in Chinese', async () => {
    ctx = openPipelineApp({ env: { MAIL_TO: STAFF } });
    publishInChinese();
    const res = await ctx.post('/api/send/checkout?lang=zh', validEnquiry());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: '谢谢！您的询价已发送。我们的工作人员将在两个工作日内与您联系，商定付款与运输事宜。',
      reference: 'ENQ-2026-0001',
    });
    expect(ctx.db.orm.select({ lang: enquiries.lang }).from(enquiries).all()).toEqual([{ lang: 'zh' }]);

    const [visitor] = mailTo('anna@example.com');
    expect(visitor?.subject).toBe('您的询价 ENQ-2026-0001');
    expect(visitor?.text).toContain('您好：');
    expect(visitor?.text).toContain('询价编号：ENQ-2026-0001，提交于2026年1月15日。');
    expect(visitor?.text).toContain('- 金松姬《白头山日出》，50 x 70 cm：2 × €1,250.00 = €2,500.00');
    expect(visitor?.text).toContain('合计：€2,589.99');
    expect(visitor?.html).toContain('<html lang="zh-Hans">');
    expect(visitor?.html).toContain(
      '<th style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left">小计</th>',
    );
    expect(visitor?.text).not.toMatch(/Thank you|Reference/);

    // Staff's notification stays English, with the catalogue's English titles, and names the language.
    const [staff] = mailTo(STAFF);
    expect(staff?.text).toContain('Language: Chinese');
    expect(staff?.text).toContain('Mount Paektu at Sunrise by Kim Song Hui');
  });

  test('without ?lang is English as before: the SPEC answer, an English mail, stored as en', async () => {
    ctx = openPipelineApp({ env: { MAIL_TO: STAFF } });
    publishInChinese();
    const res = await ctx.post('/api/send/checkout', validEnquiry());
    expect(await res.json()).toEqual({ message: ENQUIRY_SENT, reference: 'ENQ-2026-0001' });
    expect(ENQUIRY_SENT).toBe(
      'Thank you! Your enquiry has been sent. Our staff will contact you within 2 business days to arrange ' +
        'payment and shipping.',
    );
    expect(ctx.db.orm.select({ lang: enquiries.lang }).from(enquiries).all()).toEqual([{ lang: 'en' }]);
    const [visitor] = mailTo('anna@example.com');
    expect(visitor?.subject).toBe('Your enquiry ENQ-2026-0001');
    expect(visitor?.text).toContain('Reference: ENQ-2026-0001, sent on 15 January 2026.');
    expect(visitor?.text).toContain('- Mount Paektu at Sunrise by Kim Song Hui, 50 x 70 cm: 2 × €1,250.00');
    expect(mailTo(STAFF)[0]?.text).toContain('Language: English');
  });

  test('a refusal on a Chinese page is in Chinese and names the work as the page did', async () => {
    ctx = openPipelineApp();
    publishInChinese();
    const cart = [{ slug: 'mount-paektu-sunrise', sizeOption: '1 x 1 cm', quantity: 1 }];
    const res = await ctx.post('/api/send/checkout?lang=zh', validEnquiry({ cart }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ msg: '《白头山日出》没有“1 x 1 cm”这一尺寸，请移除后重新选择尺寸。', path: 'cart.0.sizeOption' }],
    });
  });
});

describe('an enquiry about one work', () => {
  test('from a Chinese page is answered and confirmed in Chinese, naming the work in Chinese', async () => {
    ctx = openPipelineApp({ env: { MAIL_TO: STAFF } });
    publishInChinese();
    const body = { slug: 'mount-paektu-sunrise', name: '李伟', email: 'li@example.com', message: '请问还有吗？' };
    const res = await ctx.post('/api/send/enquiry?lang=zh', body);
    expect(await res.json()).toEqual({
      message: '谢谢！您关于《白头山日出》的询价已发送，我们的工作人员将在两个工作日内回复您。',
      reference: 'ENQ-2026-0001',
    });
    expect(ctx.db.orm.select({ lang: enquiries.lang }).from(enquiries).all()).toEqual([{ lang: 'zh' }]);
    const [visitor] = mailTo('li@example.com');
    expect(visitor?.subject).toBe('您的询价 ENQ-2026-0001');
    expect(visitor?.text).toContain('感谢您垂询金松姬的作品《白头山日出》。');
    expect(visitor?.text).toContain('您的询价编号：ENQ-2026-0001，提交于2026年1月15日。');
    expect(mailTo(STAFF)[0]?.text).toContain('Language: Chinese');
  });
});

describe('a contact message', () => {
  test('from a Chinese page is stored as zh and answered in Chinese; staff see the language', async () => {
    ctx = openPipelineApp({ env: { MAIL_TO: STAFF } });
    const res = await ctx.post('/api/send/contact?lang=zh', validMessage({ subject: '开放时间' }));
    expect(await res.json()).toEqual({
      message: '感谢您的留言，我们将在一至两个工作日内回复您。',
      reference: 'MSG-2026-0001',
    });
    expect(ctx.db.orm.select({ lang: contactMessages.lang }).from(contactMessages).all()).toEqual([{ lang: 'zh' }]);
    expect(mailTo(STAFF)[0]?.text).toContain('Language: Chinese');

    const english = await ctx.post('/api/send/contact', validMessage());
    expect(await english.json()).toEqual({ message: MESSAGE_SENT, reference: 'MSG-2026-0002' });
    expect(MESSAGE_SENT).toBe('Thank you for your message. We will reply within 1-2 working days.');
  });
});

describe('the inbox', () => {
  test("shows each entry's language in the list, and a Language column in the CSV", async () => {
    ctx = openPipelineApp();
    publishInChinese();
    await ctx.post('/api/send/checkout?lang=zh', validEnquiry({ name: 'Chinese Collector' }));
    ctx.clock.advance(60_000);
    await ctx.post('/api/send/contact?lang=zh', validMessage({ name: 'Chinese Visitor' }));
    ctx.clock.advance(60_000);
    await ctx.post('/api/send/checkout', validEnquiry({ name: 'English Collector' }));

    const list = await ctx.get<InboxAnswer>('/api/admin/inbox');
    expect(list.entries.map((e) => [e.name, e.lang])).toEqual([
      ['English Collector', 'en'],
      ['Chinese Visitor', 'zh'],
      ['Chinese Collector', 'zh'],
    ]);
    const rows = parseCsv(
      await (await ctx.call('GET', '/api/admin/inbox/export.csv?from=2026-01-15&to=2026-01-15')).text(),
    );
    const language = rows[0]?.indexOf('Language') ?? -1;
    expect(rows.map((row) => row[language])).toEqual(['Language', 'Chinese', 'English']);
  });

  test("staff's reply to a Chinese enquiry has its subject and reference line in Chinese", async () => {
    ctx = openPipelineApp();
    publishInChinese();
    await ctx.post('/api/send/checkout?lang=zh', validEnquiry({ email: 'zh@example.com' }));
    const [entry] = (await ctx.get<InboxAnswer>('/api/admin/inbox')).entries;
    const res = await ctx.call('POST', `/api/admin/inbox/enquiries/${entry?.id}/replies`, {
      text: '您好，作品仍可购买。',
    });
    expect(res.status).toBe(201);
    const reply = mailTo('zh@example.com').find((m) => m.subject.startsWith('您的询价') && m.text.includes('仍可购买'));
    expect(reply?.text).toBe('您好，作品仍可购买。\n\n编号：ENQ-2026-0001');
  });
});

test('a newsletter sign-up from a Chinese page is thanked and welcomed in Chinese', async () => {
  ctx = openPipelineApp();
  const res = await ctx.post('/api/newsletter?lang=zh', { email: 'reader@example.com' });
  expect(await res.json()).toEqual({ message: '感谢您的订阅。' });
  expect(ctx.db.orm.select().from(newsletterSubscribers).all()).toHaveLength(1);
  const [welcome] = mailTo('reader@example.com');
  expect(welcome?.subject).toBe('您已成功订阅画廊通讯');
  expect(welcome?.text).toStartWith('感谢您订阅画廊通讯。');
  // The unsubscribe link keeps the language: its page and its answer are in Chinese too.
  const link = /https?:\/\/\S+/.exec(welcome?.text ?? '')?.[0] ?? '';
  expect(link).toEndWith('&lang=zh');
  const path = new URL(link).pathname + new URL(link).search;
  const confirm = await (await ctx.app.request(path)).text();
  expect(confirm).toContain('<html lang="zh-Hans">');
  expect(confirm).toContain('<button type="submit">退订</button>');
  const done = await ctx.app.request(path, {
    method: 'POST',
    body: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(await done.text()).toContain('您已退订画廊通讯，我们不会再给您发送邮件。');
  const english = await ctx.post('/api/newsletter', { email: 'other@example.com' });
  expect(await english.json()).toEqual({ message: 'Thank you for subscribing.' });
});
