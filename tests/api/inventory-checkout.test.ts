import { afterEach, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItemSizes, shopItems } from '../../server/content/types/shop-items.ts';
import { enquiries, enquiryLines, mailOutbox } from '../../server/db/schema/index.ts';
import { ENQUIRY_SENT } from '../../server/routes/send.ts';
import { PUBLIC_PAGES } from '../../server/services/public-pages.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertShopItem, validEnquiry } from './send-fixtures.ts';

/** What the server lets a visitor enquire for, and what it shows of a work whose price is on request. */

const STAFF = 'staff@gallery.example';
let ctx: TestApp;
afterEach(() => ctx?.close());

type Sized = { size: string; priceCents: number };
const SIZES: Sized[] = [
  { size: '70 x 45 cm', priceCents: 987_654 },
  { size: '35 x 22 cm', priceCents: 123_456 },
];

function work(slug: string, title: string, facts: Partial<typeof shopItems.$inferInsert> = {}, sizes = SIZES) {
  const id = insertShopItem(ctx.db, { slug, title, sizes });
  if (Object.keys(facts).length > 0) ctx.db.orm.update(shopItems).set(facts).where(eq(shopItems.id, id)).run();
  return id;
}

const sellEverySize = (itemId: number) =>
  ctx.db.orm.update(shopItemSizes).set({ availability: 'sold' }).where(eq(shopItemSizes.itemId, itemId)).run();

const checkout = (cart: { slug: string; sizeOption: string; quantity: number }[]) =>
  ctx.post('/api/send/checkout', validEnquiry({ cart }));

const errorsOf = async (res: Response) => ((await res.json()) as { errors: { msg: string; path: string }[] }).errors;

const nothingStored = () => {
  expect(ctx.db.orm.select().from(enquiries).all()).toEqual([]);
  expect(ctx.db.orm.select().from(mailOutbox).all()).toEqual([]);
};

describe('the checkout refuses what cannot be enquired for, naming the work', () => {
  test('a sold work and a not-for-sale work are refused, and nothing is stored', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    work('pine-and-crane', 'Pine and Crane', { availability: 'sold' });
    work('family-portrait', 'Family Portrait', { availability: 'not_for_sale' });
    work('harbour', 'Harbour');
    const res = await checkout([
      { slug: 'pine-and-crane', sizeOption: '70 x 45 cm', quantity: 1 },
      { slug: 'family-portrait', sizeOption: '70 x 45 cm', quantity: 1 },
      { slug: 'harbour', sizeOption: '70 x 45 cm', quantity: 1 },
    ]);
    expect(res.status).toBe(400);
    expect(await errorsOf(res)).toEqual([
      { msg: '"Pine and Crane" is sold and cannot be enquired for.', path: 'cart.0.slug' },
      { msg: '"Family Portrait" is not for sale and cannot be enquired for.', path: 'cart.1.slug' },
    ]);
    nothingStored();
  });

  test('one sold size is refused while the other sizes stay open; every size sold reads as a sold work', async () => {
    ctx = openTestApp();
    const print = work('river-print', 'River Print');
    ctx.db.orm.update(shopItemSizes).set({ availability: 'sold' }).where(eq(shopItemSizes.size, '70 x 45 cm')).run();
    const refused = await checkout([{ slug: 'river-print', sizeOption: '70 x 45 cm', quantity: 1 }]);
    expect(await errorsOf(refused)).toEqual([
      { msg: '"River Print" in the size "70 x 45 cm" is sold and cannot be enquired for.', path: 'cart.0.slug' },
    ]);
    expect((await checkout([{ slug: 'river-print', sizeOption: '35 x 22 cm', quantity: 3 }])).status).toBe(200);

    sellEverySize(print);
    const item = (await (await ctx.app.request('/api/shop/river-print')).json()) as { availability: string };
    expect(item.availability).toBe('sold');
    const res = await checkout([{ slug: 'river-print', sizeOption: '35 x 22 cm', quantity: 1 }]);
    expect(await errorsOf(res)).toEqual([
      { msg: '"River Print" is sold and cannot be enquired for.', path: 'cart.0.slug' },
    ]);
  });

  test('a unique work stops at 1, over all its lines; on hold stays enquirable', async () => {
    ctx = openTestApp();
    work('pine-and-crane', 'Pine and Crane', { edition: 'unique', availability: 'on_hold' });
    const twice = await checkout([{ slug: 'pine-and-crane', sizeOption: '70 x 45 cm', quantity: 2 }]);
    expect(twice.status).toBe(400);
    expect(await errorsOf(twice)).toEqual([
      { msg: '"Pine and Crane" is unique: the quantity can only be 1.', path: 'cart.0.quantity' },
    ]);
    const split = await checkout([
      { slug: 'pine-and-crane', sizeOption: '70 x 45 cm', quantity: 1 },
      { slug: 'pine-and-crane', sizeOption: '35 x 22 cm', quantity: 1 },
    ]);
    expect(await errorsOf(split)).toEqual([
      { msg: '"Pine and Crane" is unique: the quantity can only be 1.', path: 'cart.1.quantity' },
    ]);
    nothingStored();
    const once = await checkout([{ slug: 'pine-and-crane', sizeOption: '70 x 45 cm', quantity: 1 }]);
    expect(once.status).toBe(200);
    expect(await once.json()).toEqual({ message: ENQUIRY_SENT, reference: expect.stringMatching(/^ENQ-/) });
  });
});

