import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { applySearchIndex, searchIndexChanges } from '../search/sync.ts';
import type { RawDatabase } from './client.ts';

// Same table and matching (journal time = `created_at`) as drizzle's migrator, so either can migrate a file.

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

const TABLE = '__drizzle_migrations';

export type ShippedMigration = { tag: string; when: number; hash: string; statements: string[] };

let shipped: ShippedMigration[] | undefined;

export function shippedMigrations(): ShippedMigration[] {
  if (shipped) return shipped;
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  shipped = journal.entries.map((entry, i) => ({
    tag: entry.tag,
    when: entry.when,
    hash: files[i]?.hash ?? '',
    statements: files[i]?.sql ?? [],
  }));
  return shipped;
}

export type MigrationState = {
  pending: string[];
  unknown: { when: number; hash: string }[];
  edited: string[];
};

export function migrationState(raw: RawDatabase): MigrationState {
  const [table] = raw.all(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${TABLE}'`);
  const rows = table ? raw.all<{ hash: string; created_at: number }>(`SELECT hash, created_at FROM "${TABLE}"`) : [];
  const byWhen = new Map(rows.map((row) => [Number(row.created_at), row.hash]));
  const known = new Set(shippedMigrations().map((m) => m.when));
  return {
    pending: shippedMigrations()
      .filter((m) => !byWhen.has(m.when))
      .map((m) => m.tag),
    unknown: rows
      .filter((row) => !known.has(Number(row.created_at)))
      .map((r) => ({ when: Number(r.created_at), hash: r.hash })),
    edited: shippedMigrations()
      .filter((m) => byWhen.has(m.when) && byWhen.get(m.when) !== m.hash)
      .map((m) => m.tag),
  };
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export function newerDatabaseMessage(file: string, unknown: MigrationState['unknown']): string {
  const newest = shippedMigrations().at(-1);
  const theirs = unknown.map((m) => `${new Date(m.when).toISOString()} (${m.hash.slice(0, 12)})`).join(', ');
  return (
    `${file} was written by a newer version of the gallery: it has ${unknown.length} migration(s) this build ` +
    `does not know, from ${theirs}; this build's newest is ${newest?.tag ?? 'none'}` +
    `${newest ? ` (${new Date(newest.when).toISOString()})` : ''}. ` +
    'Run the newer version, or restore a backup made by this one.'
  );
}

export function applyMigrations(raw: RawDatabase, file: string): void {
  raw.exec(`CREATE TABLE IF NOT EXISTS "${TABLE}" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`);
  const state = migrationState(raw);
  if (state.unknown.length > 0) throw new MigrationError(newerDatabaseMessage(file, state.unknown));
  if (state.edited.length > 0) {
    console.warn(`Migrations changed after ${file} had them (not run again): ${state.edited.join(', ')}.`);
  }
  const pending = shippedMigrations().filter((m) => state.pending.includes(m.tag));
  if (pending.length === 0) {
    const index = searchIndexChanges(raw);
    if (index.created.length === 0 && index.dropped.length === 0) return;
  }

  // drizzle-kit's DROP TABLE rebuilds would cascade to child rows, and SQLite ignores this pragma in a transaction.
  raw.exec('PRAGMA foreign_keys = OFF');
  try {
    raw.exec('BEGIN IMMEDIATE');
    try {
      for (const migration of pending) {
        for (const statement of migration.statements) if (statement.trim()) raw.exec(statement);
        raw.run(`INSERT INTO "${TABLE}" (hash, created_at) VALUES (?, ?)`, migration.hash, migration.when);
      }
      applySearchIndex(raw);
      const broken = raw.all<{ table: string; parent: string }>('PRAGMA foreign_key_check');
      if (broken.length > 0) {
        const where = [...new Set(broken.map((b) => `${b.table} -> ${b.parent}`))].join(', ');
        throw new MigrationError(`Migration ${pending.at(-1)?.tag} would leave broken references: ${where}.`);
      }
      raw.exec('COMMIT');
    } catch (error) {
      raw.exec('ROLLBACK');
      throw error;
    }
  } finally {
    raw.exec('PRAGMA foreign_keys = ON');
  }
}
