import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { artists } from '../server/content/types/artists.ts';
import { shopItemMedia, shopItemSizes, shopItems } from '../server/content/types/shop-items.ts';
import { openDatabase } from '../server/db/client.ts';
import { images, imageVariants } from '../server/db/schema/index.ts';
import { seedDemoContent } from '../server/seed/demo/index.ts';
import { backupDatabase, formatBytes } from '../server/services/backup.ts';
import { checkBackupFile } from '../server/services/restore.ts';

/**
 * `bun bench/backup.ts`: how long `npm run backup` takes and how big the file is, for the demo database, for
 * a 2,000-item catalogue made by Drizzle inserts that reuse the demo's images, and for the same catalogue with
 * an image of its own per item (incompressible bytes of a typical upload's size, standing in for photographs:
 * a backup copies pages and never decodes them). Images are what make the file big, so the last line is the
 * one to read for a real gallery. The time is VACUUM INTO plus the integrity_check of the copy; a scheduled
 * backup holds the server's connection for that long.
 */

const RUNS = 5;
const TARGET_ITEMS = 2000;
const IMAGE_BYTES = 150_000; // a re-encoded upload
const VARIANT_BYTES = [12_000, 30_000, 60_000]; // its WebP widths for srcset

const dir = mkdtempSync(path.join(os.tmpdir(), 'gallery-bench-'));
const db = openDatabase(path.join(dir, 'gallery.db'));
await seedDemoContent(db);

function measure(label: string) {
  db.raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const times: number[] = [];
  let bytes = 0;
  let checkMs = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const target = path.join(dir, `copy-${run}.db`);
    const report = backupDatabase(db, target);
    times.push(report.ms);
    bytes = report.bytes;
    if (run === 0) {
      // What `npm run restore` adds before it copies: integrity and schema checks of the backup.
      const started = performance.now();
      checkBackupFile(target);
      checkMs = performance.now() - started;
    }
    rmSync(target);
  }
  times.sort((a, b) => a - b);
  const [items] = db.orm.select({ n: count() }).from(shopItems).all();
  const [imageCount] = db.orm.select({ n: count() }).from(images).all();
  console.log(
    `${label.padEnd(22)} items ${String(items?.n).padStart(5)}  images ${String(imageCount?.n).padStart(4)}  ` +
      `live ${formatBytes(statSync(db.file).size).padStart(9)}  backup ${formatBytes(bytes).padStart(9)}  ` +
      `backup median ${times[Math.floor(RUNS / 2)]} ms (min ${times[0]}, max ${times.at(-1)})  ` +
      `restore check ${checkMs.toFixed(0)} ms`,
  );
}

/** Fills the catalogue to TARGET_ITEMS through Drizzle, reusing the demo's artists and images. */
function growCatalogue() {
  const artistIds = db.orm.select({ id: artists.id }).from(artists).all();
  const imageIds = db.orm.select({ id: images.id }).from(images).all();
  const [existing] = db.orm.select({ n: count() }).from(shopItems).all();
  db.orm.transaction((tx) => {
    for (let n = existing?.n ?? 0; n < TARGET_ITEMS; n += 1) {
      const item = tx
        .insert(shopItems)
        .values({
          slug: `bench-item-${n}`,
          title: `Bench item ${n}`,
          artistId: artistIds[n % artistIds.length]?.id as number,
          category: n % 2 ? 'Original Art' : 'Print',
          fromCollection: 'Bench collection',
          description: `<p>${'A generated description of a generated artwork. '.repeat(8)}</p>`,
          metaDescription: 'A generated artwork for the backup benchmark.',
          imgId: imageIds[n % imageIds.length]?.id as number,
        })
        .returning({ id: shopItems.id })
        .get();
      const itemId = item?.id as number;
      tx.insert(shopItemMedia)
        .values([
          { itemId, position: 0, medium: 'Oil on canvas' },
          { itemId, position: 1, medium: 'Print' },
        ])
        .run();
      tx.insert(shopItemSizes)
        .values([
          { itemId, position: 0, size: '30 x 40 cm', priceCents: 12000 + n },
          { itemId, position: 1, size: '50 x 70 cm', priceCents: 24000 + n },
          { itemId, position: 2, size: '70 x 100 cm', priceCents: 48000 + n },
        ])
        .run();
    }
  });
}

/** Gives every generated item an image of its own, with variants, as uploads would. */
function ownImages() {
  const items = db.orm.select({ id: shopItems.id }).from(shopItems).where(like(shopItems.slug, 'bench-item-%')).all();
  const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  db.orm.transaction((tx) => {
    for (const { id } of items) {
      const bytes = randomBytes(IMAGE_BYTES);
      const image = tx
        .insert(images)
        .values({
          slug: `bench-image-${id}`,
          title: `Bench image ${id}`,
          alt: 'A generated image',
          contentType: 'image/jpeg',
          width: 1600,
          height: 1200,
          byteSize: bytes.length,
          hash: hash(bytes),
          bytes,
        })
        .returning({ id: images.id })
        .get();
      const imageId = image?.id as number;
      VARIANT_BYTES.forEach((size, i) => {
        const variant = randomBytes(size);
        const width = [400, 800, 1200][i] as number;
        tx.insert(imageVariants)
          .values({
            imageId,
            width,
            height: (width * 3) / 4,
            contentType: 'image/webp',
            byteSize: size,
            hash: hash(variant),
            bytes: variant,
          })
          .run();
      });
      tx.update(shopItems).set({ imgId: imageId }).where(eq(shopItems.id, id)).run();
    }
  });
}

console.log(`Bun ${Bun.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${RUNS} runs each, temporary folder ${dir}`);
measure('demo database');
growCatalogue();
measure(`${TARGET_ITEMS}-item catalogue`);
ownImages();
measure(`${TARGET_ITEMS} items, own images`);
db.raw.close();
rmSync(dir, { recursive: true, force: true });
