import { and, eq, gt, min } from 'drizzle-orm';
import { CONTENT_TYPES } from '../content/registry.ts';
import type { Orm } from '../db/client.ts';

/** Public answers kept in memory must be made anew at that moment, though nothing was written. */
export function nextPublication(orm: Orm, now: Date): number | undefined {
  const times = CONTENT_TYPES.map(
    ({ table }) =>
      orm
        .select({ at: min(table.publishAt) })
        .from(table)
        .where(and(eq(table.status, 'published'), gt(table.publishAt, now.getTime())))
        .get()?.at,
  ).filter((at): at is number => typeof at === 'number');
  return times.length > 0 ? Math.min(...times) : undefined;
}
