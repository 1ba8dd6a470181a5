import { sql } from 'drizzle-orm';
import { formatReference, type InboxKind } from '../../shared/inbox.ts';
import type { Orm } from '../db/client.ts';
import { referenceCounters } from '../db/schema/index.ts';

/** Call it in the entry's transaction: the upsert's write lock numbers sends in turn, and a rollback gives one back. */
export function nextReference(tx: Orm, kind: InboxKind, now: Date): string {
  const year = now.getUTCFullYear();
  const row = tx
    .insert(referenceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.kind, referenceCounters.year],
      set: { last: sql`${referenceCounters.last} + 1` },
    })
    .returning({ last: referenceCounters.last })
    .get();
  if (!row) throw new Error('No reference was given.');
  return formatReference(kind, year, row.last);
}
