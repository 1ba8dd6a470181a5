import { sql } from 'drizzle-orm';
import { formatReference, type InboxKind } from '../../shared/inbox.ts';
import type { Orm } from '../db/client.ts';
import { referenceCounters } from '../db/schema/index.ts';

/**
 * Call it inside the transaction that stores the entry: the counter's upsert takes SQLite's write lock, so two
 * sends at once get consecutive numbers and a rolled-back send gives its number back.
 */
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
