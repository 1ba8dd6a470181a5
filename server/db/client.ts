import type { Database as BunSqlite } from 'bun:sqlite';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { termNameKey } from '../../shared/terms.ts';
import { applyMigrations } from './migrations.ts';
import * as schema from './schema/index.ts';

export { MIGRATIONS_FOLDER } from './migrations.ts';

/**
 * Opens the one SQLite file of the site with bun:sqlite: the server, its commands, the API tests and the
 * benchmarks all run on Bun. Only drizzle-kit (db:generate, db:studio) runs on Node, with better-sqlite3 and
 * its own connection (drizzle.config.ts).
 */

export type Orm = BaseSQLiteDatabase<'sync', unknown, typeof schema>;

/** The few raw operations the rest of the code needs beside Drizzle: pragmas, backups, checks. */
export type RawDatabase = {
  exec(sql: string): void;
  run(sql: string, ...params: unknown[]): void;
  all<Row = Record<string, unknown>>(sql: string, ...params: unknown[]): Row[];
  /**
   * Rows changed through this connection since it opened (SQLite's total_changes()): moves on every write it
   * commits, and costs one prepared statement, so the answer cache can ask it on every read.
   */
  totalChanges(): number;
  /** Moves when another connection commits a write to the file (PRAGMA data_version). */
  dataVersion(): number;
  close(): void;
};

export type Database = { orm: Orm; raw: RawDatabase; file: string; migrate(): void };

/** Pragmas every connection gets; bun:sqlite leaves foreign keys off unless asked. */
const PRAGMAS = ['journal_mode = WAL', 'foreign_keys = ON', 'busy_timeout = 5000', 'synchronous = FULL'];

export function openDatabase(file: string, options: { migrate?: boolean } = {}): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = openWithBun(file);
  try {
    for (const pragma of PRAGMAS) database.raw.exec(`PRAGMA ${pragma}`);
    if (options.migrate ?? true) database.migrate();
  } catch (error) {
    // A refused or failed migration must not leave the file held open by a process about to report it.
    database.raw.close();
    throw error;
  }
  return database;
}

/**
 * A read-only connection to a file the server does not hold (a backup being checked before it is trusted),
 * so that checking a backup can never change it.
 */
export function openReadOnly(file: string): RawDatabase {
  const { Database: Driver } = require('bun:sqlite') as typeof import('bun:sqlite');
  return bunRaw(new Driver(file, { readonly: true, strict: true }));
}

const require = createRequire(import.meta.url);

function openWithBun(file: string): Database {
  const { Database: Driver } = require('bun:sqlite') as typeof import('bun:sqlite');
  const { drizzle } = require('drizzle-orm/bun-sqlite') as typeof import('drizzle-orm/bun-sqlite');
  const sqlite = new Driver(file, { create: true, strict: true });
  // A term's name as it is compared, for the migration that gave each term its key (drizzle/0019) and for the
  // items' copies of a name, compared in the same folding (server/queries/terms.ts).
  sqlite.function('term_name_key', { deterministic: true }, (name: unknown) =>
    typeof name === 'string' ? termNameKey(name) : null,
  );
  const raw = bunRaw(sqlite);
  return { orm: drizzle({ client: sqlite, schema }), raw, file, migrate: () => applyMigrations(raw, file) };
}

function bunRaw(sqlite: BunSqlite): RawDatabase {
  const totalChanges = sqlite.prepare<{ n: number }, []>('SELECT total_changes() AS n');
  const dataVersion = sqlite.prepare<{ data_version: number }, []>('PRAGMA data_version');
  return {
    exec: (sql) => sqlite.run(sql),
    run: (sql, ...params) => void sqlite.run(sql, ...(params as never[])),
    all: <Row>(sql: string, ...params: unknown[]) => sqlite.query(sql).all(...(params as never[])) as Row[],
    totalChanges: () => totalChanges.get()?.n ?? 0,
    dataVersion: () => dataVersion.get()?.data_version ?? 0,
    close: () => {
      totalChanges.finalize();
      dataVersion.finalize();
      sqlite.close();
    },
  };
}
