import { describe, expect, test } from 'bun:test';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { shippedMigrations } from '../../server/db/migrations.ts';
import { tempDir } from './helpers.ts';

/** A database as the build before the inventory left it: migrations up to 0001, with free-text terms. */
function databaseBeforeInventory(file: string) {
  const db = openDatabase(file, { migrate: false });
  const before = shippedMigrations().filter((m) => m.tag < '0002');
  db.raw.exec('CREATE TABLE "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)');
  for (const migration of before) {
    for (const statement of migration.statements) if (statement.trim()) db.raw.exec(statement);
    db.raw.run('INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)', migration.hash, migration.when);
  }
  const now = Date.now();
  db.raw.run(
    `INSERT INTO images (id, slug, title, alt, content_type, width, height, byte_size, hash, bytes, created_at, updated_at)
     VALUES (1, 'i', 'I', 'I', 'image/png', 1, 1, 1, 'h', X'00', ?, ?)`,
    now,
    now,
  );
  db.raw.run(
    `INSERT INTO artists (id, slug, name, img_id, created_at, updated_at) VALUES (1, 'a', 'A', 1, ?, ?)`,
    now,
    now,
  );
  const items: [number, string, string][] = [
    [1, ' Original', 'Mountains'],
    [2, 'original', ''],
    [3, 'Print', 'mountains '],
  ];
  for (const [id, category, collection] of items) {
    db.raw.run(
      `INSERT INTO shop_items (id, slug, title, artist_id, category, from_collection, img_id, created_at, updated_at)
       VALUES (?, ?, ?, 1, ?, ?, 1, ?, ?)`,
      id,
      `w${id}`,
      `Work ${id}`,
      category,
      collection,
      now,
      now,
    );
  }
  const media: [number, number, string][] = [
    [1, 0, 'Oil on canvas'],
    [2, 0, 'oil on canvas'],
    [2, 1, 'Ink on paper'],
    [3, 0, 'Woodcut '],
  ];
  for (const [item, position, medium] of media) {
    db.raw.run('INSERT INTO shop_item_media (item_id, position, medium) VALUES (?, ?, ?)', item, position, medium);
  }
  const sizes: [number, number, string][] = [
    [1, 0, '70 x 45 cm'],
    [2, 0, '56x38cm'],
    [3, 0, '40,5 × 30 cm'],
    [3, 1, 'A3 poster'],
    [3, 2, '10 x 20 x 3 cm'],
  ];
  for (const [item, position, size] of sizes) {
    db.raw.run(
      'INSERT INTO shop_item_sizes (item_id, position, size, price_cents) VALUES (?, ?, ?, 1000)',
      item,
      position,
      size,
    );
  }
  db.raw.close();
}

describe('the inventory migration', () => {
  test('turns free-text media, categories and collections into managed lists, one spelling each', () => {
    const file = path.join(tempDir(), 'gallery.db');
    databaseBeforeInventory(file);
    const db = openDatabase(file);
    expect(db.raw.all('SELECT kind, name FROM terms ORDER BY kind, name')).toEqual([
      { kind: 'category', name: 'Original' },
      { kind: 'category', name: 'Print' },
      { kind: 'collection', name: 'Mountains' },
      { kind: 'medium', name: 'Ink on paper' },
      { kind: 'medium', name: 'Oil on canvas' },
      { kind: 'medium', name: 'Woodcut' },
    ]);
    expect(db.raw.all('SELECT id, category, from_collection FROM shop_items ORDER BY id')).toEqual([
      { id: 1, category: 'Original', from_collection: 'Mountains' },
      { id: 2, category: 'Original', from_collection: '' },
      { id: 3, category: 'Print', from_collection: 'Mountains' },
    ]);
    expect(db.raw.all('SELECT medium FROM shop_item_media ORDER BY item_id, position').map((r) => r.medium)).toEqual([
      'Oil on canvas',
      'Oil on canvas',
      'Ink on paper',
      'Woodcut',
    ]);
    db.raw.close();
  });

  test('reads width and height from sizes written "w x h cm", leaves the others unknown', () => {
    const file = path.join(tempDir(), 'gallery.db');
    databaseBeforeInventory(file);
    const db = openDatabase(file);
    expect(
      db.raw.all('SELECT size, width_cm, height_cm, availability FROM shop_item_sizes ORDER BY item_id, position'),
    ).toEqual([
      { size: '70 x 45 cm', width_cm: 70, height_cm: 45, availability: 'available' },
      { size: '56x38cm', width_cm: 56, height_cm: 38, availability: 'available' },
      { size: '40,5 × 30 cm', width_cm: 40.5, height_cm: 30, availability: 'available' },
      { size: 'A3 poster', width_cm: null, height_cm: null, availability: 'available' },
      { size: '10 x 20 x 3 cm', width_cm: null, height_cm: null, availability: 'available' },
    ]);
    expect(db.raw.all('SELECT availability, edition, price_on_request, year FROM shop_items WHERE id = 1')).toEqual([
      { availability: 'available', edition: 'open', price_on_request: 0, year: '' },
    ]);
    db.raw.close();
  });

  test('a new database gets every table, empty lists included', () => {
    const db = openDatabase(path.join(tempDir(), 'gallery.db'));
    const tables = db.raw
      .all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .map((t) => t.name);
    for (const table of ['terms', 'shop_item_images', 'exhibition_artists', 'exhibition_works']) {
      expect(tables).toContain(table);
    }
    expect(db.raw.all('SELECT * FROM terms')).toEqual([]);
    db.raw.close();
  });
});
