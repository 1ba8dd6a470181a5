import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { BACKUP_KINDS } from '../../../shared/backups.ts';

export type { BackupKind } from '../../../shared/backups.ts';

// One row a kind of copy, so health and the dashboard read the last good one and the last failure in one look.
export const backupStatus = sqliteTable('backup_status', {
  kind: text('kind', { enum: BACKUP_KINDS }).primaryKey(),
  lastGoodAt: integer('last_good_at', { mode: 'timestamp_ms' }),
  /** The file name, or the object's s3:// address. */
  lastGoodName: text('last_good_name'),
  lastGoodBytes: integer('last_good_bytes'),
  lastFailureAt: integer('last_failure_at', { mode: 'timestamp_ms' }),
  lastFailure: text('last_failure'),
  /** The first failure since the last good one, cleared by the next good one: the owners hear once a run. */
  failingSince: integer('failing_since', { mode: 'timestamp_ms' }),
  /** Runs (not attempts) that failed since the last good one. */
  failedRuns: integer('failed_runs').notNull().default(0),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});
