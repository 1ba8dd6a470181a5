import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type BackupReport, backupInto, backupsFolder, formatBytes, listBackups } from './backup.ts';
import { recordFailure, recordGoodCopy } from './backup-status.ts';
import { type SendOptions, sendOffsite } from './offsite-send.ts';

// Follows the newest backup on disk, so restarts cannot postpone it; requests wait meanwhile (docs/operations.md).
// The off-site copy of it then runs on its own, on streams and the network, while requests go on.

const FIRST_CHECK_MS = 60_000; // out of the way of the start-up
const MAX_WAIT_MS = 60 * 60_000; // timers are re-armed at least hourly: setTimeout overflows past 24.8 days

export function runDueBackup(db: Database, config: Config, now = new Date()): BackupReport | null {
  const folder = backupsFolder(config.dataDir);
  const newest = listBackups(folder)[0]?.at.getTime() ?? Number.NEGATIVE_INFINITY;
  if (newest + config.backup.everyHours * 3_600_000 > now.getTime()) return null;
  return backupInto(db, folder, { keep: config.backup.keep, now });
}

export type ScheduleOptions = Omit<SendOptions, 'signal'> & { firstCheckMs?: number };

export function startScheduledBackups(
  db: Database,
  config: Config,
  options: ScheduleOptions = {},
): () => Promise<void> {
  const { offsite } = config.backup;
  if (config.backup.everyHours <= 0) {
    if (offsite) console.warn('Off-site copies are set up, but BACKUP_EVERY_HOURS is 0: no backup is made to send.');
    return async () => {};
  }
  const clock = options.now ?? (() => new Date());
  const every = config.backup.everyHours * 3_600_000;
  const retryGap = Math.min(every, MAX_WAIT_MS);
  const controller = new AbortController();
  let failedAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<unknown> | null = null;

  const check = () => {
    const now = clock().getTime();
    if (now >= failedAt + retryGap) {
      try {
        const report = runDueBackup(db, config, new Date(now));
        if (report) {
          recordGoodCopy(db, 'local', { name: report.file, bytes: report.bytes }, new Date(now));
          const removed = report.removed.length > 0 ? `, removed ${report.removed.length} old` : '';
          console.log(`Scheduled backup: ${report.file} (${formatBytes(report.bytes)}, ${report.ms} ms${removed})`);
          // One upload at a time: a copy still being retried is not overtaken by the next.
          if (offsite && !sending) {
            sending = sendOffsite(db, offsite, report.file, new Date(now), {
              siteUrl: config.publicUrl,
              ...options,
              signal: controller.signal,
            })
              .catch((error) => console.error('Off-site copy stopped:', error))
              .finally(() => {
                sending = null;
              });
          }
        }
      } catch (error) {
        failedAt = now;
        const failure = { reason: (error as Error).message, at: new Date(now), final: true };
        recordFailure(db, 'local', { ...failure, siteUrl: config.publicUrl });
        console.error('Scheduled backup failed:', error);
      }
    }
    const newest = listBackups(backupsFolder(config.dataDir))[0]?.at.getTime() ?? now;
    const due = Math.max(newest + every, failedAt + retryGap);
    timer = setTimeout(check, Math.min(Math.max(due - clock().getTime(), 1000), MAX_WAIT_MS));
  };
  timer = setTimeout(check, options.firstCheckMs ?? FIRST_CHECK_MS);
  const target = offsite ? `, and copies to s3://${offsite.bucket}/${offsite.prefix}` : '';
  console.log(
    `Scheduled backups every ${config.backup.everyHours} h into ${backupsFolder(config.dataDir)}, ` +
      `keeping ${config.backup.keep}${target}.`,
  );
  // An upload in flight stops at its next pause; the database stays open until it has said how it ended.
  return async () => {
    clearTimeout(timer);
    controller.abort();
    await sending;
  };
}
