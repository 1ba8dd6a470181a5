import type { Database as BunSqlite } from 'bun:sqlite';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { applyMigrations } from './migrations.ts';
import * as schema from './schema/index.ts';

export { MIGRATIONS_FOLDER } from './migrations.ts';

/**
 * Opens the one SQLite file of the site. Under Bun (the server, the API tests) the driver is bun:sqlite;
 * under Node (drizzle-kit, vitest, Playwright's helpers) it is better-sqlite3. Both are synchronous and
 * Drizzle gives them one query API, so nothing outside this module knows which one it got.
 */

export type Orm = BaseSQLiteDatabase<'sync', unknown, typeof schema>;

/** The few raw operations the rest of the code needs beside Drizzle: pragmas, backups, checks. */
export type RawDatabase = {
  exec(sql: string): void;
  run(sql: string, ...params: unknown[]): void;
  all<Row = Record<string, unknown>>(sql: string, ...params: unknown[]): Row[];
  close(): void;
};

export type Database = { orm: Orm; raw: RawDatabase; file: string; migrate(): void };

/** Pragmas every connection gets; bun:sqlite leaves foreign keys off unless asked. */
const PRAGMAS = ['journal_mode = WAL', 'foreign_keys = ON', 'busy_timeout = 5000', 'synchronous = FULL'];

export function openDatabase(file: string, options: { migrate?: boolean } = {}): Database {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = typeof Bun === 'undefined' ? openWithBetterSqlite(file) : openWithBun(file);
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
  if (typeof Bun === 'undefined') {
    const Driver = require('better-sqlite3') as typeof import('better-sqlite3');
    return betterRaw(new Driver(file, { readonly: true, fileMustExist: true }));
  }
  const { Database: Driver } = require('bun:sqlite') as typeof import('bun:sqlite');
  return bunRaw(new Driver(file, { readonly: true, strict: true }));
}

const require = createRequire(import.meta.url);

function openWithBun(file: string): Database {
  const { Database: Driver } = require('bun:sqlite') as typeof import('bun:sqlite');
  const { drizzle } = require('drizzle-orm/bun-sqlite') as typeof import('drizzle-orm/bun-sqlite');
  const sqlite = new Driver(file, { create: true, strict: true });
  const raw = bunRaw(sqlite);
  return { orm: drizzle({ client: sqlite, schema }), raw, file, migrate: () => applyMigrations(raw, file) };
}

function openWithBetterSqlite(file: string): Database {
  const Driver = require('better-sqlite3') as typeof import('better-sqlite3');
  const { drizzle } = require('drizzle-orm/better-sqlite3') as typeof import('drizzle-orm/better-sqlite3');
  const sqlite = new Driver(file);
  const raw = betterRaw(sqlite);
  return { orm: drizzle({ client: sqlite, schema }), raw, file, migrate: () => applyMigrations(raw, file) };
}

function bunRaw(sqlite: BunSqlite): RawDatabase {
  return {
    exec: (sql) => sqlite.run(sql),
    run: (sql, ...params) => void sqlite.run(sql, ...(params as never[])),
    all: <Row>(sql: string, ...params: unknown[]) => sqlite.query(sql).all(...(params as never[])) as Row[],
    close: () => sqlite.close(),
  };
}

function betterRaw(sqlite: BetterSqlite.Database): RawDatabase {
  return {
    exec: (sql) => void sqlite.exec(sql),
    run: (sql, ...params) => void sqlite.prepare(sql).run(...params),
    all: <Row>(sql: string, ...params: unknown[]) => sqlite.prepare(sql).all(...params) as Row[],
    close: () => sqlite.close(),
  };
}
