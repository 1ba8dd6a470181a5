import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { shippedMigrations } from '../../server/db/migrations.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * drizzle/0018: Chinese descriptions stored under a column's name (shortDescription) move to the field's name
 * the pages read (short_description), unless one is there already.
 */

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
}, 60_000);
afterAll(() => ctx.close());

const rows = (sql: string) => ctx.db.raw.all<{ entry_id: number; field: string; value: string }>(sql);

describe('the migration of translated field names', () => {
  test('moves old names to the read ones, keeps a newer value, and the page then reads it', async () => {
    const films = ctx.db.raw.all<{ id: number; slug: string }>('SELECT id, slug FROM films ORDER BY id');
    const [moved, kept] = films;
    if (!moved || !kept) throw new Error('The demo needs two films.');
    ctx.db.raw.run("DELETE FROM entry_translations WHERE type = 'films' AND field = 'short_description'");
    const insert = 'INSERT INTO entry_translations (type, entry_id, lang, field, value) VALUES (?, ?, ?, ?, ?)';
    ctx.db.raw.run(insert, 'films', moved.id, 'zh', 'shortDescription', '<p>旧名下的简介</p>');
    ctx.db.raw.run(insert, 'films', kept.id, 'zh', 'shortDescription', '<p>旧的</p>');
    ctx.db.raw.run(insert, 'films', kept.id, 'zh', 'short_description', '<p>员工后来写的</p>');

    const migration = shippedMigrations().find((m) => m.tag === '0018_translation_field_names');
    if (!migration) throw new Error('No migration 0018_translation_field_names');
    for (const statement of migration.statements) if (statement.trim()) ctx.db.raw.exec(statement);

    const after = rows(
      "SELECT entry_id, field, value FROM entry_translations WHERE type = 'films' AND field LIKE 'short%' ORDER BY entry_id",
    );
    expect(after).toEqual([
      { entry_id: moved.id, field: 'short_description', value: '<p>旧名下的简介</p>' },
      { entry_id: kept.id, field: 'short_description', value: '<p>员工后来写的</p>' },
    ]);
    const film = (await (await ctx.app.request(`/api/explore/films/${moved.slug}?lang=zh`)).json()) as {
      short_description: string;
    };
    expect(film.short_description).toBe('<p>旧名下的简介</p>');
  });
});
