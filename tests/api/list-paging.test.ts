import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItemMedia, shopItems } from '../../server/content/types/shop-items.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertShopItem } from './send-fixtures.ts';

/** `/api/shop/pages?limit=`: the shop in pages, filtered, ordered and counted by the server. */

type Card = { slug: string; medium: string[]; artist: { name: string }; lowPrice: number | null };
type Groups = { media: { name: string; label: string; count: number }[]; artists: { name: string; count: number }[] };
type Page = { items: Card[]; next: string | null; total: number; filter: unknown; groups?: Groups };

let ctx: TestApp;
let serial = 0;

const add = (artistName: string, priceCents: number, media: string[] = ['Oil on canvas']) => {
  serial += 1;
  const slug = `work-${String(serial).padStart(3, '0')}`;
  const id = insertShopItem(ctx.db, { slug, title: slug, artistName, sizes: [{ size: '50 x 70 cm', priceCents }] });
  media.forEach((medium, position) => {
    ctx.db.orm.insert(shopItemMedia).values({ itemId: id, position, medium }).run();
  });
  return { id, slug };
};

const insertShopItemTitled = (artistName: string, title: string) => {
  serial += 1;
  const slug = `work-${String(serial).padStart(3, '0')}`;
  insertShopItem(ctx.db, { slug, title, artistName, sizes: [{ size: '50 x 70 cm', priceCents: 10_000 }] });
  return slug;
};

beforeAll(() => {
  ctx = openTestApp();
  for (let i = 0; i < 10; i += 1) add(i % 2 ? 'Kim Song Hui' : 'Ri Chol Jin', 10_000 * ((i * 7) % 10) + 5_000);
  add('Pak Mi', 30_000, ['Woodcut', 'Propaganda Poster']);
  add('Pak Mi', 40_000, ['Woodcut']);
});

afterAll(() => ctx?.close());

