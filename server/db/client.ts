import type { Database as BunSqlite } from 'bun:sqlite';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { termNameKey } from '../../shared/terms.ts';
import { applyMigrations } from './migrations.ts';
import * as schema from './schema/index.ts';

export type Orm = BaseSQLiteDatabase<'sync', unknown, typeof schema>;

export type RawDatabase = {
  exec(sql: string): void;
  run(sql: string, ...params: unknown[]): void;
  all<Row = Record<string, unknown>>(sql: string, ...params: unknown[]): Row[];
  // One prepared statement, cheap enough for the answer cache to ask on every read.
  totalChanges(): number;
  dataVersion(): number;
  close(): void;
};

export type Database = { orm: Orm; raw: RawDatabase; file: string; migrate(): void };

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

export function openReadOnly(file: string): RawDatabase {
  const { Database: Driver } = require('bun:sqlite') as typeof import('bun:sqlite');
  return bunRaw(new Driver(file, { readonly: true, strict: true }));
}

/** Writable, with no pragmas: a file being prepared keeps its journal mode (a restore's incoming copy). */
export function openPlain(file: string): RawDatabase {
  const { Database: Driver } = require('bun:sqlite') as typeof import('bun:sqlite');
  return bunRaw(new Driver(file, { strict: true }));
}

const require = createRequire(import.meta.url);

function openWithBun(file: string): Database {
  const { Database: Driver } = require('bun:sqlite') as typeof import('bun:sqlite');
  const { drizzle } = require('drizzle-orm/bun-sqlite') as typeof import('drizzle-orm/bun-sqlite');
  const sqlite = new Driver(file, { create: true, strict: true });
  // For drizzle/0019, and for items' copies of a name compared in the same folding (server/queries/terms.ts).
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
