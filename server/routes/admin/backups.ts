import { Hono } from 'hono';
import { BACKUP_KINDS } from '../../../shared/backups.ts';
import type { AppEnv } from '../../lib/env.ts';
import { backupAges } from '../../services/backup-ages.ts';

/** The dashboard's view of the copies (issue 30): each kind's age against its limit, and its last failure. */
export const adminBackupRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { db, config, now } = c.var.deps;
  const ages = backupAges(db, config, now());
  const { offsite } = config.backup;
  const kinds = BACKUP_KINDS.map((kind) => {
    const { row, ...age } = ages[kind];
    return {
      kind,
      ...age,
      lastGoodName: row?.lastGoodName ?? null,
      lastGoodBytes: row?.lastGoodBytes ?? null,
      lastFailureAt: row?.lastFailureAt ?? null,
      lastFailure: row?.lastFailure ?? null,
    };
  });
  c.header('Cache-Control', 'no-store');
  return c.json({
    kinds,
    everyHours: config.backup.everyHours,
    drillEveryDays: config.backup.drillEveryDays,
    target: offsite ? `s3://${offsite.bucket}/${offsite.prefix}` : null,
  });
});
