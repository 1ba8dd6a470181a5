import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { parseConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { seedDemoContent } from '../../server/db/seed/index.ts';

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
    const file = path.join(tempDir('gallery-template-'), 'gallery.db');
    const db = openDatabase(file);
    await seedDemoContent(db);
    db.raw.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.raw.close();
    return file;
  })();
  return template;
}

type TestAppOptions = {
  seed?: boolean;
  env?: Record<string, string>;
  clock?: ReturnType<typeof testClock>;
};

/** An in-process app on its own temporary database, as `app.request` tests need. */
export async function createTestApp(options: TestAppOptions = {}) {
  const dir = tempDir();
  const file = path.join(dir, 'gallery.db');
  if (options.seed) copyFileSync(await seededTemplate(), file);
  const db: Database = openDatabase(file);
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_REQUESTS: '0', ...options.env });
  const clock = options.clock ?? testClock();
  const app = createApp({ db, config, now: clock.now });
  return { app, db, config, clock, dir };
}
