import { migrationState } from '../db/migrations.ts';
import type { AppDeps } from '../lib/env.ts';
import { healthOfBackups } from './backup-ages.ts';

type Check = 'ok' | 'failing';

export function checkHealth({ db, config, now }: AppDeps) {
  let database: Check = 'ok';
  let migrations: 'current' | 'behind' | 'ahead' | 'unknown' = 'unknown';
  let outbox = { pending: 0, oldestPendingSeconds: 0 };
  let backups: ReturnType<typeof healthOfBackups> | 'unknown' = 'unknown';
  try {
    // BEGIN IMMEDIATE takes the write lock without changing anything, proving the file is writable.
    db.raw.exec('BEGIN IMMEDIATE');
    db.raw.exec('ROLLBACK');
    // Exact: every shipped migration recorded and none this build does not know (a count would hide both).
    const state = migrationState(db.raw);
    migrations = state.unknown.length > 0 ? 'ahead' : state.pending.length > 0 ? 'behind' : 'current';
    const [pending] = db.raw.all<{ n: number; oldest: number | null }>(
      "SELECT count(*) AS n, min(created_at) AS oldest FROM mail_outbox WHERE status = 'pending'",
    );
    outbox = {
      pending: pending?.n ?? 0,
      oldestPendingSeconds: pending?.oldest ? Math.round((now().getTime() - pending.oldest) / 1000) : 0,
    };
    if (migrations === 'current') backups = healthOfBackups(db, config, now());
  } catch {
    database = 'failing';
  }
  // Late backups leave the server itself healthy: restarting it would not help, and its monitor reads `backups`.
  const status = database === 'ok' && migrations === 'current' ? 'ok' : 'unhealthy';
  return { status, database, migrations, outbox, backups };
}
