import { afterEach, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { mailOutbox } from '../../server/db/schema/index.ts';
import { parseCsv } from './csv-reader.ts';
import { type InboxAnswer, openPipelineApp } from './pipeline-fixtures.ts';
import { insertShopItem, validEnquiry } from './send-fixtures.ts';

/** What the collector wrote reaches staff wherever an enquiry is shown, and totals and records say what is true. */

let ctx: ReturnType<typeof openPipelineApp>;
afterEach(() => ctx.close());

const NOTES = 'Please tell me about shipping to Shanghai';
const STAFF = 'staff-inbox@gallery.example';

/** The notification the gallery's staff were sent. */
const staffMail = () =>
  ctx.db.orm
    .select()
    .from(mailOutbox)
    .all()
    .find((m) => m.toAddress === STAFF);

/** The records' CSV of one day as rows of cells, header first. */
async function records(day: string) {
  const res = await ctx.call('GET', `/api/admin/inbox/export.csv?from=${day}&to=${day}`);
  expect(res.status).toBe(200);
  return parseCsv(await res.text());
}

test("a checkout's notes, phone and country are in the inbox, its search and the records", async () => {
  ctx = openPipelineApp();
  const sent = await ctx.post(
    '/api/send/checkout',
    validEnquiry({ notes: NOTES, phone: 'wechat: collector_sh', country: 'China' }),
  );
  expect(sent.status).toBe(200);
  const { reference } = (await sent.json()) as { reference: string };

  const { entries } = await ctx.get<InboxAnswer>('/api/admin/inbox');
  const entry = entries.find((e) => e.reference === reference);
  expect(entry).toMatchObject({ message: NOTES, phone: 'wechat: collector_sh', country: 'China' });
  expect(entry?.lines.map((line) => line.size)).toEqual(['50 x 70 cm', 'A2 print']);

  // Staff find it by what the collector wrote.
  const found = await ctx.get<InboxAnswer>('/api/admin/inbox?q=shanghai');
  expect(found.entries.map((e) => e.reference)).toEqual([reference]);

  const [header, row] = await records('2026-01-15');
  expect(header?.at(-1)).toBe('Notes');
  expect(row?.at(-1)).toBe(NOTES);
  expect(row?.[5]).toBe('wechat: collector_sh');
  expect(row?.[6]).toBe('China');
});

test('the records speak as the screen: Beijing time, stage names, no empty brackets, totals on request', async () => {
  // 17:30 in London on 15 January is already 01:30 on the 16th in Beijing.
  ctx = openPipelineApp();
  ctx.clock.advance(7.5 * 3600_000);
  ctx.renew();
  const work = insertShopItem(ctx.db, {
    slug: 'asked-price',
    title: 'Asked Price',
    sizes: [{ size: '', priceCents: 0 }],
  });
  ctx.db.orm.update(shopItems).set({ edition: 'unique', priceOnRequest: true }).where(eq(shopItems.id, work)).run();
  const sent = await ctx.post('/api/send/enquiry', {
    slug: 'asked-price',
    name: 'Li Wei',
    email: 'li.wei@example.com',
    message: 'Is it still available?',
  });
  expect(sent.status).toBe(200);
  const { reference } = (await sent.json()) as { reference: string };

  // The day staff saw it arrive on, in Beijing.
  expect(await records('2026-01-15')).toHaveLength(1);
  const [header, row] = await records('2026-01-16');
  expect(header?.slice(0, 3)).toEqual(['Reference', 'Date (Beijing time)', 'Stage']);
  expect(row?.slice(0, 3)).toEqual([reference, '2026-01-16 01:30', 'New']);
  expect(row?.[7]).toBe('1 × Asked Price');
  expect(row?.[9]).toBe('on request');

  // Sold: the screen's total gives the sale price, and the records keep it in its own column.
  const { entries } = await ctx.get<InboxAnswer>(`/api/admin/inbox?q=${reference}`);
  const id = entries[0]?.id;
  expect(entries[0]).toMatchObject({ total: 0, salePrice: null });
  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/sold`, { salePrice: 4800 })).status).toBe(200);
  const after = await records('2026-01-16');
  expect(after[1]?.slice(2, 3)).toEqual(['Sold']);
  expect(after[1]?.slice(9, 11)).toEqual(['on request', '4800.00']);
});

test('the stage list cannot reserve or sell without a hold or a sale, and follow-ups are real days', async () => {
  ctx = openPipelineApp();
  const { id } = await ctx.enquireUnique();
  const stageTo = (stage: string) => ctx.call('POST', `/api/admin/inbox/enquiries/${id}/stage`, { stage });
  const refused = async (res: Response) => ((await res.json()) as { errors: { msg: string }[] }).errors[0]?.msg;
  const stageNow = async () => (await ctx.get<InboxAnswer>('/api/admin/inbox')).entries[0]?.stage;

  const sold = await stageTo('sold');
  expect(sold.status).toBe(400);
  expect(await refused(sold)).toContain('Mark sold');
  const reserved = await stageTo('reserved');
  expect(reserved.status).toBe(400);
  expect(await refused(reserved)).toContain('Reserve');
  expect(await stageNow()).toBe('new');

  // With a hold in force, the list may go back to reserved after another stage.
  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/reserve`, { days: 7 })).status).toBe(200);
  expect((await stageTo('replied')).status).toBe(200);
  expect((await stageTo('reserved')).status).toBe(200);
  expect(await stageNow()).toBe('reserved');

  for (const day of ['2026-02-30', '0000-01-01', '2026-13-01']) {
    const res = await ctx.call('PATCH', `/api/admin/inbox/enquiries/${id}`, { followUpOn: day });
    expect(res.status).toBe(400);
  }
  expect((await ctx.call('PATCH', `/api/admin/inbox/enquiries/${id}`, { followUpOn: '2028-02-29' })).status).toBe(200);
  expect((await ctx.get<InboxAnswer>('/api/admin/inbox')).entries[0]?.followUpAt).toBe('2028-02-29T00:00:00.000Z');
});

