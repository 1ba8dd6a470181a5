import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, openPlain, openReadOnly } from '../db/client.ts';
import { migrationState, newerDatabaseMessage } from '../db/migrations.ts';
import { runningServerPid } from '../lib/pid-file.ts';
import { backupDatabase, integrityProblems, timestamp } from './backup.ts';

// The previous database is kept as `gallery.db.before-restore-<UTC stamp>`, so a restore can itself be undone.

export class RestoreError extends Error {
  override name = 'RestoreError';
}

export type RestoreReport = {
  restored: string;
  previous: string | null;
  pending: string[];
  warnings: string[];
  /** Pending mails older than the hold, kept from being sent (issue 30: a restore never sends old mail). */
  heldMails: number;
};

export type RestoreTarget = { dataDir: string; databaseFile: string; restore?: { holdMailHours: number } };

export const HOLD_MAIL_HOURS = 6;

export const STOP_FIRST =
  'Stop the server before restoring (e.g. `systemctl stop gallery`), then run the restore again.';

export function checkBackupFile(file: string): { pending: string[] } {
  if (!existsSync(file)) throw new RestoreError(`${file} does not exist.`);
  let raw: ReturnType<typeof openReadOnly>;
  try {
    raw = openReadOnly(file);
  } catch (error) {
    throw new RestoreError(`${file} cannot be opened as a database: ${(error as Error).message}`);
  }
  try {
    const problems = integrityCheck(raw, file);
    if (problems.length > 0) {
      throw new RestoreError(`${file} failed PRAGMA integrity_check: ${problems.slice(0, 5).join('; ')}`);
    }
    const [gallery] = raw.all("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'");
    if (!gallery) throw new RestoreError(`${file} is not a gallery database (it has no __drizzle_migrations).`);
    const state = migrationState(raw);
    if (state.unknown.length > 0) throw new RestoreError(newerDatabaseMessage(file, state.unknown));
    return { pending: state.pending };
  } finally {
    raw.close();
  }
}

export function restoreDatabase(source: string, target: RestoreTarget, now = new Date()): RestoreReport {
  const from = path.resolve(source);
  const live = path.resolve(target.databaseFile);
  if (from === live) throw new RestoreError(`${from} is the live database itself; name a backup file.`);
  const { pending } = checkBackupFile(from);

  const pid = runningServerPid(target.dataDir);
  if (pid !== null) throw new RestoreError(`A server (pid ${pid}) is running on ${target.dataDir}. ${STOP_FIRST}`);
  const warnings = existsSync(live) ? settleLiveDatabase(live) : [];

  // Complete and checked under a temporary name before the old file moves, so a failure leaves the live one as it was.
  const incoming = `${live}.restoring`;
  rmSync(incoming, { force: true });
  const copySource = openReadOnly(from);
  try {
    backupDatabase(copySource, incoming);
  } finally {
    copySource.close();
  }
  const holdBefore = new Date(now.getTime() - (target.restore?.holdMailHours ?? HOLD_MAIL_HOURS) * 3_600_000);
  const heldMails = holdOldMail(incoming, holdBefore, now);

  let previous: string | null = null;
  if (existsSync(live)) {
    previous = `${live}.before-restore-${timestamp(now)}`;
    renameSync(live, previous);
  }
  // A -wal or -shm belongs to the old file: SQLite would replay it into the new one.
  for (const suffix of ['-wal', '-shm']) {
    if (!existsSync(live + suffix)) continue;
    if (previous && suffix === '-wal') renameSync(live + suffix, previous + suffix);
    else rmSync(live + suffix, { force: true });
  }
  renameSync(incoming, live);
  return { restored: live, previous, pending, warnings, heldMails };
}

// In the incoming copy, before it is moved into place: no sender ever sees those mails as pending.
function holdOldMail(file: string, before: Date, now: Date): number {
  const raw = openPlain(file);
  try {
    const [outbox] = raw.all("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'mail_outbox'");
    if (!outbox) return 0;
    const note = `Held: pending when the database was restored on ${now.toISOString()}; send or discard it on the dashboard.`;
    const held = raw.all<{ id: number }>(
      "UPDATE mail_outbox SET status = 'held', last_error = ?, updated_at = ? " +
        "WHERE status = 'pending' AND created_at < ? RETURNING id",
      note,
      now.getTime(),
      before.getTime(),
    );
    return held.length;
  } finally {
    raw.close();
  }
}

// Leaving WAL mode proves no process holds the file (BEGIN EXCLUSIVE lets WAL readers in) and folds the -wal in.
function settleLiveDatabase(live: string): string[] {
  let db: ReturnType<typeof openDatabase>;
  try {
    db = openDatabase(live, { migrate: false });
  } catch (error) {
    if (isBusy(error)) throw new RestoreError(`${live} is in use. ${STOP_FIRST}`);
    return [`The current database could not be opened (${(error as Error).message}); it is kept as it was.`];
  }
  try {
    db.raw.exec('PRAGMA busy_timeout = 0');
    db.raw.exec('BEGIN EXCLUSIVE');
    db.raw.exec('ROLLBACK');
    const [mode] = db.raw.all<{ journal_mode: string }>('PRAGMA journal_mode = DELETE');
    if (mode?.journal_mode !== 'delete') throw new RestoreError(`${live} is in use. ${STOP_FIRST}`);
    return [];
  } catch (error) {
    if (isBusy(error)) throw new RestoreError(`${live} is in use by another process. ${STOP_FIRST}`);
    if (error instanceof RestoreError) throw error;
    return [`The current database could not be settled (${(error as Error).message}); it is kept as it was.`];
  } finally {
    db.raw.close();
  }
}

function integrityCheck(raw: ReturnType<typeof openReadOnly>, file: string): string[] {
  try {
    return integrityProblems(raw);
  } catch (error) {
    throw new RestoreError(`${file} is not a readable database: ${(error as Error).message}`);
  }
}

const isBusy = (error: unknown) => /database is locked|SQLITE_BUSY/i.test(String((error as Error)?.message ?? error));
