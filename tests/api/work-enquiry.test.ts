import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItemSizes, shopItems } from '../../server/content/types/shop-items.ts';
import { enquiries, enquiryLines, mailOutbox, users } from '../../server/db/schema/index.ts';
import { workEnquirySent } from '../../server/routes/send.ts';
import { createSession } from '../../server/services/sessions.ts';
import { type FakeSiteverify, passToken, startFakeSiteverify } from '../fakes/siteverify.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertShopItem } from './send-fixtures.ts';

/** POST /api/send/enquiry: the one-step enquiry about one work from its page (issue 15). */

const STAFF = 'staff@gallery.example';
let ctx: TestApp;
afterEach(() => ctx?.close());

const stored = () => ({
  enquiries: ctx.db.orm.select().from(enquiries).all(),
  lines: ctx.db.orm.select().from(enquiryLines).all(),
  mail: ctx.db.orm.select().from(mailOutbox).all(),
});

const expectNothingStored = () => {
  const s = stored();
  expect([s.enquiries.length, s.lines.length, s.mail.length]).toEqual([0, 0, 0]);
};

const messagesOf = async (res: Response) => ((await res.json()) as { errors: { msg: string; path: string }[] }).errors;

const valid = (overrides: Record<string, unknown> = {}) => ({
  slug: 'pine-and-crane',
  name: 'Li Wei',
  email: 'li.wei@example.com',
  phone: 'wechat: liwei_art',
  message: 'I would like to know more about "Pine and Crane".',
  ...overrides,
});

/** A unique painting in one size, and a print in two, in the state the test gives. */
function catalogue(state: Partial<typeof shopItems.$inferInsert> = {}) {
  const painting = insertShopItem(ctx.db, {
    slug: 'pine-and-crane',
    title: 'Pine and Crane',
    artistName: 'Kim Song Hui',
    sizes: [{ size: '70 x 45 cm', priceCents: 242_000 }],
  });
  ctx.db.orm
    .update(shopItems)
    .set({ edition: 'unique', ...state })
    .where(eq(shopItems.id, painting))
    .run();
  const print = insertShopItem(ctx.db, {
    slug: 'harvest-song',
    title: 'Harvest Song',
    artistName: 'Ri Chol Jin',
    sizes: [
      { size: 'A2 print', priceCents: 8_999 },
      { size: 'A1 print', priceCents: 12_000 },
    ],
  });
  return { painting, print };
}