test("staff's notification of a checkout carries the notes, phone or WeChat and country", async () => {
  ctx = openPipelineApp({ env: { MAIL_TO: STAFF } });
  const sent = await ctx.post(
    '/api/send/checkout',
    validEnquiry({ name: 'Wang Fang', notes: NOTES, phone: 'WeChat: wangfang_88', country: 'China' }),
  );
  expect(sent.status).toBe(200);
  const mail = staffMail();
  expect(mail?.text).toContain(NOTES);
  expect(mail?.text).toContain('Phone or WeChat: WeChat: wangfang_88');
  expect(mail?.text).toContain('Country: China');
  // Words that are nowhere in the inbox find nothing.
  expect((await ctx.get<InboxAnswer>('/api/admin/inbox?q=pyongyang')).total).toBe(0);
});

test("a work page's enquiry shows its message, phone and country in the inbox and staff's mail", async () => {
  ctx = openPipelineApp({ env: { MAIL_TO: STAFF } });
  const res = await ctx.post('/api/send/enquiry', {
    slug: 'the-only-one',
    name: 'Li Wei',
    email: 'li.wei@example.com',
    phone: '+86 138 0000 0000',
    country: 'Singapore',
    message: 'Is the frame included?',
  });
  expect(res.status).toBe(200);
  const [entry] = (await ctx.get<InboxAnswer>('/api/admin/inbox?q=frame')).entries;
  expect(entry).toMatchObject({ message: 'Is the frame included?', phone: '+86 138 0000 0000', country: 'Singapore' });
  expect(staffMail()?.text).toContain('Country: Singapore');
  expect(staffMail()?.html).toContain('Country: Singapore');
});

test('a checkout without notes shows none, rather than null', async () => {
  ctx = openPipelineApp();
  expect((await ctx.post('/api/send/checkout', validEnquiry({ notes: '' }))).status).toBe(200);
  const [entry] = (await ctx.get<InboxAnswer>('/api/admin/inbox')).entries;
  expect(entry?.message).toBe('');
});
