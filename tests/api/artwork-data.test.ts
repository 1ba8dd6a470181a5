import { beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { shopItemImages, shopItemSizes, shopItems } from '../../server/content/types/shop-items.ts';
import * as t from '../../server/db/schema/index.ts';
import { schemaProblems } from './schema-org.ts';
import { createSiteApp, readHead } from './seo-helpers.ts';

/**
 * An artwork's JSON-LD follows its facts (issue 15 'Structured data'): Offer.availability from its state, no
 * price when on request (nowhere in the page's HTML either), dateCreated, artEdition, width and height from
 * the structured sizes, every image.
 */

type Offer = { name: string; price?: string; priceCurrency?: string; availability: string };
type Artwork = Record<string, unknown> & { offers?: Offer[]; image: unknown };

let site: Awaited<ReturnType<typeof createSiteApp>>;
let slug: string;
let itemId: number;

beforeAll(async () => {
  site = await createSiteApp();
  const item = site.db.orm.select().from(shopItems).limit(1).get();
  if (!item) throw new Error('the demo has no shop item');
  slug = item.slug;
  itemId = item.id;
});

function setWork(values: Partial<typeof shopItems.$inferInsert>) {
  site.db.orm.update(shopItems).set(values).where(eq(shopItems.id, itemId)).run();
}

async function artworkPage() {
  const res = await site.app.request(`/shop/${slug}`);
  const html = await res.text();
  const node = readHead(html).jsonLd.find((n) => n['@type'] === 'VisualArtwork') as Artwork | undefined;
  if (!node) throw new Error('no VisualArtwork in the page');
  return { html, artwork: node };
}

const sizes = () => site.db.orm.select().from(shopItemSizes).where(eq(shopItemSizes.itemId, itemId)).all();

describe('the artwork JSON-LD', () => {
  test('an available work: InStock offers with prices, year, edition, structured dimensions', async () => {
    setWork({ availability: 'available', priceOnRequest: false, year: '1987', edition: 'limited', editionSize: 50 });
    site.db.orm
      .update(shopItemSizes)
      .set({ widthCm: 70, heightCm: 45, depthCm: null, availability: 'available' })
      .where(eq(shopItemSizes.itemId, itemId))
      .run();
    const { artwork } = await artworkPage();
    expect(schemaProblems(artwork)).toEqual([]);
    expect(artwork).toMatchObject({
      dateCreated: '1987',
      artEdition: '50',
      width: { '@type': 'QuantitativeValue', value: 70, unitCode: 'CMT' },
      height: { '@type': 'QuantitativeValue', value: 45, unitCode: 'CMT' },
    });
    expect(artwork.offers?.map((o) => [o.name, o.price, o.priceCurrency, o.availability])).toEqual(
      sizes().map((s) => [s.size, (s.priceCents / 100).toFixed(2), 'EUR', 'https://schema.org/InStock']),
    );
  });

  test('a sold work, or one whose every size is sold, says SoldOut', async () => {
    setWork({ availability: 'sold', priceOnRequest: false });
    const { artwork } = await artworkPage();
    expect(artwork.offers?.map((o) => o.availability)).toEqual(sizes().map(() => 'https://schema.org/SoldOut'));

    setWork({ availability: 'available' });
    const sizeState = (availability: 'sold' | 'available') =>
      site.db.orm.update(shopItemSizes).set({ availability }).where(eq(shopItemSizes.itemId, itemId)).run();
    sizeState('sold');
    expect((await artworkPage()).artwork.offers?.map((o) => o.availability)).toEqual(
      sizes().map(() => 'https://schema.org/SoldOut'),
    );
    sizeState('available');
  });

  test('on hold is Reserved; not for sale has no offer at all', async () => {
    setWork({ availability: 'on_hold' });
    expect((await artworkPage()).artwork.offers?.every((o) => o.availability === 'https://schema.org/Reserved')).toBe(
      true,
    );
    setWork({ availability: 'not_for_sale' });
    const { artwork } = await artworkPage();
    expect(artwork.offers).toBeUndefined();
    expect(schemaProblems(artwork)).toEqual([]);
  });

  test('a price on request appears nowhere in the page HTML or its JSON-LD', async () => {
    setWork({ availability: 'available', priceOnRequest: true });
    const { html, artwork } = await artworkPage();
    expect(artwork.offers?.length).toBeGreaterThan(0);
    for (const offer of artwork.offers ?? []) {
      expect(offer.price).toBeUndefined();
      expect(offer.priceCurrency).toBeUndefined();
      expect(offer.availability).toBe('https://schema.org/InStock');
    }
    for (const size of sizes()) {
      const euros = size.priceCents / 100;
      expect(html).not.toContain(`"${euros.toFixed(2)}"`);
      expect(html).not.toContain(`"price":${euros}`);
    }
    setWork({ priceOnRequest: false });
  });

  test('a plain year is dateCreated, an approximate one is left out; a unique work is artEdition 1', async () => {
    setWork({ year: 'c. 1985', edition: 'unique', editionSize: null });
    const { artwork } = await artworkPage();
    expect(artwork.dateCreated).toBeUndefined();
    expect(artwork.artEdition).toBe('1');
    setWork({ edition: 'open' });
    expect((await artworkPage()).artwork.artEdition).toBeUndefined();
  });

  test('names every image of the work, the main one first', async () => {
    const others = site.db.orm.select({ id: t.images.id }).from(t.images).limit(2).all();
    site.db.orm.delete(shopItemImages).where(eq(shopItemImages.ownerId, itemId)).run();
    site.db.orm
      .insert(shopItemImages)
      .values(others.map((image, position) => ({ ownerId: itemId, position, imageId: image.id })))
      .run();
    const { artwork } = await artworkPage();
    const images = artwork.image as { '@type': string; url: string }[];
    expect(images).toHaveLength(1 + others.length);
    expect(images.every((image) => image['@type'] === 'ImageObject' && image.url.startsWith('https://'))).toBe(true);
    expect(schemaProblems(artwork)).toEqual([]);
  });
});
