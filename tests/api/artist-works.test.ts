import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { artists } from '../../server/content/types/artists.ts';
import { collections } from '../../server/content/types/collections.ts';
import { shopItemSizes, shopItems } from '../../server/content/types/shop-items.ts';
import * as t from '../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * What a collector finds beside the shop (issue 15): an artist's answer carries their works with state and
 * price (never a price on request), and a collection's answer names the work each of its images shows.
 */

type Work = { slug: string; availability: string; price_on_request: boolean; lowPrice: number | null };

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(() => ctx.close());

const getJson = async <T>(path: string) => {
  const res = await ctx.app.request(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe('an artist’s works', () => {
  test('every shop item by the artist, newest first, with its state and lowest price', async () => {
    const artist = ctx.db.orm.select().from(artists).limit(1).get();
    if (!artist) throw new Error('the demo has no artist');
    const own = ctx.db.orm
      .select({ id: shopItems.id, slug: shopItems.slug })
      .from(shopItems)
      .where(eq(shopItems.artistId, artist.id))
      .all();
    expect(own.length).toBeGreaterThan(1);

    const [first, second] = own;
    if (!first || !second) throw new Error('two works needed');
    // One work on request, one whose every size sold.
    ctx.db.orm.update(shopItems).set({ priceOnRequest: true }).where(eq(shopItems.id, first.id)).run();
    ctx.db.orm.update(shopItemSizes).set({ availability: 'sold' }).where(eq(shopItemSizes.itemId, second.id)).run();

    const res = await ctx.app.request(`/api/artists/${artist.slug}`);
    const text = await res.text();
    const body = JSON.parse(text) as { works: Work[]; bio: string };
    expect(body.works.map((w) => w.slug).sort()).toEqual(own.map((w) => w.slug).sort());

    const onRequest = body.works.find((w) => w.slug === first.slug);
    expect(onRequest).toMatchObject({ price_on_request: true, lowPrice: null });
    const sold = body.works.find((w) => w.slug === second.slug);
    expect(sold?.availability).toBe('sold');

    const sizes = ctx.db.orm.select().from(shopItemSizes).where(eq(shopItemSizes.itemId, second.id)).all();
    expect(sold?.lowPrice).toBe(Math.min(...sizes.map((s) => s.priceCents)) / 100);

    // The number of the work on request is nowhere in the answer.
    const hidden = ctx.db.orm.select().from(shopItemSizes).where(eq(shopItemSizes.itemId, first.id)).all();
    const onRequestJson = JSON.stringify(onRequest);
    for (const size of hidden) expect(onRequestJson).not.toContain(String(size.priceCents / 100));
  });

  test('an artist without works has an empty list', async () => {
    const img = ctx.db.orm.select({ id: t.images.id }).from(t.images).limit(1).get()?.id ?? 0;
    ctx.db.orm
      .insert(artists)
      .values({ name: 'New Painter', slug: 'new-painter', bio: '<p>Bio.</p>', imgId: img })
      .run();
    expect((await getJson<{ works: unknown[] }>('/api/artists/new-painter')).works).toEqual([]);
  });
});

describe('a collection’s works', () => {
  test('each image that is a shop item’s main image names that work', async () => {
    const collection = ctx.db.orm.select().from(collections).limit(1).get();
    if (!collection) throw new Error('the demo has no collection');
    const body = await getJson<{
      img_collection: { _id: number }[];
      works: { img: number; slug: string; title: string; artist: { name: string } }[];
    }>(`/api/explore/collections/${collection.slug}`);
    expect(body.works.length).toBeGreaterThan(0);
    const shown = new Set(body.img_collection.map((i) => i._id));
    for (const work of body.works) {
      expect(shown.has(work.img)).toBe(true);
      const item = ctx.db.orm.select().from(shopItems).where(eq(shopItems.slug, work.slug)).get();
      expect(item?.imgId).toBe(work.img);
      expect(item?.title).toBe(work.title);
    }
  });
});
