import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type BackupKind, backupStatus } from '../db/schema/index.ts';

// What the last runs of each kind of copy left behind, for /api/health and the dashboard (issue 30).

export type BackupState = typeof backupStatus.$inferSelect;

export function recordGoodCopy(db: Database, kind: BackupKind, copy: { name: string; bytes: number }, at: Date) {
  const good = { lastGoodAt: at, lastGoodName: copy.name, lastGoodBytes: copy.bytes, failedRuns: 0, updatedAt: at };
  db.orm
    .insert(backupStatus)
    .values({ kind, ...good })
    .onConflictDoUpdate({ target: backupStatus.kind, set: good })
    .run();
}

/** `final` when the run gives up, so failed runs count runs, not the attempts within one. */
export function recordFailure(db: Database, kind: BackupKind, reason: string, at: Date, final: boolean) {
  const failure = { lastFailureAt: at, lastFailure: reason.slice(0, 1000), updatedAt: at };
  db.orm
    .insert(backupStatus)
    .values({ kind, ...failure, failedRuns: final ? 1 : 0 })
    .onConflictDoUpdate({
      target: backupStatus.kind,
      set: { ...failure, failedRuns: final ? sql`${backupStatus.failedRuns} + 1` : backupStatus.failedRuns },
    })
    .run();
}

export function backupState(db: Database, kind: BackupKind): BackupState | null {
  return db.orm.select().from(backupStatus).where(eq(backupStatus.kind, kind)).get() ?? null;
}
