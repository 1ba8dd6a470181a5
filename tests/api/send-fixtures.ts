import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { parseConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { artists, images, shopItemSizes, shopItems } from '../../server/db/schema/index.ts';
import type { AppDeps } from '../../server/lib/env.ts';

// helpers.ts holds the same two, but also pulls in the demo seed, which these tests do not need.
const TEST_ORIGIN = 'http://localhost:3000';

/** A controllable clock for backoff, expiry and rate-limit windows. */
export function testClock(start = new Date('2026-01-15T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/**
 * An app for the enquiry, contact, outbox and inbox tests: its own database with just the items a test
 * names (so prices are known exactly), a controllable clock, and a visitor address the test can change.
 */
export function createSendApp(options: { env?: Record<string, string>; clock?: ReturnType<typeof testClock> } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gallery-send-'));
  const db: Database = openDatabase(path.join(dir, 'gallery.db'));
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_REQUESTS: '0', ...options.env });
  const clock = options.clock ?? testClock();
  const visitor = { address: '203.0.113.7' };
  const deps: AppDeps = { db, config, now: clock.now, clientAddress: () => visitor.address };
  const app = createApp(deps);
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, db, config, clock, deps, visitor, post, close: () => db.raw.close() };
}

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
