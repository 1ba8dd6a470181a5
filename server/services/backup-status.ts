import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type BackupKind, backupStatus } from '../db/schema/index.ts';
import { queueFailureNotice } from './backup-notice.ts';
import { notifyOutbox } from './outbox.ts';

// What the last runs of each kind of copy left behind, for /api/health and the dashboard (issue 30).

export type BackupState = typeof backupStatus.$inferSelect;

export function recordGoodCopy(db: Database, kind: BackupKind, copy: { name: string; bytes: number }, at: Date) {
  const good = {
    lastGoodAt: at,
    lastGoodName: copy.name,
    lastGoodBytes: copy.bytes,
    failedRuns: 0,
    failingSince: null,
    updatedAt: at,
  };
  db.orm
    .insert(backupStatus)
    .values({ kind, ...good })
    .onConflictDoUpdate({ target: backupStatus.kind, set: good })
    .run();
}

export type Failure = {
  reason: string;
  at: Date;
  /** The run gives up: failed runs count runs, not the attempts within one. */
  final: boolean;
  /** The site's address, for the link in the owners' e-mail. */
  siteUrl: string;
};

/** Returns whether this failure began a run of them, and so e-mailed the owners. */
export function recordFailure(db: Database, kind: BackupKind, failure: Failure): boolean {
  const { at, final } = failure;
  const reason = failure.reason.slice(0, 1000);
  const began = db.orm.transaction((tx) => {
    const before = tx
      .select({ failingSince: backupStatus.failingSince })
      .from(backupStatus)
      .where(eq(backupStatus.kind, kind))
      .get();
    const set = {
      lastFailureAt: at,
      lastFailure: reason,
      failingSince: before?.failingSince ?? at,
      updatedAt: at,
    };
    tx.insert(backupStatus)
      .values({ kind, ...set, failedRuns: final ? 1 : 0 })
      .onConflictDoUpdate({
        target: backupStatus.kind,
        set: { ...set, failedRuns: final ? sql`${backupStatus.failedRuns} + 1` : backupStatus.failedRuns },
      })
      .run();
    if (before?.failingSince) return false;
    queueFailureNotice(tx, { kind, reason, at, siteUrl: failure.siteUrl });
    return true;
  });
  if (began) notifyOutbox();
  return began;
}

export function backupState(db: Database, kind: BackupKind): BackupState | null {
  return db.orm.select().from(backupStatus).where(eq(backupStatus.kind, kind)).get() ?? null;
}
