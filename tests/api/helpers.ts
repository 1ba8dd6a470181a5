import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { parseConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import type { AppDeps } from '../../server/lib/env.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export function tempDir(prefix = 'gallery-test-') {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A controllable clock for expiry and backoff rules. */
export function testClock(start = new Date('2026-01-15T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
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
  /** Settings beside the test defaults (NODE_ENV=test, no request log). */
  env?: Record<string, string>;
  clock?: ReturnType<typeof testClock>;
  /** The data folder to use; a new temporary one by default. */
  dir?: string;
  /** A client build to serve pages from. */
  clientDir?: string;
};

/**
 * The one in-process app of the API tests, on its own database: a controllable clock, a visitor address
 * the test can change, and `post` for a JSON write as the site's own pages send it.
 */
export function openTestApp(options: TestAppOptions = {}) {
  const dir = options.dir ?? tempDir();
  const db: Database = openDatabase(path.join(dir, 'gallery.db'));
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_REQUESTS: '0', ...options.env });
  const clock = options.clock ?? testClock();
  const visitor = { address: '203.0.113.7' };
  const deps: AppDeps = { db, config, now: clock.now, clientAddress: () => visitor.address };
  const app = createApp(deps, options.clientDir === undefined ? {} : { clientDir: options.clientDir });
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
  if (options.seed) copyFileSync(await seededTemplate(), path.join(dir, 'gallery.db'));
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
