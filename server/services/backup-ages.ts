import { BACKUP_KINDS, type BackupFreshness, type BackupKind, LATE_AFTER_HOURS } from '../../shared/backups.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type BackupState, backupState } from './backup-status.ts';

// How old the last good local backup, off-site copy and drill are, against their limits (issue 30). A schedule
// longer than the limit moves the limit with it, so a gallery backing up every two days is not always late.

export type BackupAge = {
  state: BackupFreshness;
  lateAfterHours: number;
  lastGoodAt: Date | null;
  ageSeconds: number | null;
  failingSince: Date | null;
};

function isOn(config: Config, kind: BackupKind): boolean {
  const { everyHours, offsite, drillEveryDays } = config.backup;
  if (kind === 'local') return everyHours > 0;
  if (kind === 'offsite') return offsite !== null && everyHours > 0;
  return offsite !== null && drillEveryDays > 0;
}

function lateAfterHours(config: Config, kind: BackupKind): number {
  if (kind === 'drill') return Math.max(LATE_AFTER_HOURS.drill, (config.backup.drillEveryDays + 1) * 24);
  return Math.max(LATE_AFTER_HOURS.backup, config.backup.everyHours + 2);
}

export function backupAge(config: Config, kind: BackupKind, row: BackupState | null, now: Date): BackupAge {
  const limit = lateAfterHours(config, kind);
  const lastGoodAt = row?.lastGoodAt ?? null;
  const ageSeconds = lastGoodAt ? Math.max(0, Math.round((now.getTime() - lastGoodAt.getTime()) / 1000)) : null;
  const state: BackupFreshness = !isOn(config, kind)
    ? 'off'
    : ageSeconds === null
      ? 'never'
      : ageSeconds > limit * 3600
        ? 'late'
        : 'ok';
  return { state, lateAfterHours: limit, lastGoodAt, ageSeconds, failingSince: row?.failingSince ?? null };
}

export type BackupAges = Record<BackupKind, BackupAge & { row: BackupState | null }>;

export function backupAges(db: Database, config: Config, now: Date): BackupAges {
  const ages = {} as BackupAges;
  for (const kind of BACKUP_KINDS) {
    const row = backupState(db, kind);
    ages[kind] = { ...backupAge(config, kind, row, now), row };
  }
  return ages;
}

/** For monitors (/api/health): ages and states, and nothing about names, targets or errors. */
export function healthOfBackups(db: Database, config: Config, now: Date) {
  const ages = backupAges(db, config, now);
  const kinds = Object.fromEntries(
    BACKUP_KINDS.map((kind) => {
      const { state, ageSeconds, lateAfterHours } = ages[kind];
      return [kind, { state, ageSeconds, lateAfterHours }];
    }),
  ) as Record<BackupKind, Pick<BackupAge, 'state' | 'ageSeconds' | 'lateAfterHours'>>;
  const late = BACKUP_KINDS.some((kind) => ages[kind].state === 'late' || ages[kind].state === 'never');
  return { status: late ? ('late' as const) : ('ok' as const), ...kinds };
}
