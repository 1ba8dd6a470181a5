import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type BackupReport, backupInto, backupsFolder, formatBytes, listBackups } from './backup.ts';

// Follows the newest backup on disk, so restarts cannot postpone it; requests wait meanwhile (docs/operations.md).

const FIRST_CHECK_MS = 60_000; // out of the way of the start-up
const MAX_WAIT_MS = 60 * 60_000; // timers are re-armed at least hourly: setTimeout overflows past 24.8 days

export function runDueBackup(db: Database, config: Config, now = new Date()): BackupReport | null {
  const folder = backupsFolder(config.dataDir);
  const newest = listBackups(folder)[0]?.at.getTime() ?? Number.NEGATIVE_INFINITY;
  if (newest + config.backup.everyHours * 3_600_000 > now.getTime()) return null;
  return backupInto(db, folder, { keep: config.backup.keep, now });
}

export function startScheduledBackups(db: Database, config: Config): () => void {
  if (config.backup.everyHours <= 0) return () => {};
  const every = config.backup.everyHours * 3_600_000;
  const retryGap = Math.min(every, MAX_WAIT_MS);
  let failedAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    const now = Date.now();
    if (now >= failedAt + retryGap) {
      try {
        const report = runDueBackup(db, config, new Date(now));
        if (report) {
          const removed = report.removed.length > 0 ? `, removed ${report.removed.length} old` : '';
          console.log(`Scheduled backup: ${report.file} (${formatBytes(report.bytes)}, ${report.ms} ms${removed})`);
        }
      } catch (error) {
        failedAt = now;
        console.error('Scheduled backup failed:', error);
      }
    }
    const newest = listBackups(backupsFolder(config.dataDir))[0]?.at.getTime() ?? now;
    const due = Math.max(newest + every, failedAt + retryGap);
    timer = setTimeout(check, Math.min(Math.max(due - Date.now(), 1000), MAX_WAIT_MS));
  };
  timer = setTimeout(check, FIRST_CHECK_MS);
  console.log(
    `Scheduled backups every ${config.backup.everyHours} h into ${backupsFolder(config.dataDir)}, ` +
      `keeping ${config.backup.keep}.`,
  );
  return () => clearTimeout(timer);
}
