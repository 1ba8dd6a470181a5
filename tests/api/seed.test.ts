import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { STATIC_IMAGE_SLOTS } from '../../server/db/schema/index.ts';
import { artworkSvg } from '../../server/seed/demo/artwork.ts';
import { seedDemoContent } from '../../server/seed/demo/index.ts';

let db: Database;
let first: { seeded: boolean };

const all = <Row = Record<string, unknown>>(sql: string) => db.raw.all<Row>(sql);
const count = (table: string) => all<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)[0]?.n ?? 0;

const CONTENT_TABLES = ['artists', 'shop_items', 'collections', 'exhibitions', 'films', 'publications', 'blog_posts'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

beforeAll(async () => {
  db = openDatabase(path.join(mkdtempSync(path.join(os.tmpdir(), 'gallery-seed-')), 'gallery.db'));
  first = await seedDemoContent(db);
}, 60_000);

afterAll(() => db.raw.close());

describe('seedDemoContent on an empty database', () => {
  test('no demo work contradicts itself: every original painting is unique, so the cart allows one', () => {
    const originals = all<{ slug: string; edition: string }>(
      "SELECT slug, edition FROM shop_items WHERE category = 'Original'",
    );
    expect(originals.length).toBeGreaterThan(0);
    expect(originals.filter((work) => work.edition !== 'unique')).toEqual([]);
  });

  test('no page text of the demo says it is a placeholder', () => {
    const texts = all<{ value: string }>('SELECT value FROM site_texts').map((row) => row.value);
    expect(texts.filter((text) => /Demo text|演示文字|示例文字/.test(text))).toEqual([]);
  });

  test('seeds it and says so', () => {
    expect(first).toEqual({ seeded: true });
  });

  test('writes at least the promised amount of each kind of content', () => {
    expect(count('artists')).toBeGreaterThanOrEqual(8);
    expect(count('shop_items')).toBeGreaterThanOrEqual(24);
    expect(count('collections')).toBeGreaterThanOrEqual(3);
    expect(count('exhibitions')).toBeGreaterThanOrEqual(3);
    expect(count('films')).toBeGreaterThanOrEqual(3);
    expect(count('publications')).toBeGreaterThanOrEqual(3);
    expect(count('blog_posts')).toBeGreaterThanOrEqual(4);
    expect(count('images')).toBeGreaterThanOrEqual(45);
    // A bound on the seed's drawing time: a few works have other views besides their main image.
    expect(count('images')).toBeLessThanOrEqual(75);
  });

  test('marks every entry as demo content and gives it a clean slug', () => {
    for (const table of CONTENT_TABLES) {
      for (const row of all<{ slug: string; meta: string }>(`SELECT slug, meta_description AS meta FROM ${table}`)) {
        expect(row.meta).toStartWith('Demo: ');
        expect(row.slug).toMatch(SLUG);
      }
    }
    for (const { slug } of all<{ slug: string }>('SELECT slug FROM images')) expect(slug).toMatch(SLUG);
  });

  test('offers every shop item in 1 to 3 sizes with whole-cent prices, in at least 4 media', () => {
    const sizes = all<{ n: number; low: number }>(
      'SELECT count(s.item_id) AS n, min(s.price_cents) AS low FROM shop_items i ' +
        'LEFT JOIN shop_item_sizes s ON s.item_id = i.id GROUP BY i.id',
    );
    for (const { n, low } of sizes) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      expect(Number.isInteger(low) && low > 0).toBe(true);
    }
    const media = all<{ medium: string }>('SELECT DISTINCT medium FROM shop_item_media').map((r) => r.medium);
    expect(media.length).toBeGreaterThanOrEqual(4);
    expect(media).toContain('Propaganda Poster');
    const unmade = all('SELECT id FROM shop_items WHERE id NOT IN (SELECT item_id FROM shop_item_media)');
    expect(unmade).toEqual([]);
    // SPEC 9: the shop cuts titles over 50 characters, so the demo must have some.
    expect(all('SELECT id FROM shop_items WHERE length(title) > 50').length).toBeGreaterThan(0);
  });

  test('shows every state a collector can meet, and every list the items name', () => {
    const values = (column: string) =>
      all<{ v: unknown }>(`SELECT DISTINCT ${column} AS v FROM shop_items`).map((r) => r.v);
    expect(values('availability').sort()).toEqual(['available', 'not_for_sale', 'on_hold', 'sold']);
    expect(values('edition').sort()).toEqual(['limited', 'open', 'unique']);
    expect(values('price_on_request').sort()).toEqual([0, 1]);
    expect(all("SELECT id FROM shop_items WHERE edition = 'limited' AND edition_size IS NULL")).toEqual([]);
    expect(all("SELECT id FROM shop_items WHERE year = ''")).toEqual([]);
    // A print with one size sold while another is still available.
    const partlySold = all(
      "SELECT item_id FROM shop_item_sizes GROUP BY item_id HAVING sum(availability = 'sold') BETWEEN 1 AND count(*) - 1",
    );
    expect(partlySold.length).toBeGreaterThan(0);
    expect(all('SELECT owner_id FROM shop_item_images GROUP BY owner_id HAVING count(*) >= 2').length).toBeGreaterThan(
      0,
    );
    expect(all('SELECT item_id FROM shop_item_sizes WHERE width_cm IS NULL OR height_cm IS NULL')).toEqual([]);
    const unlisted = all(
      "SELECT medium FROM shop_item_media WHERE medium NOT IN (SELECT name FROM terms WHERE kind = 'medium') " +
        "UNION ALL SELECT category FROM shop_items WHERE category NOT IN (SELECT name FROM terms WHERE kind = 'category') " +
        "UNION ALL SELECT from_collection FROM shop_items WHERE from_collection <> '' AND " +
        "from_collection NOT IN (SELECT name FROM terms WHERE kind = 'collection')",
    );
    expect(unlisted).toEqual([]);
  });

  test('dates its exhibitions around the seed day: one past, one current, one upcoming, each with a venue', () => {
    const today = new Date().toISOString().slice(0, 10);
    const shows = all<{ starts_on: string; ends_on: string; venue: string; artists: number; works: number }>(
      'SELECT starts_on, ends_on, venue, (SELECT count(*) FROM exhibition_artists a WHERE a.exhibition_id = e.id) ' +
        'AS artists, (SELECT count(*) FROM exhibition_works w WHERE w.exhibition_id = e.id) AS works FROM exhibitions e',
    );
    const when = shows.map((e) => (e.ends_on < today ? 'past' : e.starts_on > today ? 'upcoming' : 'current'));
    expect(when.sort()).toEqual(['current', 'past', 'upcoming']);
    for (const show of shows) {
      expect(show.starts_on <= show.ends_on).toBe(true);
      expect(show.venue).not.toBe('');
      expect(show.artists).toBeGreaterThan(0);
      expect(show.works).toBeGreaterThan(0);
    }
  });

  test('fills the image lists and the described exhibition images', () => {
    const emptyCollections = all('SELECT id FROM collections WHERE id NOT IN (SELECT owner_id FROM collection_images)');
    expect(emptyCollections).toEqual([]);
    const extras = all<{ n: number; blank: number }>(
      "SELECT count(*) AS n, sum(description = '') AS blank FROM exhibition_images GROUP BY owner_id",
    );
    expect(extras).toHaveLength(count('exhibitions'));
    for (const { n, blank } of extras) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(3);
      expect(blank).toBe(0);
    }
  });

  test('fills every film, publication and blog field a page shows', () => {
    for (const { publish_at, ...film } of all<Record<string, unknown>>('SELECT * FROM films')) {
      // Demo films are public now: no publish time is the one empty value.
      expect(publish_at).toBeNull();
      for (const value of Object.values(film)) expect(value === null || value === '').toBe(false);
      expect(film.world_premiere).toMatch(ISO_DATE);
      expect(['Colour', 'Black and white']).toContain(film.colour as string);
    }
    for (const book of all<Record<string, unknown>>('SELECT * FROM publications')) {
      expect(book.publisher).toBeTruthy();
      expect(book.publish_year as number).toBeGreaterThan(1900);
      expect(book.purchase_link).toMatch(/^https:\/\//);
    }
    const posts = all<{ date: string; video: string }>('SELECT date, video FROM blog_posts');
    for (const post of posts) expect(post.date).toMatch(ISO_DATE);
    expect(posts.some((post) => /youtube\.com\/watch\?v=/.test(post.video))).toBe(true);
  });

  test('sets all seven static image slots', () => {
    const slots = all<{ name: string }>('SELECT name FROM static_images').map((r) => r.name);
    expect(slots.sort()).toEqual([...STATIC_IMAGE_SLOTS].sort());
  });

  test('gives every image alt text and WebP variants no wider than itself', () => {
    const images = all<{ id: number; width: number; alt: string; type: string }>(
      'SELECT id, width, alt, content_type AS type FROM images',
    );
    const variants = all<{ imageId: number; width: number; type: string }>(
      'SELECT image_id AS imageId, width, content_type AS type FROM image_variants',
    );
    for (const image of images) {
      expect(image.alt.length).toBeGreaterThan(10);
      expect(['image/jpeg', 'image/png']).toContain(image.type);
      const own = variants.filter((v) => v.imageId === image.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      for (const variant of own) {
        expect(variant.width).toBeLessThanOrEqual(image.width);
        expect(variant.type).toBe('image/webp');
      }
    }
  });

  test('draws the same picture from the same seed and another from another', () => {
    const spec = { kind: 'landscape', palette: 'dawn', format: 'landscape', alt: 'A test' } as const;
    expect(artworkSvg(spec, 42)).toBe(artworkSvg(spec, 42));
    expect(artworkSvg(spec, 42)).not.toBe(artworkSvg(spec, 43));
  });

  test('a second call leaves the now used database alone', async () => {
    const before = CONTENT_TABLES.map(count);
    const images = count('images');
    expect(await seedDemoContent(db)).toEqual({ seeded: false });
    expect(CONTENT_TABLES.map(count)).toEqual(before);
    expect(count('images')).toBe(images);
  });
});