const page = async (url: string) => {
  const res = await ctx.app.request(url);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

/** Every page of a list from its start, calling `between` before each later page. */
async function walk(url: string, between: () => void = () => {}) {
  const seen: string[] = [];
  let current = await page(url);
  seen.push(...current.items.map((i) => i.slug));
  while (current.next) {
    between();
    current = await page(`${url}&after=${current.next}`);
    seen.push(...current.items.map((i) => i.slug));
  }
  return seen;
}

describe('GET /api/shop in pages', () => {
  test('a page is small cards, with the next position, the total and the groups', async () => {
    const first = await page('/api/shop/pages?limit=5');
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(12);
    expect(first.next).toEqual(expect.any(String));
    expect(Object.keys(first.items[0] ?? {})).not.toContain('description');
    expect(Object.keys(first.items[0] ?? {})).not.toContain('size_price_info');
    expect(first.groups?.media).toEqual([
      { name: 'Oil on canvas', label: 'Oil on canvas', count: 10 },
      { name: 'Propaganda Poster', label: 'Propaganda Poster', count: 1 },
      { name: 'Woodcut', label: 'Woodcut', count: 2 },
    ]);
    expect(first.groups?.artists.map((a) => a.name)).toContain('Pak Mi');
    // Later pages of the same choice leave the groups out.
    expect((await page(`/api/shop/pages?limit=5&after=${first.next}`)).groups).toBeUndefined();
  });

  test('walking the pages while works are added loses and repeats none, in every sort', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc', 'artist']) {
      const before = (await walk(`/api/shop/pages?limit=48&sort=${sort}`)).sort();
      const added: string[] = [];
      const seen = await walk(`/api/shop/pages?limit=3&sort=${sort}`, () => {
        added.push(add('An Ok', 25_000).slug);
      });
      expect(new Set(seen).size).toBe(seen.length);
      for (const slug of before) expect(seen).toContain(slug);
      expect(seen.filter((slug) => !added.includes(slug)).sort()).toEqual(before);
    }
  });

  test('the order of a paged walk is the plain list order', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const plain = ((await (await ctx.app.request(`/api/shop?sort=${sort}`)).json()) as Card[]).map((i) => i.slug);
      expect(await walk(`/api/shop/pages?limit=4&sort=${sort}`)).toEqual(plain);
    }
  });

  test('q names a medium or an artist as the shop page does; medium and artist narrow directly', async () => {
    const poster = await page('/api/shop/pages?limit=10&q=propaganda-poster');
    expect(poster.filter).toEqual({ kind: 'medium', name: 'Propaganda Poster' });
    expect(poster.items.map((i) => i.medium)).toEqual([['Woodcut', 'Propaganda Poster']]);
    expect(poster.total).toBe(1);
    const byArtist = await page('/api/shop/pages?limit=48&q=pak%20mi');
    expect(byArtist.filter).toEqual({ kind: 'artist', name: 'Pak Mi' });
    expect(byArtist.items.every((i) => i.artist.name === 'Pak Mi')).toBe(true);
    expect((await page('/api/shop/pages?limit=48&medium=Woodcut')).total).toBe(2);
    // A q that names nothing filters nothing, and says so: the shop page then clears it.
    const nothing = await page('/api/shop/pages?limit=2&q=watercolour');
    expect(nothing.filter).toBeNull();
    expect(nothing.total).toBeGreaterThanOrEqual(12);
  });

  test('available=1 narrows the page and the group counts', async () => {
    const { id } = add('Choe Un', 20_000, ['Ink']);
    ctx.db.orm.update(shopItems).set({ availability: 'sold' }).where(eq(shopItems.id, id)).run();
    const all = await page('/api/shop/pages?limit=48');
    const available = await page('/api/shop/pages?limit=48&available=1');
    expect(available.total).toBe(all.total - 1);
    expect(available.groups?.media.find((m) => m.name === 'Ink')).toEqual({ name: 'Ink', label: 'Ink', count: 0 });
    expect(all.groups?.media.find((m) => m.name === 'Ink')).toEqual({ name: 'Ink', label: 'Ink', count: 1 });
  });

  test('drafts and scheduled works are in no page, no total and no group', async () => {
    const draft = add('Hidden Draft', 10_000, ['Secret medium']);
    const later = add('Hidden Later', 10_000);
    ctx.db.orm.update(shopItems).set({ status: 'draft' }).where(eq(shopItems.id, draft.id)).run();
    const future = ctx.clock.now().getTime() + 86_400_000;
    ctx.db.orm.update(shopItems).set({ publishAt: future }).where(eq(shopItems.id, later.id)).run();
    const all = await page('/api/shop/pages?limit=48');
    const slugs = all.items.map((i) => i.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(later.slug);
    expect(all.total).toBe(all.items.length);
    expect(all.groups?.media.map((m) => m.name)).not.toContain('Secret medium');
    expect(all.groups?.artists.map((a) => a.name)).not.toContain('Hidden Draft');
  });

  test('a position after a long name and title still leads on', async () => {
    const long = insertShopItemTitled('Z'.repeat(150), 'T'.repeat(300));
    const pages = await walk('/api/shop/pages?limit=1&sort=artist');
    expect(pages.at(-1)).toBe(long);
    expect(new Set(pages).size).toBe(pages.length);
  });

  test('every parameter is checked, with a sentence naming it', async () => {
    for (const [query, path] of [
      ['limit=0', 'limit'],
      ['limit=49', 'limit'],
      ['limit=ten', 'limit'],
      ['after=not%20a%20cursor', 'after'],
      ['limit=5&after=bm90IGEgcG9zaXRpb24', 'after'],
      ['limit=5&sort=cheapest', 'sort'],
      ['limit=5&available=maybe', 'available'],
      [`limit=5&q=${'x'.repeat(201)}`, 'q'],
    ] as const) {
      const res = await ctx.app.request(`/api/shop/pages?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { msg: string; path: string }[] };
      expect(body.errors[0]?.path).toBe(path);
      expect(body.errors[0]?.msg).toContain(path);
    }
    // A position of one order is refused in another.
    const first = await page('/api/shop/pages?limit=2&sort=newest');
    expect((await ctx.app.request(`/api/shop/pages?limit=2&sort=artist&after=${first.next}`)).status).toBe(400);
  });

  test('the plain call answers as before, and the mediums page gets its samples in one answer', async () => {
    const plain = (await (await ctx.app.request('/api/shop')).json()) as { size_price_info: unknown[] }[];
    expect(Array.isArray(plain)).toBe(true);
    expect(plain[0]?.size_price_info).toHaveLength(1);
    const res = await ctx.app.request('/api/shop/mediums?samples=2');
    const mediums = (await res.json()) as { medium: string; count: number; samples: unknown[] }[];
    expect(mediums.find((m) => m.medium === 'Woodcut')).toMatchObject({ count: 2 });
    expect(mediums.find((m) => m.medium === 'Woodcut')?.samples).toHaveLength(2);
    expect(mediums.map((m) => m.medium)).not.toContain('Secret medium');
    // A medium listed twice on one work counts once and is drawn once.
    const { id } = add('Ra Un', 10_000, ['Gouache', 'Gouache']);
    expect(id).toBeGreaterThan(0);
    const again = (await (await ctx.app.request('/api/shop/mediums?samples=3')).json()) as typeof mediums;
    expect(again.find((m) => m.medium === 'Gouache')).toMatchObject({ count: 1, samples: [expect.anything()] });
    expect((await ctx.app.request('/api/shop/mediums?samples=9')).status).toBe(400);
  });
});
