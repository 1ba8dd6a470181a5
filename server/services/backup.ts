import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { type Database, openReadOnly, type RawDatabase } from '../db/client.ts';

/**
 * Consistent copies of the one database file. `VACUUM INTO` reads the database inside one read transaction,
 * so the copy is the state at one instant even while the server keeps writing, and it is compacted and
 * self-contained (no -wal beside it). A plain file copy of a live WAL database is not: it can miss committed
 * pages still in the -wal file or catch a half-written checkpoint. Every copy is opened read-only and passes
 * `PRAGMA integrity_check` before it gets its final name, so a file with a backup's name is a good one.
 */

/** `gallery-YYYYMMDD-HHMMSS.db` in UTC, with `-N` added when two are made within the same second. */
export const BACKUP_NAME = /^gallery-(\d{8})-(\d{6})(?:-(\d+))?\.db$/;

export class BackupError extends Error {
  override name = 'BackupError';
}

export type BackupReport = { file: string; bytes: number; ms: number; removed: string[] };

export const backupsFolder = (dataDir: string) => path.join(dataDir, 'backups');

/** A UTC stamp `YYYYMMDD-HHMMSS`, which sorts by time as text and means the same on any server. */
export function timestamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/** Checks a database file without changing it; returns the problems `integrity_check` found, if any. */
export function integrityProblems(raw: RawDatabase): string[] {
  const rows = raw.all<{ integrity_check: string }>('PRAGMA integrity_check');
  return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
}

/** Writes a checked copy of the database to `targetFile`, which must not exist yet. */
export function backupDatabase(db: Database | RawDatabase, targetFile: string): Omit<BackupReport, 'removed'> {
  const raw = 'raw' in db ? db.raw : db;
  const target = path.resolve(targetFile);
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose another name or folder.`);
  mkdirSync(path.dirname(target), { recursive: true });
  // Written under a temporary name first, so a crash mid-copy never leaves a file that looks like a backup.
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });

  const started = performance.now();
  try {
    raw.run('VACUUM INTO ?', partial);
    const copy = openReadOnly(partial);
    let problems: string[];
    try {
      problems = integrityProblems(copy);
    } finally {
      copy.close();
    }
    if (problems.length > 0) {
      throw new BackupError(`The copy failed PRAGMA integrity_check: ${problems.slice(0, 5).join('; ')}`);
    }
    syncFile(partial);
    renameSync(partial, target);
    syncFile(path.dirname(target));
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file: target, bytes: statSync(target).size, ms: Math.round(performance.now() - started) };
}

/** A backup with the default timestamped name in `folder`, then rotation down to the newest `keep`. */
export function backupInto(
  db: Database | RawDatabase,
  folder: string,
  options: { keep?: number; now?: Date } = {},
): BackupReport {
  const stamp = timestamp(options.now ?? new Date());
  let name = `gallery-${stamp}.db`;
  for (let n = 1; existsSync(path.join(folder, name)); n += 1) name = `gallery-${stamp}-${n}.db`;
  const report = backupDatabase(db, path.join(folder, name));
  const removed = options.keep === undefined ? [] : rotateBackups(folder, options.keep);
  return { ...report, removed };
}

/** The backups in a folder (only files with the backup name pattern), newest first. */
export function listBackups(folder: string): { name: string; at: Date }[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => ({ name, match: BACKUP_NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => {
      const [, day = '', time = '', n = '0'] = match;
      const date = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
      const clock = `${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4)}`;
      return { name, at: new Date(`${date}T${clock}Z`), n: Number(n) };
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.n - a.n)
    .map(({ name, at }) => ({ name, at }));
}

/** Deletes all but the newest `keep` backups; other files in the folder are never touched. */
export function rotateBackups(folder: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1) throw new BackupError('--keep must be a whole number of at least 1.');
  const stale = listBackups(folder).slice(keep);
  for (const { name } of stale) rmSync(path.join(folder, name), { force: true });
  return stale.map(({ name }) => name);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** Flushes a file (or a folder's entry list, after a rename) to disk, so a power cut cannot lose a backup. */
function syncFile(file: string) {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a folder; the file itself was already synced.
  } finally {
    closeSync(fd);
  }
}