describe('price on request', () => {
  test('no price of the work appears in /api/shop, its own answer or its structured data', async () => {
    ctx = openTestApp();
    work('secret-price', 'Secret Price', { priceOnRequest: true });
    work('open-price', 'Open Price', {}, [{ size: '10 x 10 cm', priceCents: 5_000 }]);
    const list = await (await ctx.app.request('/api/shop')).text();
    const one = await (await ctx.app.request('/api/shop/secret-price')).text();
    const data = JSON.stringify(
      PUBLIC_PAGES.shop(ctx.db.orm, 'secret-price', 'https://gallery.example', { now: new Date() })?.data,
    );
    for (const text of [list, one, data]) {
      expect(text).not.toMatch(/9876\.54|987654|1234\.56|123456/);
    }
    const item = JSON.parse(one) as { lowPrice: unknown; price_on_request: boolean; size_price_info: unknown[] };
    expect(item.price_on_request).toBe(true);
    expect(item.lowPrice).toBeNull();
    expect(item.size_price_info).toEqual([
      expect.objectContaining({ size: '70 x 45 cm', price: null }),
      expect.objectContaining({ size: '35 x 22 cm', price: null }),
    ]);
    const open = (JSON.parse(list) as { slug: string; lowPrice: number }[]).find((i) => i.slug === 'open-price');
    expect(open?.lowPrice).toBe(50);
  });

  test('a work not for sale shows no price either, in the list or its own answer', async () => {
    ctx = openTestApp();
    work('kept-by-the-gallery', 'Kept by the Gallery', { availability: 'not_for_sale' });
    const list = await (await ctx.app.request('/api/shop')).text();
    const one = await (await ctx.app.request('/api/shop/kept-by-the-gallery')).text();
    for (const text of [list, one]) expect(text).not.toMatch(/9876\.54|987654|1234\.56|123456/);
    expect((JSON.parse(one) as { lowPrice: unknown }).lowPrice).toBeNull();
  });

  test('can be enquired for: the line is stored without a price and counted as on request', async () => {
    ctx = openTestApp({ env: { MAIL_TO: STAFF } });
    work('secret-price', 'Secret Price', { priceOnRequest: true });
    work('harbour', 'Harbour');
    const res = await checkout([
      { slug: 'secret-price', sizeOption: '70 x 45 cm', quantity: 1 },
      { slug: 'harbour', sizeOption: '35 x 22 cm', quantity: 2 },
    ]);
    expect(res.status).toBe(200);
    const lines = ctx.db.orm.select().from(enquiryLines).all();
    expect(lines.map((l) => [l.title, l.priceCents, l.priceOnRequest])).toEqual([
      ['Secret Price', 0, true],
      ['Harbour', 123_456, false],
    ]);
    expect(ctx.db.orm.select().from(enquiries).get()?.totalCents).toBe(246_912);
    const [staffMail] = ctx.db.orm.select().from(mailOutbox).all();
    expect(staffMail?.text).toContain('Price on request');
    expect(staffMail?.text).toContain('€2,469.12 + 1 work on request');
    expect(staffMail?.text).not.toContain('9,876.54');
  });
});
