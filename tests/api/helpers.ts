import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'hono';
import { createApp } from '../../server/app.ts';
import { parseConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import type { AppDeps } from '../../server/lib/env.ts';
import type { LogWriter } from '../../server/lib/log-writer.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export function tempDir(prefix = 'gallery-test-') {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The app's clock in a test: what it reads, and a way to move it on. */
export type TestClock = { now: () => Date; advance: (ms: number) => void };

/** A controllable clock for expiry and backoff rules. */
export function testClock(start = new Date('2026-01-15T10:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** The real time, for measurements; it cannot be moved on. */
export function systemClock(): TestClock {
  return {
    now: () => new Date(),
    advance: () => {
      throw new Error('The system clock cannot be advanced.');
    },
  };
}

let template: Promise<string> | undefined;

/** Seeds the demo content once per test run into a template file that each test copies. */
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    // Loaded only here: most tests never need the demo seed.
    const { seedDemoContent } = await import('../../server/seed/demo/index.ts');
    const file = path.join(tempDir('gallery-template-'), 'gallery.db');
    const db = openDatabase(file);
    await seedDemoContent(db);
    db.raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.raw.close();
    return file;
  })();
  return template;
}

export type TestAppOptions = {
  /**
   * Settings beside the test defaults (NODE_ENV=test, no request log); a setting given as undefined drops
   * that default.
   */
  env?: Record<string, string | undefined>;
  /** A test clock by default; `systemClock()` for the real time. */
  clock?: TestClock;
  /** The data folder to use; a new temporary one by default. */
  dir?: string;
  /** The database file: `gallery.db` in the data folder by default, or ':memory:'. */
  database?: string;
  /** A client build to serve pages from. */
  clientDir?: string;
  /** False for the middleware chain alone, without the kept reads answered in front of it. */
  keptReadsFirst?: boolean;
  /** Where request lines go (console.log by default). */
  log?: LogWriter;
  /**
   * The visitor's address: by default `visitor.address`, which the test can change; a function of the
   * request; or 'connection' for the address of the TCP connection, as the server reads it when served.
   */
  clientAddress?: ((c: Context) => string) | 'connection';
};

/**
 * The one in-process app of the API tests and benches, on its own database: a controllable clock, a visitor
 * address the test can change, and `post` for a JSON write as the site's own pages send it.
 */
export function openTestApp(options: TestAppOptions = {}) {
  const dir = options.dir ?? tempDir();
  const db: Database = openDatabase(options.database ?? path.join(dir, 'gallery.db'));
  const env = { NODE_ENV: 'test', DATA_DIR: dir, LOG_REQUESTS: '0', ...options.env };
  const config = parseConfig(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)));
  const clock = options.clock ?? testClock();
  const visitor = { address: '203.0.113.7' };
  const address = options.clientAddress ?? (() => visitor.address);
  const deps: AppDeps = { db, config, now: clock.now };
  if (address !== 'connection') deps.clientAddress = address;
  if (options.log) deps.log = options.log;
  const appOptions: Parameters<typeof createApp>[1] = {};
  if (options.clientDir !== undefined) appOptions.clientDir = options.clientDir;
  if (options.keptReadsFirst !== undefined) appOptions.keptReadsFirst = options.keptReadsFirst;
  const app = createApp(deps, appOptions);
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, db, config, clock, dir, deps, visitor, post, close: () => db.raw.close() };
}

export type TestApp = ReturnType<typeof openTestApp>;

/** The same app, optionally on a copy of the demo content (`seed`). */
export async function createTestApp(options: TestAppOptions & { seed?: boolean } = {}): Promise<TestApp> {
  const dir = options.dir ?? tempDir();
  if (options.seed) {
    const file = options.database ?? path.join(dir, 'gallery.db');
    if (file === ':memory:') throw new Error('A seeded app needs a database file.');
    copyFileSync(await seededTemplate(), file);
  }
  return openTestApp({ ...options, dir });
}

/** A stand-in for the built client with the page-head markers, so the server writes pages' heads. */
export function builtClient() {
  const dist = path.join(tempDir(), 'client');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--page-head--><title>x</title><!--/page-head--></head><body></body></html>',
  );
  return dist;
}

/**
 * Waits for a state the test can read (a queue's job running, a row written by work in the background),
 * yielding to the event loop between looks; fails naming the state if it has not come within `limitMs`.
 */
export async function until(check: () => boolean, what: string, limitMs = 30_000): Promise<void> {
  const end = performance.now() + limitMs;
  while (!check()) {
    if (performance.now() > end) throw new Error(`Still waiting for ${what} after ${limitMs} ms`);
    await new Promise((done) => setImmediate(done));
  }
}
