import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const BACKUP_KINDS = ['local', 'offsite'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

// One row a kind of copy, so health and the dashboard read the last good one and the last failure in one look.
export const backupStatus = sqliteTable('backup_status', {
  kind: text('kind', { enum: BACKUP_KINDS }).primaryKey(),
  lastGoodAt: integer('last_good_at', { mode: 'timestamp_ms' }),
  /** The file name, or the object's s3:// address. */
  lastGoodName: text('last_good_name'),
  lastGoodBytes: integer('last_good_bytes'),
  lastFailureAt: integer('last_failure_at', { mode: 'timestamp_ms' }),
  lastFailure: text('last_failure'),
  /** Runs (not attempts) that failed since the last good one: a notice goes out once a run of failures. */
  failedRuns: integer('failed_runs').notNull().default(0),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});
