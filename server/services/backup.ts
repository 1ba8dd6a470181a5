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

// VACUUM INTO copies one instant, unlike a file copy of a live WAL database; only checked copies get a backup's name.

export const BACKUP_NAME = /^gallery-(\d{8})-(\d{6})(?:-(\d+))?\.db$/;

export class BackupError extends Error {
  override name = 'BackupError';
}

export type BackupReport = { file: string; bytes: number; ms: number; removed: string[] };

export const backupsFolder = (dataDir: string) => path.join(dataDir, 'backups');

// UTC, so it sorts by time as text and means the same on any server.
export function timestamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

export function integrityProblems(raw: RawDatabase): string[] {
  const rows = raw.all<{ integrity_check: string }>('PRAGMA integrity_check');
  return rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
}

export function backupDatabase(db: Database | RawDatabase, targetFile: string): Omit<BackupReport, 'removed'> {
  const raw = 'raw' in db ? db.raw : db;
  const target = path.resolve(targetFile);
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose another name or folder.`);
  mkdirSync(path.dirname(target), { recursive: true });
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

// A folder's entry list too, after a rename, so a power cut cannot lose a backup.
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
