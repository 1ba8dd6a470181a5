import { describe, expect, test } from 'bun:test';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { shippedMigrations } from '../../server/db/migrations.ts';
import { findTerm, termNamed } from '../../server/queries/terms.ts';
import { tempDir } from './helpers.ts';

/**
 * drizzle/0019: each term gets its name's key, folded in JavaScript in every script, and the key is what is
 * unique in a list. Terms that were already one name in that folding both stay, the newer one apart.
 */

/** A database as the build before the keys left it, with the terms given (kind, name), in that order. */
function databaseBeforeKeys(file: string, rows: [string, string][]) {
  const db = openDatabase(file, { migrate: false });
  db.raw.exec('CREATE TABLE "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)');
  for (const migration of shippedMigrations().filter((m) => m.tag < '0019')) {
    for (const statement of migration.statements) if (statement.trim()) db.raw.exec(statement);
    db.raw.run('INSERT INTO "__drizzle_migrations" (hash, created_at) VALUES (?, ?)', migration.hash, migration.when);
  }
  for (const [kind, name] of rows) db.raw.run('INSERT INTO terms (kind, name) VALUES (?, ?)', kind, name);
  // A deleted term's id is not given again after the migration.
  db.raw.run('INSERT INTO terms (kind, name) VALUES (?, ?)', 'medium', 'Deleted');
  db.raw.run("DELETE FROM terms WHERE name = 'Deleted'");
  db.raw.close();
}

describe('the migration of term names to keys', () => {
  test('keys every name in one folding, keeps twins apart, and the key is then unique', () => {
    const file = path.join(tempDir(), 'gallery.db');
    databaseBeforeKeys(file, [
      ['medium', 'Ölmalerei'],
      ['medium', 'Oil on canvas'],
      ['medium', 'ölmalerei'],
      ['category', 'Ölmalerei'],
      ['collection', 'Łódź'],
      ['medium', '朝鲜画'],
    ]);
    const db = openDatabase(file);
    expect(db.raw.all('SELECT id, kind, name, name_key FROM terms ORDER BY id')).toEqual([
      { id: 1, kind: 'medium', name: 'Ölmalerei', name_key: 'ölmalerei' },
      { id: 2, kind: 'medium', name: 'Oil on canvas', name_key: 'oil on canvas' },
      { id: 3, kind: 'medium', name: 'ölmalerei', name_key: 'ölmalerei\u001f3' },
      { id: 4, kind: 'category', name: 'Ölmalerei', name_key: 'ölmalerei' },
      { id: 5, kind: 'collection', name: 'Łódź', name_key: 'łódź' },
      { id: 6, kind: 'medium', name: '朝鲜画', name_key: '朝鲜画' },
    ]);
    // Any spelling finds the older one; the newer twin stays in the list for staff to rename or delete.
    expect(termNamed(db.orm, 'medium', 'ÖLMALEREI')).toEqual({ id: 1, kind: 'medium', name: 'Ölmalerei' });
    expect(findTerm(db.orm, 3)).toEqual({ id: 3, kind: 'medium', name: 'ölmalerei' });
    expect(() => db.raw.run("INSERT INTO terms (kind, name, name_key) VALUES ('collection', 'ŁÓDŹ', 'łódź')")).toThrow(
      /UNIQUE/,
    );
    db.raw.run("INSERT INTO terms (kind, name, name_key) VALUES ('medium', 'Ink', 'ink')");
    expect(db.raw.all("SELECT id FROM terms WHERE name = 'Ink'")).toEqual([{ id: 8 }]);
    expect(db.raw.all('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    db.raw.close();
  });
});
