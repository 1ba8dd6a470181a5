import { describe, expect, test } from 'bun:test';
import path from 'node:path';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { shippedMigrations } from '../../server/db/migrations.ts';
import { searchSite } from '../../server/queries/search.ts';
import { syncSearchIndex } from '../../server/search/sync.ts';
import {
  fillArtists,
  fillExhibitions,
  fillTerms,
  fillWorks,
  fillWritings,
} from '../../server/seed/big-catalogue/content.ts';
import { fillImages } from '../../server/seed/big-catalogue/images.ts';
import type { SearchAnswer } from '../../shared/search.ts';
import { tempDir } from './helpers.ts';

/**
 * drizzle/0020: the hand-written search triggers give way to those written from the content descriptions
 * (server/search/). A database with content keeps every entry its search found, and every later write moves
 * the index as before.
 */

const COUNTS = { works: 14, artists: 4, images: 2, exhibitions: 3, posts: 4, films: 2, publications: 2, enquiries: 0 };
const NOW = new Date('2026-06-01T00:00:00Z');

/** A database as the build before generated triggers left it (drizzle/0019), filled with every type. */
async function databaseBeforeGenerated(file: string) {
  const db = openDatabase(file, { migrate: false });
  db.raw.exec('CREATE TABLE "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)');
  for (const migration of shippedMigrations().filter((m) => m.tag < '0020')) {
    for (const statement of migration.statements) if (statement.trim()) db.raw.exec(statement);
    db.raw.run('INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)', migration.hash, migration.when);
  }
  const images = await fillImages(db, COUNTS.images);
  fillTerms(db);
  fillArtists(db, COUNTS, images);
  fillWorks(db, COUNTS, images);
  fillExhibitions(db, COUNTS, images);
  fillWritings(db, COUNTS, images);
  db.raw.run(
    "INSERT INTO collections (slug, title, short_description, long_description, main_img_id, created_at, updated_at) VALUES ('river-light', 'River Light', 'Boats at dusk.', '<p>Ferries on the <em>Taedong</em>.</p>', ?, 0, 0)",
    images[0],
  );
  const zh = (type: string, id: number, field: string, value: string) =>
    db.raw.run(
      "INSERT INTO entry_translations (type, entry_id, lang, field, value) VALUES (?, ?, 'zh', ?, ?)",
      type,
      id,
      field,
      value,
    );
  zh('artists', 1, 'name', '朴东九');
  zh('artists', 1, 'bio', '<p>生于平壤的版画家。</p>');
  zh('shop', 2, 'title', '大同江之夜');
  zh('collections', 1, 'short_description', '黄昏的船');
  zh('exhibitions', 1, 'venue', '北京画廊');
  zh('films', 1, 'introduction', '一部关于农村的电影');
  zh('publications', 1, 'publisher', '外文出版社');
  zh('blog', 1, 'subtitle', '冬天的村庄');
  for (const [form, value] of [
    ['hangul', '박동구'],
    ['hanja', '朴東九'],
    ['revised', 'Bak Dong-gu'],
  ])
    db.raw.run("INSERT INTO entry_names (type, entry_id, form, value) VALUES ('artists', 1, ?, ?)", form, value);
  return db;
}

const rows = (db: Database) => ({
  en: db.raw.all('SELECT rowid, kind, ref_id, title, summary, body, key FROM search_index ORDER BY rowid'),
  zh: db.raw.all('SELECT rowid, kind, ref_id, title, summary, body, names, key FROM search_i18n ORDER BY rowid'),
});

const find = (db: Database, q: string): SearchAnswer => searchSite(db.orm, { q, page: 1 }, 'staff', NOW);
const titles = (db: Database, q: string) => find(db, q).results.map((result) => result.title);

