import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItemSizes, shopItems } from '../../server/content/types/shop-items.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertShopItem } from './send-fixtures.ts';

/** `/api/shop?sort=&available=1` and `/api/shop/lines?slug=`: the shop grid's order and the cart's facts. */

type Item = { slug: string; lowPrice: number | null; availability: string };
type Facts = {
  slug: string;
  title: string;
  artist: { name: string; slug: string };
  availability: string;
  price_on_request: boolean;
  edition: string;
  sizes: { size: string; price: number | null; availability: string }[];
};

let ctx: TestApp;

beforeAll(() => {
  ctx = openTestApp();
  const add = (slug: string, artistName: string, priceCents: number) =>
    insertShopItem(ctx.db, { slug, title: slug, artistName, sizes: [{ size: '50 x 70 cm', priceCents }] });
  // Inserted oldest first: the plain list answers newest first.
  add('dawn', 'Ri Chol Jin', 90_000);
  const crane = add('crane', 'Kim Song Hui', 240_000);
  const bay = add('bay', 'An Ok', 12_000);
  const echo = add('echo', 'Pak Mi', 150_000);
  const pine = add('pine', 'Choe Un', 50_000);
  const set = (id: number, values: Partial<typeof shopItems.$inferInsert>) =>
    ctx.db.orm.update(shopItems).set(values).where(eq(shopItems.id, id)).run();
  set(crane, { priceOnRequest: true, edition: 'unique' });
  set(bay, { availability: 'sold' });
  set(echo, { availability: 'on_hold' });
  // One size of two sold: the work stays available, the size says so.
  ctx.db.orm.insert(shopItemSizes).values({ itemId: pine, position: 1, size: '30 x 40 cm', priceCents: 20_000 }).run();
  ctx.db.orm.update(shopItemSizes).set({ availability: 'sold' }).where(eq(shopItemSizes.itemId, pine)).run();
  ctx.db.orm.update(shopItemSizes).set({ availability: 'available' }).where(eq(shopItemSizes.size, '50 x 70 cm')).run();
});

afterAll(() => ctx?.close());

const slugs = async (url: string) => ((await (await ctx.app.request(url)).json()) as Item[]).map((i) => i.slug);

describe('GET /api/shop with sort and available', () => {
  test('the plain call keeps its order, newest first', async () => {
    expect(await slugs('/api/shop')).toEqual(['pine', 'echo', 'bay', 'crane', 'dawn']);
  });

  test('price both ways puts the price on request last; artist orders by name', async () => {
    expect(await slugs('/api/shop?sort=price_asc')).toEqual(['bay', 'pine', 'dawn', 'echo', 'crane']);
    expect(await slugs('/api/shop?sort=price_desc')).toEqual(['echo', 'dawn', 'pine', 'bay', 'crane']);
    expect(await slugs('/api/shop?sort=artist')).toEqual(['bay', 'pine', 'crane', 'echo', 'dawn']);
    expect(await slugs('/api/shop?sort=newest')).toEqual(await slugs('/api/shop'));
  });

  test('available=1 leaves out sold and on-hold works, and combines with a sort', async () => {
    expect(await slugs('/api/shop?available=1')).toEqual(['pine', 'crane', 'dawn']);
    expect(await slugs('/api/shop?available=1&sort=price_desc')).toEqual(['dawn', 'pine', 'crane']);
    expect(await slugs('/api/shop?available=0')).toHaveLength(5);
  });

  test('an unknown sort or available value is refused naming the parameter', async () => {
    for (const url of ['/api/shop?sort=cheapest', '/api/shop?available=yes']) {
      const res = await ctx.app.request(url);
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: { msg: string; path: string }[] };
      expect(errors[0]?.path).toBe(url.includes('sort') ? 'sort' : 'available');
      expect(errors[0]?.msg).toMatch(url.includes('sort') ? /^sort must be one of newest/ : /^available must be/);
    }
  });
});

describe('GET /api/shop/lines', () => {
  const lines = async (query: string) => {
    const res = await ctx.app.request(`/api/shop/lines?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Facts[];
  };

  test('answers the current facts of the works asked for, in the order asked, and skips unknown slugs', async () => {
    const facts = await lines('slug=dawn&slug=no-such-work&slug=bay');
    expect(facts.map((f) => f.slug)).toEqual(['dawn', 'bay']);
    expect(facts[0]).toMatchObject({
      title: 'dawn',
      artist: { name: 'Ri Chol Jin' },
      availability: 'available',
      price_on_request: false,
      edition: 'open',
      sizes: [{ size: '50 x 70 cm', price: 900, availability: 'available' }],
    });
    expect(facts[1]?.availability).toBe('sold');
  });

  test('one slug works too; a price on request carries no number; a sold size is marked', async () => {
    const [crane] = await lines('slug=crane');
    expect(crane).toMatchObject({ price_on_request: true, edition: 'unique' });
    expect(crane?.sizes.map((s) => s.price)).toEqual([null]);
    expect(JSON.stringify(crane)).not.toContain('2400');
    const [pine] = await lines('slug=pine');
    expect(pine?.availability).toBe('available');
    expect(pine?.sizes.map((s) => [s.size, s.availability])).toEqual([
      ['50 x 70 cm', 'available'],
      ['30 x 40 cm', 'sold'],
    ]);
  });

  test('too many, empty or no slugs are refused: "lines" is the cart\'s route, never a work', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `slug=w${i}`).join('&');
    expect((await ctx.app.request(`/api/shop/lines?${many}`)).status).toBe(400);
    expect((await ctx.app.request('/api/shop/lines?slug=')).status).toBe(400);
    const bare = await ctx.app.request('/api/shop/lines');
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('slug');
  });
});
