import { Database } from 'bun:sqlite';

/**
 * `bun tests/e2e/backup-rows.ts gallery.db`: the state a gallery's copies are in after an off-site outage
 * (issue 30), written before its server starts: a local backup of 3 h ago, an off-site copy of 30 h ago that
 * has failed since, and no drill yet. The browser tests run in Node, which has no SQLite of its own.
 */

const [file] = process.argv.slice(2);
if (!file) throw new Error('Name the database file.');
const HOUR = 3_600_000;
const now = Date.now();
const db = new Database(file);
const put = db.prepare(
  'INSERT OR REPLACE INTO backup_status (kind, last_good_at, last_good_name, last_good_bytes, last_failure_at, ' +
    'last_failure, failing_since, failed_runs, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
put.run('local', now - 3 * HOUR, 'gallery-20261130-0300.db', 39_000_000, null, null, null, 0, now);
put.run(
  'offsite',
  now - 30 * HOUR,
  's3://gallery-backups/site/gallery-20261129-0000.db.gz',
  11_000_000,
  now - 2 * HOUR,
  'Attempt 6 of 6: BACKUP_S3_ENDPOINT 127.0.0.1:9 cannot be reached. Given up until the next backup.',
  now - 6 * HOUR,
  1,
  now,
);
db.close();
