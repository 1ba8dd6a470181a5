import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { defineContentType } from '../../server/content/define.ts';
import { fieldsOf } from '../../server/content/field-stores.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { searchSite } from '../../server/queries/search.ts';
import { SEARCH_SOURCES, type SearchSource } from '../../server/search/sources.ts';
import { syncSearchIndex } from '../../server/search/sync.ts';
import { describeContent, type FieldDef } from '../../shared/catalogue/define.ts';
import type { SearchType } from '../../shared/search.ts';

/**
 * The search index follows the content descriptions: a field flagged searchable in a type's description is
 * found by the same search code, through triggers written from the description and the type's storage. The
 * type here exists only in this test, in a table of its own database.
 */

const notes = sqliteTable('notes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  mood: text('mood').notNull().default(''),
  body: text('body').notNull().default(''),
  imgId: integer('img_id'),
  status: text('status').notNull().default('published'),
  publishAt: integer('publish_at'),
  updatedAt: integer('updated_at').notNull().default(0),
});

const noteSchema = z.object({
  title: z.string(),
  slug: z.string(),
  mood: z.string(),
  body: z.string(),
  img: z.number(),
});

/** The note type, with its mood found by search or not, and any other flag on its fields. */
function noteSource(fields: { mood?: FieldDef['searchable']; img?: FieldDef['searchable'] } = {}): SearchSource {
  const description = describeContent({
    api: 'notes',
    position: 100,
    searchKind: 'note',
    route: 'notes',
    noun: 'note',
    heading: 'Notes',
    schema: noteSchema,
    trail: [{ name: 'Notes', path: '/notes' }],
    titleField: 'title',
    fields: [
      { kind: 'text', name: 'title', label: 'Title', searchable: 'title' },
      { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
      { kind: 'text', name: 'mood', label: 'Mood', searchable: fields.mood },
      { kind: 'rich', name: 'body', label: 'Body', searchable: 'body' },
      { kind: 'image', name: 'img', label: 'Image', searchable: fields.img },
    ],
  });
  const f = fieldsOf(notes);
  const type = defineContentType(description, {
    table: notes,
    title: notes.title,
    fields: {
      title: f.column('title'),
      slug: f.column('slug'),
      mood: f.column('mood'),
      body: f.html('body'),
      img: f.image('imgId'),
    },
  });
  return { kind: 'note' as SearchType, type: type as unknown as SearchSource['type'] };
}

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  db.raw.exec(
    "CREATE TABLE notes (id integer PRIMARY KEY AUTOINCREMENT NOT NULL, slug text NOT NULL, title text NOT NULL, mood text DEFAULT '' NOT NULL, body text DEFAULT '' NOT NULL, img_id integer, status text DEFAULT 'published' NOT NULL, publish_at integer, updated_at integer DEFAULT 0 NOT NULL)",
  );
});
afterEach(() => db.raw.close());

const NOW = new Date('2026-06-01T00:00:00Z');
const find = (q: string, sources: readonly SearchSource[], audience: 'public' | 'staff' = 'staff') =>
  searchSite(db.orm, { q, page: 1 }, audience, NOW, sources);

describe('a type of its own, described with searchable fields', () => {
  test('is found by a field once its description makes it searchable, and follows every write', () => {
    // An entry of the site's own types, written before the new type: it is kept when the index grows.
    db.raw.exec(
      "INSERT INTO images (id, slug, title, alt, content_type, width, height, byte_size, hash, bytes, created_at, updated_at) VALUES (1, 'a', 'a', 'a', 'image/png', 10, 10, 1, 'a', x'00', 0, 0)",
    );
    db.raw.exec(
      "INSERT INTO artists (name, slug, bio, img_id, created_at, updated_at) VALUES ('Ri Chol Jun', 'ri-chol-jun', '<p>Mountains.</p>', 1, 0, 0)",
    );
    const plain = [...SEARCH_SOURCES, noteSource()];
    syncSearchIndex(db.raw, plain);
    db.raw.exec(
      "INSERT INTO notes (slug, title, mood, body) VALUES ('river-walk', 'River walk', 'melancholy', '<p>Willows by the water.</p>')",
    );
    expect(find('willows', plain).results).toEqual([
      {
        type: 'note' as SearchType,
        title: 'River walk',
        slug: 'river-walk',
        path: '/admin/notes/update/river-walk',
        image: null,
        snippet: 'Willows by the water.',
      },
    ]);
    expect(find('river walk', plain, 'public').results.map((result) => result.path)).toEqual(['/notes/river-walk']);
    expect(find('melancholy', plain).total).toBe(0);
    expect(find('Lee Chol Jun', plain).results.map((result) => result.title)).toEqual(['Ri Chol Jun']);

    // The mood becomes searchable: only the note's rows are written again.
    const moody = [...SEARCH_SOURCES, noteSource({ mood: 'summary' })];
    expect(syncSearchIndex(db.raw, moody).rebuilt).toEqual(['note']);
    expect(find('melancholy', moody).results.map((result) => result.title)).toEqual(['River walk']);
    expect(syncSearchIndex(db.raw, moody)).toEqual({ dropped: [], created: [], rebuilt: [] });

    db.raw.exec("INSERT INTO notes (slug, title, mood) VALUES ('harbour', 'Harbour', 'cheerful')");
    db.raw.exec("UPDATE notes SET mood = 'serene' WHERE slug = 'river-walk'");
    expect(find('melancholy', moody).total).toBe(0);
    expect(find('serene', moody).results.map((result) => result.title)).toEqual(['River walk']);
    expect(find('cheerful', moody).results.map((result) => result.title)).toEqual(['Harbour']);
    db.raw.exec("UPDATE notes SET status = 'draft' WHERE slug = 'harbour'");
    expect(find('cheerful', moody, 'public').total).toBe(0);
    db.raw.exec("DELETE FROM notes WHERE slug = 'harbour'");
    expect(find('cheerful', moody).total).toBe(0);

    // Without the type, its rows and triggers go; the site's own types are found as before.
    expect(syncSearchIndex(db.raw).dropped).toContain('search_note_insert');
    expect(db.raw.all("SELECT count(*) AS n FROM search_index WHERE kind = 'note'")).toEqual([{ n: 0 }]);
    expect(find('Lee Chol Jun', SEARCH_SOURCES).results.map((result) => result.title)).toEqual(['Ri Chol Jun']);
  });

  test('a field that cannot be searched is refused by name, and the index is left as it was', () => {
    const before = db.raw.all("SELECT name, sql FROM sqlite_master WHERE name LIKE 'search%' ORDER BY name");
    expect(() => syncSearchIndex(db.raw, [...SEARCH_SOURCES, noteSource({ img: 'body' })])).toThrow(
      'notes.img is searchable, but only a column, a list of texts or a reference can be.',
    );
    expect(db.raw.all("SELECT name, sql FROM sqlite_master WHERE name LIKE 'search%' ORDER BY name")).toEqual(before);
  });
});