describe('an enquiry about one work', () => {
  test('is stored as kind work with the catalogue title, artist and price, then mails go to the outbox', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    const { painting } = catalogue();
    // Whatever the browser adds about the work (a price, a title) is not read.
    const res = await ctx.post('/api/send/enquiry', valid({ price: 1, title: 'Cheap!', totalCents: 1 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: workEnquirySent('Pine and Crane'),
      reference: expect.stringMatching(/^ENQ-\d{4}-\d{4}$/),
    });

    const s = stored();
    expect(s.enquiries).toHaveLength(1);
    expect(s.enquiries[0]).toMatchObject({
      kind: 'work',
      name: 'Li Wei',
      email: 'li.wei@example.com',
      phone: 'wechat: liwei_art',
      notes: 'I would like to know more about "Pine and Crane".',
      totalCents: 242_000,
      stage: 'new',
    });
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]).toMatchObject({
      itemId: painting,
      slug: 'pine-and-crane',
      title: 'Pine and Crane',
      artistName: 'Kim Song Hui',
      size: '70 x 45 cm',
      priceCents: 242_000,
      quantity: 1,
    });
    const [staff, visitor] = s.mail;
    expect(s.mail).toHaveLength(2);
    expect(staff).toMatchObject({ toAddress: STAFF, replyTo: 'li.wei@example.com' });
    expect(staff?.subject).toBe('Enquiry ENQ-2026-0001 about "Pine and Crane" from Li Wei');
    expect(staff?.text).toContain('wechat: liwei_art');
    expect(staff?.text).toContain('€2,420.00');
    expect(visitor).toMatchObject({ toAddress: 'li.wei@example.com', replyTo: STAFF });
    // The confirmation goes to an unverified address: it repeats nothing the sender typed.
    expect(visitor?.text).not.toContain('Li Wei');
    expect(visitor?.text).toContain('"Pine and Crane" by Kim Song Hui');
    // The visitor can quote the reference, and is told when to expect a reply.
    expect(visitor?.subject).toBe('Your enquiry ENQ-2026-0001');
    expect(visitor?.text).toContain('Your reference: ENQ-2026-0001');
    expect(visitor?.text).toContain('within 2 business days');
    expect(s.mail.every((m) => m.enquiryId === s.enquiries[0]?.id)).toBe(true);
  });

  test('a work in several sizes is one line naming no size, priced from its lowest', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    catalogue();
    expect((await ctx.post('/api/send/enquiry', valid({ slug: 'harvest-song', phone: undefined }))).status).toBe(200);
    const s = stored();
    expect(s.enquiries[0]).toMatchObject({ phone: '', totalCents: 8_999 });
    expect(s.lines.map((l) => [l.title, l.size, l.priceCents, l.quantity])).toEqual([['Harvest Song', '', 8_999, 1]]);
    expect(s.mail[0]?.text).toContain('A2 print, A1 print: from €89.99');
  });

  test('a price on request is stored without its number and said so in the mails', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    catalogue({ priceOnRequest: true });
    expect((await ctx.post('/api/send/enquiry', valid())).status).toBe(200);
    const s = stored();
    expect(s.enquiries[0]?.totalCents).toBe(0);
    expect(s.lines[0]).toMatchObject({ priceCents: 0, priceOnRequest: true });
    expect(s.mail[0]?.text).toContain('Price on request');
    expect(s.mail.some((m) => m.text.includes('2,420'))).toBe(false);
  });

  test('a work on hold is still open to enquiries', async () => {
    ctx = openTestApp();
    catalogue({ availability: 'on_hold' });
    expect((await ctx.post('/api/send/enquiry', valid())).status).toBe(200);
    expect(stored().enquiries).toHaveLength(1);
  });

  test('a sold or not-for-sale work, or one whose every size is sold, is refused by name', async () => {
    ctx = openTestApp();
    const { print } = catalogue({ availability: 'sold' });
    const sold = await ctx.post('/api/send/enquiry', valid());
    expect(sold.status).toBe(400);
    expect(await messagesOf(sold)).toEqual([
      { msg: '"Pine and Crane" is sold and cannot be enquired for. Ask us about similar works instead.', path: 'slug' },
    ]);

    ctx.db.orm
      .update(shopItems)
      .set({ availability: 'not_for_sale' })
      .where(eq(shopItems.slug, 'pine-and-crane'))
      .run();
    expect(await messagesOf(await ctx.post('/api/send/enquiry', valid()))).toEqual([
      { msg: '"Pine and Crane" is not for sale and cannot be enquired for.', path: 'slug' },
    ]);

    ctx.db.orm.update(shopItemSizes).set({ availability: 'sold' }).where(eq(shopItemSizes.itemId, print)).run();
    const allSold = await ctx.post('/api/send/enquiry', valid({ slug: 'harvest-song' }));
    expect(await messagesOf(allSold)).toEqual([
      { msg: '"Harvest Song" is sold and cannot be enquired for. Ask us about similar works instead.', path: 'slug' },
    ]);
    expectNothingStored();
  });

  test('bad input is refused with a message naming the field, and nothing is stored', async () => {
    ctx = openTestApp();
    catalogue();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: 'no-such-work' }, 'This work is no longer in the shop.', 'slug'],
      [{ slug: '' }, 'Choose the work to enquire about.', 'slug'],
      [{ name: ' ' }, 'Please enter your name.', 'name'],
      [{ email: 'not-an-address' }, 'Enter a valid e-mail address.', 'email'],
      [{ phone: 'x'.repeat(61) }, 'The phone number or WeChat ID can be at most 60 characters.', 'phone'],
      [{ message: '' }, 'Please enter a message.', 'message'],
      [{ message: 'm'.repeat(5001) }, 'The message can be at most 5,000 characters.', 'message'],
    ];
    for (const [index, [override, msg, path]] of cases.entries()) {
      ctx.visitor.address = `192.0.2.${index}`;
      const res = await ctx.post('/api/send/enquiry', valid(override));
      expect(res.status).toBe(400);
      expect(await messagesOf(res)).toEqual([{ msg, path }]);
    }
    expectNothingStored();
  });

  test('shows in the admin inbox as an enquiry about one work', async () => {
    ctx = openTestApp();
    catalogue();
    expect((await ctx.post('/api/send/enquiry', valid())).status).toBe(200);
    const res = await ctx.app.request('/api/admin/inbox', { headers: { Cookie: await staffCookie() } });
    const inbox = (await res.json()) as {
      entries: { kind: string; origin: string | null; name: string; reference: string; lines: { title: string }[] }[];
    };
    expect(inbox.entries).toHaveLength(1);
    expect(inbox.entries[0]).toMatchObject({ kind: 'enquiry', origin: 'work', name: 'Li Wei' });
    expect(inbox.entries[0]?.reference).toMatch(/^ENQ-\d{4}-0001$/);
    expect(inbox.entries[0]?.lines.map((l) => l.title)).toEqual(['Pine and Crane']);
  });
});

/** A member of staff's session cookie, made directly (the login has tests of its own). */
async function staffCookie() {
  const user = ctx.db.orm
    .insert(users)
    .values({ email: 'staff@gallery.example', passwordHash: 'not used: the session is made directly' })
    .returning({ id: users.id })
    .get();
  return `session=${createSession(ctx.db, user.id, ctx.clock.now())}`;
}

describe('the human check comes first, as on the checkout', () => {
  let fake: FakeSiteverify;
  beforeAll(() => {
    fake = startFakeSiteverify();
  });
  afterAll(() => fake.stop());

  test('a failing token is refused before the body is read; a passing one is verified and spent', async () => {
    ctx = openTestApp({ env: fake.env });
    catalogue();
    const bad = await ctx.post('/api/send/enquiry', { slug: 'no-such-work', captchaToken: 'fail-1' });
    expect(bad.status).toBe(400);
    expect(await messagesOf(bad)).toEqual([
      { msg: 'The captcha could not be verified. Please try again.', path: 'captchaToken' },
    ]);
    expectNothingStored();
    const token = passToken();
    expect((await ctx.post('/api/send/enquiry', valid({ captchaToken: token }))).status).toBe(200);
    expect((await ctx.post('/api/send/enquiry', valid({ captchaToken: token }))).status).toBe(400);
    expect(stored().enquiries).toHaveLength(1);
  });
});
