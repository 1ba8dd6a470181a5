import { artists } from '../../server/content/types/artists.ts';
import { shopItemSizes, shopItems } from '../../server/content/types/shop-items.ts';
import type { Database } from '../../server/db/client.ts';
import { images } from '../../server/db/schema/index.ts';

let serial = 0;

/** A shop item with the given sizes (prices in cents), by a new artist, with a placeholder image. */
export function insertShopItem(
  db: Database,
  item: { slug: string; title: string; artistName?: string; sizes: { size: string; priceCents: number }[] },
) {
  serial += 1;
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, serial & 0xff]);
  const image = db.orm
    .insert(images)
    .values({
      slug: `fixture-image-${serial}`,
      title: `Fixture image ${serial}`,
      alt: 'A fixture image',
      contentType: 'image/png',
      width: 1,
      height: 1,
      byteSize: bytes.length,
      hash: `fixture-hash-${serial}`,
      bytes,
    })
    .returning({ id: images.id })
    .get();
  const artist = db.orm
    .insert(artists)
    .values({ slug: `fixture-artist-${serial}`, name: item.artistName ?? `Artist ${serial}`, imgId: image?.id ?? 0 })
    .returning({ id: artists.id })
    .get();
  const row = db.orm
    .insert(shopItems)
    .values({ slug: item.slug, title: item.title, artistId: artist?.id ?? 0, imgId: image?.id ?? 0 })
    .returning({ id: shopItems.id })
    .get();
  const itemId = row?.id ?? 0;
  db.orm
    .insert(shopItemSizes)
    .values(item.sizes.map((s, position) => ({ itemId, position, ...s })))
    .run();
  return itemId;
}

/** Two items most tests enquire about. */
export function insertCatalogue(db: Database) {
  insertShopItem(db, {
    slug: 'mount-paektu-sunrise',
    title: 'Mount Paektu at Sunrise',
    artistName: 'Kim Song Hui',
    sizes: [
      { size: '50 x 70 cm', priceCents: 125_000 },
      { size: '30 x 40 cm', priceCents: 45_050 },
    ],
  });
  insertShopItem(db, {
    slug: 'harvest-song',
    title: 'Harvest Song',
    artistName: 'Ri Chol Jin',
    sizes: [{ size: 'A2 print', priceCents: 8_999 }],
  });
}

export const validEnquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Kim',
  email: 'anna@example.com',
  notes: 'Please ship to Berlin.',
  cart: [
    { slug: 'mount-paektu-sunrise', sizeOption: '50 x 70 cm', price: 1250, quantity: 2 },
    { slug: 'harvest-song', sizeOption: 'A2 print', price: 89.99, quantity: 1 },
  ],
  ...overrides,
});

export const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Kim',
  email: 'anna@example.com',
  subject: 'Opening hours',
  message: 'Are you open on Saturdays?',
  ...overrides,
});