describe('the migration to generated search triggers', () => {
  test('keeps every entry found, and every write still moves the index', async () => {
    const file = path.join(tempDir(), 'gallery.db');
    const before = await databaseBeforeGenerated(file);
    const indexed = rows(before);
    expect(indexed.en.length).toBe(
      COUNTS.works + COUNTS.artists + COUNTS.exhibitions + COUNTS.posts + COUNTS.films + COUNTS.publications + 1,
    );
    // Every entry by its title, and the Chinese values, names and other forms of the second index.
    const queries = [
      ...indexed.en.map((row) => String(row.title)),
      ...['朴东九', '박동구', 'Bak Dong-gu', 'bakdonggu', '大同江', '黄昏', '北京画廊', '农村', '外文', '冬天的村庄'],
      ...['Taedong', 'dusk', 'Foreign Languages', '平壤', 'born'],
    ];
    const answers = queries.map((q) => find(before, q));
    expect(answers.every((answer) => answer.total > 0)).toBe(true);
    before.raw.close();

    const db = openDatabase(file);
    expect(rows(db)).toEqual(indexed);
    expect(queries.map((q) => find(db, q))).toEqual(answers);
    // Only generated objects are left, and the database already has all of them.
    const objects = db.raw.all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE name IN ('search_source_i18n', 'search_i18n_work_insert', 'search_artist_rename')",
    );
    expect(objects).toEqual([]);
    expect(syncSearchIndex(db.raw)).toEqual({ dropped: [], created: [], rebuilt: [] });

    // Insert, update and delete of an entry.
    db.raw.run(
      "INSERT INTO blog_posts (slug, title, subtitle, date, body, img_id, created_at, updated_at) VALUES ('harbour', 'Harbour Lights', '', '2026-01-10', '<p>Lanterns at night.</p>', 1, 0, 0)",
    );
    expect(titles(db, 'lanterns')).toEqual(['Harbour Lights']);
    db.raw.run("UPDATE blog_posts SET title = 'Harbour Fog', body = '<p>Ferries in mist.</p>' WHERE slug = 'harbour'");
    expect(titles(db, 'lanterns')).toEqual([]);
    expect(titles(db, 'harbour fog')).toEqual(['Harbour Fog']);
    db.raw.run("DELETE FROM blog_posts WHERE slug = 'harbour'");
    expect(find(db, 'harbour fog').total).toBe(0);

    // A translation written, changed and removed.
    db.raw.run(
      "INSERT INTO entry_translations (type, entry_id, lang, field, value) VALUES ('collections', 1, 'zh', 'title', '河光')",
    );
    expect(titles(db, '河光')).toEqual(['River Light']);
    db.raw.run("UPDATE entry_translations SET value = '江上之光' WHERE type = 'collections' AND field = 'title'");
    expect(titles(db, '河光')).toEqual([]);
    expect(titles(db, '江上之光')).toEqual(['River Light']);
    db.raw.run("DELETE FROM entry_translations WHERE type = 'collections' AND field = 'title'");
    expect(titles(db, '江上之光')).toEqual([]);

    // An artist's new name, Chinese name and other form reach their works; a work's new medium reaches it.
    const works = db.raw.all<{ title: string }>('SELECT title FROM shop_items WHERE artist_id = 2 ORDER BY title');
    db.raw.run("UPDATE artists SET name = 'Choe Un Gyong' WHERE id = 2");
    expect(titles(db, 'Choi Un Gyong').sort()).toEqual(['Choe Un Gyong', ...works.map((work) => work.title)].sort());
    db.raw.run(
      "INSERT INTO entry_translations (type, entry_id, lang, field, value) VALUES ('artists', 2, 'zh', 'name', '崔恩庆')",
    );
    expect(titles(db, '崔恩庆').sort()).toEqual(['Choe Un Gyong', ...works.map((work) => work.title)].sort());
    db.raw.run("INSERT INTO entry_names (type, entry_id, form, value) VALUES ('artists', 2, 'hangul', '뚱뚱이')");
    expect(titles(db, '뚱뚱이').sort()).toEqual(['Choe Un Gyong', ...works.map((work) => work.title)].sort());
    db.raw.run("UPDATE shop_item_media SET medium = 'Lacquer on wood' WHERE item_id = 3 AND position = 0");
    const third = db.raw.all<{ title: string }>('SELECT title FROM shop_items WHERE id = 3')[0]?.title ?? '';
    expect(titles(db, 'lacquer on wood')).toEqual([third]);
    // A work moved to another artist carries that artist's Chinese name and other forms.
    expect(titles(db, '朴东九')).not.toContain(third);
    db.raw.run('UPDATE shop_items SET artist_id = 1 WHERE id = 3');
    expect(titles(db, '朴东九')).toContain(third);
    expect(titles(db, '박동구')).toContain(third);

    // What the triggers wrote is what the views give: the index written anew from them is the same.
    const kept = rows(db);
    db.raw.exec('DROP VIEW search_source_work');
    db.raw.exec("DELETE FROM search_index WHERE kind = 'work'");
    expect(syncSearchIndex(db.raw).rebuilt).toEqual(['work']);
    expect(rows(db)).toEqual(kept);
    db.raw.close();
  });
});
